// Runs to write to a file. Files always hold numbers, so a run whose counts are unknown (the counting worker could
// not load while it played) is counted now, through the same worker; this rejects, saying why, where it still cannot.
import { countTrace, unknownCountBodies } from '../../../core/agent/index.ts';
import type { TraceFileRun } from '../../../core/trace-io/index.ts';
import { pageCounter } from '../../../token-worker/token-counter.ts';

export async function countedRuns(runs: readonly TraceFileRun[]): Promise<TraceFileRun[]> {
  const bodies = [...new Set(runs.flatMap((r) => ('trace' in r ? unknownCountBodies(r.trace) : [])))];
  if (bodies.length === 0) return [...runs];
  const counts = await pageCounter.countAll(bodies);
  const byBody = new Map(bodies.map((body, i) => [body, counts[i] as number]));
  return runs.map((r) => ('trace' in r ? { ...r, trace: countTrace(r.trace, (body) => byBody.get(body) as number) } : r));
}
