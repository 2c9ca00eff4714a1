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

/**
 * Like timeRuns for several tasks to compare, run in turn (a, b, a, b, …): whatever drifts over a bench (the heap
 * growing, the collector working harder) falls on each alike instead of on whichever ran last.
 */
export async function timeRunsInTurn<T extends readonly (() => unknown)[]>(runs: number, tasks: T, warmup = 1): Promise<{ [K in keyof T]: Timing }> {
  for (let i = 0; i < warmup; i++) for (const task of tasks) await task();
  const times = tasks.map((): number[] => []);
  for (let i = 0; i < runs; i++) {
    for (const [t, task] of tasks.entries()) {
      const start = performance.now();
      await task();
      times[t]?.push(performance.now() - start);
    }
  }
  // One timing a task, in the tasks' order: the tuple type says so, which map's array type cannot.
  return times.map((ts) => ({ medianMs: median(ts), minMs: Math.min(...ts), maxMs: Math.max(...ts), runs })) as { [K in keyof T]: Timing };
}

export function formatMs(ms: number): string {
  if (ms >= 100) return `${ms.toFixed(0)} ms`;
  if (ms >= 1) return `${ms.toFixed(1)} ms`;
  if (ms >= 0.001) return `${(ms * 1000).toFixed(2)} µs`;
  return `${(ms * 1e6).toFixed(0)} ns`;
}

export const formatCount = (n: number) => n.toLocaleString('en-US');
