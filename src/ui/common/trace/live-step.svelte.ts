// Live stepping: with the switch on, a run is held before each request to its model until "Next request" sends
// it, and the run so far is shown meanwhile (a ReAct run's events, a plan's stages: the core hands over a trace of
// the run's kind). One run at a time is held: a new run, the switch turned off or the page left releases the held
// one, which goes on to its end without pausing again (nothing waits forever).
import type { AnyTrace, RunControl } from '../../../core/run/index.ts';

/** A run held before a request. */
export interface Paused {
  /** The run's key (the page's run store key). */
  key: string;
  /** The request it waits to send (1 = the first). */
  step: number;
  /** The run before that request, as a trace of its kind (no end or verdict yet). */
  sofar: AnyTrace;
}

export class LiveStep {
  /** The switch: the next run plays held before each request. */
  on = $state(false);
  /** The key of the last run played live (until released). */
  key: string | null = $state(null);
  /** The last hold of the live run: where it waits now while `held`, else the request it is sending. */
  paused: Paused | null = $state.raw(null);
  /** Waiting for Next request. */
  held = $state(false);
  #resume: (() => void) | undefined;
  #generation = 0;

  /** The control of a new run named `key`, of either kind; the run held so far is released. */
  control(key: string): RunControl {
    this.release();
    const generation = this.#generation;
    this.key = key;
    return {
      beforeRequest: (step, sofar) => {
        if (generation !== this.#generation || !this.on) return Promise.resolve();
        return new Promise<void>((resolve) => {
          this.#resume = resolve;
          this.paused = { key, step, sofar };
          this.held = true;
        });
      },
    };
  }

  /** The run `key` is the one played live (held now, or sending its request). */
  isLive(key: string): boolean {
    return this.on && this.key === key;
  }

  /** Sends the held request. */
  next(): void {
    const resume = this.#resume;
    this.#resume = undefined;
    this.held = false;
    resume?.();
  }

  /** The held run goes on to its end without pausing. */
  release(): void {
    this.#generation++;
    this.key = null;
    this.next();
    this.paused = null;
  }

  /** The switch; off releases the held run. */
  set(on: boolean): void {
    this.on = on;
    if (!on) this.release();
  }
}
