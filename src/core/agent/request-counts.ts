// A run's token counts when they may come from elsewhere (the page's token worker): each request body is asked
// for as it is sent once the counter is ready, so its count travels while the model answers; the loop waits for
// counts only where the token limit needs them, and at its end, so that a finished run holds every count (or,
// where the counter cannot load, says they are unknown).
import { utf8Bytes } from '../tokens/o200k-bound.ts';
import type { AsyncCounter } from '../tokens/o200k-counter.ts';
import { countEvents, unknownCountBodies } from './count-trace.ts';
import type { TraceEvent } from './trace.ts';

export class RequestCounts {
  readonly #counter: AsyncCounter;
  readonly #arrived = new Map<string, number>();
  readonly #asked = new Map<string, Promise<number | undefined>>();
  readonly #bounds = new Map<string, number>();
  readonly #bytes = new Map<string, number>();

  constructor(counter: AsyncCounter) {
    this.#counter = counter;
  }

  /** The count of `body` if known now; else undefined, and, the counter being ready, its count is asked for. */
  now(body: string): number | undefined {
    const known = this.#arrived.get(body) ?? this.#counter.known(body);
    if (known === undefined && this.#counter.ready()) void this.#ask([body]);
    return known;
  }

  /** Whether counts come at once (the counter has loaded). */
  ready(): boolean {
    return this.#counter.ready();
  }

  /** The counter's bound, each body's computed once: every step asks again for all the earlier bodies still uncounted. */
  bound = (body: string): number => {
    let value = this.#bounds.get(body);
    if (value === undefined) {
      value = this.#counter.bound(body);
      this.#bounds.set(body, value);
    }
    return value;
  };

  /** A body's UTF-8 bytes, each computed once: at least its bound (no o200k piece is more tokens than bytes). */
  bytes = (body: string): number => {
    let value = this.#bytes.get(body);
    if (value === undefined) {
      value = utf8Bytes(body);
      this.#bytes.set(body, value);
    }
    return value;
  };

  /** The count of `body` once made; undefined when the counter cannot load. */
  async exact(body: string): Promise<number | undefined> {
    return this.#arrived.get(body) ?? this.#counter.known(body) ?? (await this.#ask([body]))[0];
  }

  /** Fills in the null counts of `events` that have arrived, without waiting. */
  fill(events: TraceEvent[]): void {
    countEvents(events, (body) => this.#arrived.get(body) ?? this.#counter.known(body));
  }

  /**
   * Fills every null count of `events` in, waiting for those not back yet; `waiting` is told first when that wait is
   * more than a moment (the counter is still loading). A count the counter cannot make stays null: unknown.
   */
  async settle(events: TraceEvent[], waiting?: () => void): Promise<void> {
    this.fill(events);
    const missing = unknownCountBodies(events);
    if (missing.length === 0) return;
    const asked = this.#ask(missing);
    if (!this.#counter.ready()) waiting?.();
    await asked;
    countEvents(events, (body) => this.#arrived.get(body));
  }

  /** Asks for the bodies not asked for yet, in one message, and waits for all of `bodies`. */
  #ask(bodies: readonly string[]): Promise<(number | undefined)[]> {
    const fresh = bodies.filter((b) => !this.#asked.has(b));
    if (fresh.length > 0) {
      const counts = this.#counter.count(fresh).then(
        (list) => list,
        () => [] as number[],
      );
      fresh.forEach((body, i) => {
        this.#asked.set(
          body,
          counts.then((list) => {
            const n = list[i];
            if (n !== undefined) this.#arrived.set(body, n);
            return n;
          }),
        );
      });
    }
    return Promise.all(bodies.map((b) => this.#asked.get(b) as Promise<number | undefined>));
  }
}
