// The arithmetic of a Load's progress, apart from any view: all files together, the byte rate over the last few
// seconds, the time left at that rate, and a stall (no bytes for a while). The clock is passed in, so tests drive it.
import type { FileProgress } from './worker/protocol.ts';

/** No new bytes for this long while the files load is a stall, said plainly. */
export const STALL_MS = 20_000;
/** The byte rate (and so the time left) is measured over this last stretch. */
export const RATE_WINDOW_MS = 5_000;
/** The spoken summary (aria-live) changes at most this often. */
export const ANNOUNCE_MS = 5_000;

export interface Totals {
  /** Bytes read of the files whose size is known. */
  loaded: number;
  /** Their sizes, all together. */
  total: number;
  /** 0–100, or undefined while no size is known. */
  percent: number | undefined;
  files: number;
  done: number;
}

/** One file's bytes: a finished file counts whole. */
export function fileBytes(file: FileProgress): { loaded: number; total: number | undefined } {
  const total = file.total !== undefined && file.total > 0 ? file.total : undefined;
  const loaded = file.status === 'done' && total !== undefined ? total : Math.min(file.loaded ?? 0, total ?? Infinity);
  return { loaded, total };
}

/** One file's percentage, 0–100. */
export function filePercent(file: FileProgress): number {
  if (file.status === 'done') return 100;
  const { loaded, total } = fileBytes(file);
  return total ? (loaded / total) * 100 : (file.progress ?? 0);
}

/** All files together, over those whose size is known. */
export function totals(files: readonly FileProgress[]): Totals {
  let loaded = 0;
  let total = 0;
  for (const file of files) {
    const bytes = fileBytes(file);
    if (bytes.total === undefined) continue;
    loaded += bytes.loaded;
    total += bytes.total;
  }
  return { loaded, total, percent: total > 0 ? (loaded / total) * 100 : undefined, files: files.length, done: files.filter((f) => f.status === 'done').length };
}

interface Sample {
  at: number;
  loaded: number;
}

/**
 * The bytes a Load has read, over time: the rate over the last RATE_WINDOW_MS, the time left at that rate, and how
 * long since the last new byte. `now` is the clock (performance.now in the page; a counter in tests).
 */
export class ByteClock {
  #samples: Sample[] = [];
  #lastByteAt: number;
  #loaded = 0;

  constructor(
    private readonly now: () => number,
    private readonly windowMs = RATE_WINDOW_MS,
    private readonly stallMs = STALL_MS,
  ) {
    this.#lastByteAt = now();
    this.#samples = [{ at: this.#lastByteAt, loaded: 0 }];
  }

  /** The bytes read so far, all files together; only an increase counts as progress. */
  record(loaded: number): void {
    if (loaded <= this.#loaded) return;
    const at = this.now();
    this.#loaded = loaded;
    this.#lastByteAt = at;
    this.#samples.push({ at, loaded });
    // Keep one sample older than the window, so the rate spans the whole window.
    while (this.#samples.length > 2 && (this.#samples[1] as Sample).at <= at - this.windowMs) this.#samples.shift();
  }

  /** Bytes a second over the last window; undefined before two samples or when the window saw no bytes. */
  rate(): number | undefined {
    const now = this.now();
    const first = this.#samples[0] as Sample;
    const last = this.#samples[this.#samples.length - 1] as Sample;
    if (this.#samples.length < 2 || now - last.at >= this.windowMs) return undefined;
    const span = now - first.at;
    return span > 0 ? ((last.loaded - first.loaded) * 1000) / span : undefined;
  }

  /** Seconds left for `remaining` bytes at the recent rate; undefined while the rate is unknown. */
  secondsLeft(remaining: number): number | undefined {
    const rate = this.rate();
    if (rate === undefined || rate <= 0) return undefined;
    return Math.max(0, remaining) / rate;
  }

  /** Milliseconds without a new byte, once that reaches the stall threshold; undefined otherwise. */
  stalledFor(): number | undefined {
    const quiet = this.now() - this.#lastByteAt;
    return quiet >= this.stallMs ? quiet : undefined;
  }
}

/** "2 min 5 s", "40 s", "< 1 s": a time left, short. Spanish uses the same units. */
export function formatSeconds(seconds: number): string {
  if (seconds < 1) return '< 1 s';
  const s = Math.round(seconds);
  if (s < 60) return `${s} s`;
  const minutes = Math.floor(s / 60);
  if (minutes < 60) return `${minutes} min ${s % 60} s`;
  return `${Math.floor(minutes / 60)} h ${minutes % 60} min`;
}

/** Whether a spoken summary is due: the first one at once, then at most every ANNOUNCE_MS. */
export function announceDue(lastAt: number | undefined, now: number, everyMs = ANNOUNCE_MS): boolean {
  return lastAt === undefined || now - lastAt >= everyMs;
}
