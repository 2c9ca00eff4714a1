// Timing with the median of several runs, so one slow run (a GC pause, another process) does not decide.

export function median(values: readonly number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = sorted.length >> 1;
  return sorted.length % 2 ? (sorted[mid] as number) : ((sorted[mid - 1] as number) + (sorted[mid] as number)) / 2;
}

export interface Timing {
  medianMs: number;
  minMs: number;
  maxMs: number;
  runs: number;
}

/** Runs `task` `warmup` times unmeasured (so the JIT has compiled it), then `runs` times measured. */
export async function timeRuns(runs: number, task: () => unknown, warmup = 1): Promise<Timing> {
  for (let i = 0; i < warmup; i++) await task();
  const times: number[] = [];
  for (let i = 0; i < runs; i++) {
    const start = performance.now();
    await task();
    times.push(performance.now() - start);
  }
  return { medianMs: median(times), minMs: Math.min(...times), maxMs: Math.max(...times), runs };
}

export function formatMs(ms: number): string {
  if (ms >= 100) return `${ms.toFixed(0)} ms`;
  if (ms >= 1) return `${ms.toFixed(1)} ms`;
  if (ms >= 0.001) return `${(ms * 1000).toFixed(2)} µs`;
  return `${(ms * 1e6).toFixed(0)} ns`;
}

export const formatCount = (n: number) => n.toLocaleString('en-US');
