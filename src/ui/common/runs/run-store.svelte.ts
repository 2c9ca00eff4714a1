// The runs a page shows, by key: each played once (a scripted run is a pure function of what the key names) unless
// asked for afresh; a newer play of a key wins over an older one still going; `current` is the last key played,
// for a panel that shows one run. A page's run host keeps its own run here (#/apis its table's and chart's too) and
// its entries' in another; a lab's question set and the start page's chart have one of their own. A store may
// bound how many runs go at once: the rest wait, in the order asked for, shown as running (their requests, and so
// their timeouts, have not started). A run that has ended while its token counts wait for the page's counter to
// load (a page's first runs) may be shown meanwhile as counting; its place goes to the next waiting run. Each run
// is done once, with its counts.
import { untrack } from 'svelte';
import { errorMessage } from '../../../core/errors/index.ts';

export type RunState<T> =
  | { status: 'idle' }
  | { status: 'running'; key: string }
  /** Ended and shown as it ended, its token counts on their way (null in `value`): done once they are in. */
  | { status: 'counting'; key: string; value: T }
  | { status: 'done'; key: string; value: T }
  /** Only a page's own loading (or a caller's mistake) fails this way; a run itself ends with a recorded reason. */
  | { status: 'failed'; key: string; message: string };

const IDLE = { status: 'idle' } as const;

/** How many of a set of runs have ended, done or failed (an unplayed one has not): a table's progress as it plays. */
export function playProgress(states: readonly (RunState<unknown> | undefined)[]): { finished: number; total: number } {
  const finished = states.filter((s) => s?.status === 'done' || s?.status === 'failed').length;
  return { finished, total: states.length };
}

/** A run's work: resolves with its whole value; `counting` shows it meanwhile, ended with its counts on their way. */
export type RunWork<T> = (counting: (value: T) => void) => Promise<T>;

interface Waiting<T> {
  key: string;
  generation: number;
  work: RunWork<T>;
}

export class RunStore<T> {
  results: Readonly<Record<string, RunState<T>>> = $state.raw({});
  /** The key played last. */
  latest: string | undefined = $state.raw(undefined);
  // Not reactive: which play of a key is the newest, never shown.
  #generation: Record<string, number> = {};
  readonly #limit: number;
  #going = 0;
  #waiting: Waiting<T>[] = [];

  /** `limit`: the most runs going at once (Run all's 28 at once through one service worker slow every request). */
  constructor(options: { limit?: number } = {}) {
    this.#limit = options.limit ?? Number.POSITIVE_INFINITY;
  }

  /** Undefined until the key is played. */
  get(key: string): RunState<T> | undefined {
    return this.results[key];
  }

  /** The run of the key played last. */
  get current(): RunState<T> {
    return (this.latest === undefined ? undefined : this.results[this.latest]) ?? IDLE;
  }

  /** Plays `work` unless the run named `key` is already shown or going; `fresh` plays it again. A failed one is tried again. */
  play(key: string, work: RunWork<T>, fresh = false): void {
    // Called from effects: reading the results here must not make the effect depend on them.
    const now = untrack(() => this.results[key]);
    this.latest = key;
    if (!fresh && now !== undefined && now.status !== 'failed') return;
    const generation = (this.#generation[key] ?? 0) + 1;
    this.#generation[key] = generation;
    this.#set(key, { status: 'running', key });
    this.#waiting.push({ key, generation, work });
    this.#next();
  }

  /** Nothing shown; runs still going are forgotten. */
  clear(): void {
    for (const key of Object.keys(this.#generation)) this.#generation[key] = (this.#generation[key] ?? 0) + 1;
    this.results = {};
    this.latest = undefined;
  }

  /** Starts waiting runs while there is room; one replaced or cleared while it waited is dropped unplayed. */
  #next(): void {
    while (this.#going < this.#limit) {
      const next = this.#waiting.shift();
      if (next === undefined) return;
      const { key, generation } = next;
      if (this.#generation[key] !== generation) continue;
      this.#going += 1;
      let freed = false;
      const free = () => {
        if (freed) return;
        freed = true;
        this.#going -= 1;
        this.#next();
      };
      // An ended run only waits for its counts: its requests are over, so the next run may start.
      const counting = (value: T) => {
        this.#set(key, { status: 'counting', key, value }, generation);
        free();
      };
      // Whatever `work` reads is the run's business, not a dependency of the effect that asked for it; a work that
      // throws at once still frees its place.
      let going: Promise<T>;
      try {
        going = untrack(() => next.work(counting));
      } catch (error) {
        going = Promise.reject(error);
      }
      going
        .then(
          (value) => this.#set(key, { status: 'done', key, value }, generation),
          (error: unknown) => this.#set(key, { status: 'failed', key, message: errorMessage(error) }, generation),
        )
        .finally(free);
    }
  }

  /** Shows `state` for `key`; given the play's `generation`, only while that play is the key's newest. */
  #set(key: string, state: RunState<T>, generation?: number): void {
    if (generation !== undefined && this.#generation[key] !== generation) return;
    this.results = { ...untrack(() => this.results), [key]: state };
  }
}
