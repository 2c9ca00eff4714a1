// A chart whose drawing module is loaded with import() the first time it is drawn, with the state a page shows
// while it loads or when it fails. draw() is made for an $effect: it returns the effect's cleanup, which drops a
// draw still loading and destroys the chart drawn.

/** What a chart module exports: draw on the canvas, return the chart (its caller destroys it). */
export type DrawChart<Input> = (canvas: HTMLCanvasElement, input: Input) => { destroy(): void };

export class LazyChart<Input> {
  drawn = $state(false);
  failure = $state('');
  readonly #load: () => Promise<DrawChart<Input>>;

  constructor(load: () => Promise<DrawChart<Input>>) {
    this.#load = load;
  }

  draw(canvas: HTMLCanvasElement, input: Input): () => void {
    let chart: { destroy(): void } | undefined;
    let cancelled = false;
    this.drawn = false;
    this.#load()
      .then((drawChart) => {
        if (cancelled) return;
        chart = drawChart(canvas, input);
        this.failure = '';
        this.drawn = true;
      })
      .catch((err: unknown) => {
        this.failure = String(err);
      });
    return () => {
      cancelled = true;
      chart?.destroy();
    };
  }
}
