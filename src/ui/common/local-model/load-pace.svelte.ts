// How a model's Load is going, refreshed every second from its files' bytes: the recent rate, the time left at
// it, a stall, and the totals the spoken summary says (at most every ANNOUNCE_MS). The session starts and stops it
// with each Load; tests give it their own clock.
import type { FileProgress } from '../../../llm/worker/protocol.ts';
import { announceDue, ByteClock, totals, type Totals } from '../../../llm/load-progress.ts';

/** The clock and the repeating timer a Load's pace runs on (tests pass their own). */
export interface LoadTiming {
  now(): number;
  /** Calls `tick` every `ms` until the returned function is called. */
  every(tick: () => void, ms: number): () => void;
}

export const browserTiming: LoadTiming = {
  now: () => performance.now(),
  every: (tick, ms) => {
    const timer = setInterval(tick, ms);
    return () => clearInterval(timer);
  },
};

/** How a Load is going, refreshed every second: the recent rate, the time left at it, and a stall. */
export interface LoadPace {
  bytesPerSecond: number | undefined;
  secondsLeft: number | undefined;
  /** Milliseconds without a new byte while files remain, once that reaches STALL_MS (load-progress.ts). */
  stalledMs: number | undefined;
}

const NO_PACE: LoadPace = { bytesPerSecond: undefined, secondsLeft: undefined, stalledMs: undefined };

export class LoadPaceWatch {
  pace = $state<LoadPace>(NO_PACE);
  announced = $state<Totals | null>(null);
  // Not reactive: the Load's byte clock, its ticks and when the summary was last said.
  #clock: ByteClock | null = null;
  #stopTicks: (() => void) | null = null;
  #announcedAt: number | undefined;
  readonly #timing: LoadTiming;
  /** The Load's files so far, and whether it is still loading (not warming up). */
  readonly #read: () => { files: FileProgress[]; loading: boolean };

  constructor(timing: LoadTiming, read: () => { files: FileProgress[]; loading: boolean }) {
    this.#timing = timing;
    this.#read = read;
  }

  /** A file's bytes arrived: the clock notes the Load's total so far. */
  record(): void {
    this.#clock?.record(totals(this.#read().files).loaded);
  }

  start(): void {
    this.stop();
    this.pace = NO_PACE;
    this.announced = null;
    this.#announcedAt = undefined;
    this.#clock = new ByteClock(() => this.#timing.now());
    this.#stopTicks = this.#timing.every(() => this.#update(), 1000);
  }

  stop(): void {
    this.#stopTicks?.();
    this.#stopTicks = null;
    this.#clock = null;
    this.pace = NO_PACE;
  }

  /** The rate, time left and stall from the byte clock; the spoken summary when it is due. */
  #update(): void {
    const clock = this.#clock;
    if (!clock) return;
    const { files, loading } = this.#read();
    const sum = totals(files);
    const filesLeft = sum.files === 0 || sum.done < sum.files;
    this.pace = {
      bytesPerSecond: clock.rate(),
      secondsLeft: sum.total > 0 ? clock.secondsLeft(sum.total - sum.loaded) : undefined,
      stalledMs: loading && filesLeft ? clock.stalledFor() : undefined,
    };
    const now = this.#timing.now();
    if (sum.total > 0 && announceDue(this.#announcedAt, now)) {
      this.#announcedAt = now;
      this.announced = sum;
    }
  }
}
