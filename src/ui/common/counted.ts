// Runs shown before the o200k counter loaded have pending token counts (null); these make their counted copies.
// Asking for one starts the counter's load once no run plays (runs-quiet.ts): the stores ask once a run has
// ended, so the tokenizer's chunk never competes with what a first run needs (the SDK chunks, the simulators), and
// its parse never holds a playing run's replies.
import { countTrace, hasPendingCounts, type Trace } from '../../core/agent/index.ts';
import type { QuestionSetReport } from '../../core/labs/index.ts';
import { o200kCounter } from '../../core/tokens/index.ts';
import type { TraceFileRun } from '../../core/trace-io/index.ts';
import { whenRunsQuiet } from './runs-quiet.ts';

/** The counter, loaded once no run plays. */
const quietCounter = () => whenRunsQuiet().then(() => o200kCounter.load());

/** A value's counted copy once the counter has loaded; undefined when nothing in it is pending. */
export type Counted<T> = (value: T) => Promise<T> | undefined;

/**
 * A run record's counted copy. Only the trace changes: no lab's outcome and no backend's report reads a token count
 * (a test plays every lab scenario both ways to keep it so).
 */
export function countedRecord<Rec extends { trace: Trace }>(record: Rec): Promise<Rec> | undefined {
  if (!hasPendingCounts(record.trace)) return undefined;
  return quietCounter().then((count) => ({ ...record, trace: countTrace(record.trace, count) }));
}

export function countedQuestionSet<R>(report: QuestionSetReport<R>): Promise<QuestionSetReport<R>> | undefined {
  if (!report.runs.some((q) => hasPendingCounts(q.run.trace))) return undefined;
  return quietCounter().then((count) => ({ ...report, runs: report.runs.map((q) => ({ ...q, run: { ...q.run, trace: countTrace(q.run.trace, count) } })) }));
}

/** Runs to write to a file: counted first, as files always hold numbers (the counter loads only if a count is pending). */
export async function countedRuns(runs: readonly TraceFileRun[]): Promise<TraceFileRun[]> {
  if (!runs.some((r) => 'trace' in r && hasPendingCounts(r.trace))) return [...runs];
  const count = await o200kCounter.load();
  return runs.map((r) => ('trace' in r ? { ...r, trace: countTrace(r.trace, count) } : r));
}
