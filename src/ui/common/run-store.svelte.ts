// The runs a page shows, by key: each played once (a scripted run is a pure function of what the key names) unless
// asked for afresh; a newer play of a key wins over an older one still going; `current` is the last key played,
// for a panel that shows one run. #/apis keeps its table's, timeline's and chart's runs here, the lab pages their
// scenario's and question set's. A store may bound how many runs go at once: the rest wait, in the order asked
// for, shown as running (their requests, and so their timeouts, have not started). A run that ended before the
// token counter loaded is shown at once, then replaced by its counted copy.
import { untrack } from 'svelte';
import { errorMessage } from '../../core/errors/index.ts';
import type { Counted } from './counted.ts';
import { runPlaying } from './runs-quiet.ts';

export type RunState<T> =
  | { status: 'idle' }
  | { status: 'running'; key: string }
  | { status: 'done'; key: string; value: T }
  /** Only a page's own loading (or a caller's mistake) fails this way; a run itself ends with a recorded reason. */
  | { status: 'failed'; key: string; message: string };

const IDLE = { status: 'idle' } as const;

/** How many of a set of runs have ended, done or failed (an unplayed one has not): a table's progress as it plays. */
export function playProgress(states: readonly (RunState<unknown> | undefined)[]): { finished: number; total: number } {
  const finished = states.filter((s) => s?.status === 'done' || s?.status === 'failed').length;
  return { finished, total: states.length };
}

interface Waiting<T> {
  key: string;
  generation: number;
  work: () => Promise<T>;
  /** Says the run has ended (runs-quiet.ts). */
  ended: () => void;
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
  readonly #counted: Counted<T> | undefined;

  /**
   * `limit`: the most runs going at once (Run all's 28 at once through one service worker slow every request);
   * `counted`: a finished run's counted copy, when its token counts are pending.
   */
  constructor(options: { limit?: number; counted?: Counted<T> } = {}) {
    this.#limit = options.limit ?? Number.POSITIVE_INFINITY;
    this.#counted = options.counted;
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
  play(key: string, work: () => Promise<T>, fresh = false): void {
    // Called from effects: reading the results here must not make the effect depend on them.
    const now = untrack(() => this.results[key]);
    this.latest = key;
    if (!fresh && now !== undefined && now.status !== 'failed') return;
    const generation = (this.#generation[key] ?? 0) + 1;
    this.#generation[key] = generation;
    this.#set(key, { status: 'running', key });
    this.#waiting.push({ key, generation, work, ended: runPlaying() });
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
      if (this.#generation[key] !== generation) {
        next.ended();
        continue;
      }
      this.#going += 1;
      const free = () => {
        this.#going -= 1;
        this.#next();
        next.ended();
      };
      // Whatever `work` reads is the run's business, not a dependency of the effect that asked for it; a work that
      // throws at once still frees its place.
      let going: Promise<T>;
      try {
        going = untrack(next.work);
      } catch (error) {
        going = Promise.reject(error);
      }
      going
        .then(
          (value) => this.#settle(key, generation, { status: 'done', key, value }),
          (error: unknown) => this.#settle(key, generation, { status: 'failed', key, message: errorMessage(error) }),
        )
        .finally(free);
    }
  }

  #settle(key: string, generation: number, state: RunState<T>): void {
    if (this.#generation[key] !== generation) return;
    this.#set(key, state);
    if (state.status !== 'done') return;
    // A newer play of the key, or a clear, since then wins over the counted copy; a counter that fails to load leaves the run as shown.
    this.#counted?.(state.value)?.then(
      (value) => this.#generation[key] === generation && this.#set(key, { ...state, value }),
      () => undefined,
    );
  }

  #set(key: string, state: RunState<T>): void {
    this.results = { ...untrack(() => this.results), [key]: state };
  }
}
