// Runs to write to a file. Files always hold numbers, so a run whose counts are not in (on their way, or unknown:
// the token worker could not load while it played) is counted now, through the same worker, which answers a
// count already on its way once; this rejects, saying why, where it still cannot.
import { countTrace, unknownCountBodies } from '../../../core/agent/index.ts';
import type { TraceFileRun } from '../../../core/trace-io/index.ts';
import { pageCounter } from '../../../token-worker/page-counter.ts';

export async function countedRuns(runs: readonly TraceFileRun[]): Promise<TraceFileRun[]> {
  const bodies = [...new Set(runs.flatMap((r) => ('trace' in r ? unknownCountBodies(r.trace.events) : [])))];
  if (bodies.length === 0) return [...runs];
  const counts = await pageCounter.count(bodies);
  const byBody = new Map(bodies.map((body, i) => [body, counts[i]]));
  return runs.map((r) => ('trace' in r ? { ...r, trace: countTrace(r.trace, (body) => byBody.get(body)) } : r));
}
