// Each kind of run (run/kinds/) as a trace file holds it and as OpenTelemetry spans: trace-io's own table, keyed by
// the kind's id, so that the run kinds know nothing of files or OTLP. A third kind of run adds its entry here (the
// table's type asks for one per kind).
import type { RunKind } from '../run/kinds/run-kind.ts';
import { planSpans } from './otel-plan-spans.ts';
import { reactSpans } from './otel-react-spans.ts';
import type { OtlpSpan } from './otlp-json.ts';
import type { PlanRun, TraceFileRun, TraceRun } from './trace-file.ts';

/** One kind's runs in a trace file: `F`, its run there. */
interface FileRunKind<F extends TraceFileRun> {
  isFileRun(run: TraceFileRun): run is F;
  /** The run as OpenTelemetry spans (GenAI conventions) of the trace `traceId`, on a clock from `startMs`. */
  spans(run: F, traceId: string, startMs: number): OtlpSpan[];
}

export const REACT_FILE_RUN: FileRunKind<TraceRun> = { isFileRun: (run): run is TraceRun => 'trace' in run, spans: reactSpans };

const PLAN_FILE_RUN: FileRunKind<PlanRun> = { isFileRun: (run): run is PlanRun => 'planTrace' in run, spans: planSpans };

/** Each kind's by its id, seen as taking any file run: `fileRunKind` hands one only the runs it recognised. */
const FILE_RUN_KINDS: Record<RunKind['id'], FileRunKind<TraceFileRun>> = { react: REACT_FILE_RUN, 'plan-and-execute': PLAN_FILE_RUN };

/** @example fileRunKind(run).spans(run, traceId, startMs) */
export function fileRunKind(run: TraceFileRun): FileRunKind<TraceFileRun> {
  const kind = Object.values(FILE_RUN_KINDS).find((k) => k.isFileRun(run));
  if (kind === undefined) throw new TypeError('no kind of run recognises this trace file run');
  return kind;
}
