// The loop's token counts when they come from elsewhere (the page's counting worker): each request body is sent
// to be counted the moment it is known, so the count travels while the model answers; the loop waits for counts
// only where the token limit needs them, and once more at the end, so a finished run holds every count.
import type { AsyncCounter } from '../tokens/o200k-counter.ts';
import { countEvents } from './count-trace.ts';
import type { TraceEvent } from './trace.ts';

export class RequestCounts {
  readonly #counter: AsyncCounter;
  readonly #asked = new Map<string, Promise<number>>();
  readonly #arrived = new Map<string, number>();
  readonly #bounds = new Map<string, number>();

  constructor(counter: AsyncCounter) {
    this.#counter = counter;
  }

  /** The count of `body` if known now; else undefined, and its count is asked for. */
  now(body: string): number | undefined {
    const known = this.#arrived.get(body) ?? this.#counter.known(body);
    if (known === undefined) void this.ask(body).catch(() => undefined);
    return known;
  }

  /** The count of `body`, once; rejects when the counter cannot load. */
  ask(body: string): Promise<number> {
    let asked = this.#asked.get(body);
    if (!asked) {
      asked = this.#counter.count(body).then((n) => {
        this.#arrived.set(body, n);
        return n;
      });
      this.#asked.set(body, asked);
    }
    return asked;
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

  /** Waits for every count asked for and fills them into `events`; a count the counter could not make stays null (unknown). */
  async settle(events: TraceEvent[]): Promise<void> {
    await Promise.allSettled(this.#asked.values());
    countEvents(events, (body) => this.#arrived.get(body) ?? this.#counter.known(body));
  }
}
