// What a kind of run is to the rest of the lab: the ReAct loop and plan and execute each make their own trace and
// take their own edits, and everything that reads a run (the eval's score, the OpenTelemetry export, a fork, a
// step-through) asks the run's kind rather than testing which one it holds. One file a kind (react-kind.ts,
// plan-kind.ts), looked up from one table (run-kinds.ts); the UI's side of each kind is in ui/common/trace/kinds/.
import type { z } from 'zod';
import type { RunEdit } from '../../agent/edits.ts';
import type { PlanEdit } from '../../agent/plan/plan-edits.ts';
import type { PlanTrace } from '../../agent/plan/plan-trace.ts';
import type { Trace } from '../../agent/trace.ts';
import type { Finding } from '../../agent/verify/finding.ts';
import type { ToolKit } from '../../tools/tool-kit-types.ts';
import type { OtlpSpan } from '../../trace-io/otlp-json.ts';
import type { TraceFileRun } from '../../trace-io/trace-file.ts';
import type { RunPlan } from '../run-plan.ts';

/** A run's trace, of whichever kind. */
export type AnyTrace = Trace | PlanTrace;

/** A fork's edit, of whichever kind. */
export type AnyEdit = RunEdit | PlanEdit;

/** What the eval counts of a run and the comparison shows, whatever its kind. */
interface RunFigures {
  /** Model turns: the loop's sent requests; a plan's extractor attempts and its writer. */
  steps: number;
  /** Tool calls: the ones the model asked for (ReAct), the ones the program made (a plan). */
  calls: number;
  /** Tool calls that came back with an error. */
  errors: number;
  /** o200k_base tokens sent in all; null when not counted (yet, or at all: a plan's). */
  tokens: number | null;
  answer: string | null;
  /** How the run ended, as a code (`step_limit`, `extraction_failed`). */
  end: string;
  /** The verifier's findings on the answer. */
  findings: readonly Finding[];
}

/** What labelling a run's bad calls needs besides its trace. */
export interface LabelContext {
  kit: ToolKit;
  /** The tools offered to the model (none for a plan: its extractor fills variacion's arguments). */
  offered: readonly string[];
  /** The calls a right run of the task makes (what `wrong_count` compares against). */
  referenceCount: number;
}

/**
 * One kind of run. `T` its trace, `E` its edits, `F` its run in a trace file, `U` what a step-through reveals at a
 * time. The table hands kinds out erased (`RunKind` alone), each to the traces, edits and runs it recognised.
 */
export interface RunKind<T extends AnyTrace = AnyTrace, E extends AnyEdit = AnyEdit, F extends TraceFileRun = TraceFileRun, U = unknown> {
  /** The design of the plans that make it (`RunPlan['design']`), as the OpenTelemetry export names it too. */
  id: RunPlan['design'];
  isTrace(trace: AnyTrace): trace is T;
  isEdit(edit: AnyEdit): edit is E;
  /** Its edits as a link or a trace file carries them, checked on the way back in. */
  editSchema: z.ZodType<E>;
  /** What a fork from a run keeps of that run's edits, the new edit on top. */
  forkEdits(parent: readonly E[], edit: E): E[];
  figures(trace: T): RunFigures;
  /** BFCL-style labels of its bad calls (eval/call-labels.ts). */
  labels(trace: T, context: LabelContext): string[];
  /** What one press of Step reveals, in order. */
  stepUnits(trace: T): readonly U[];
  isFileRun(run: TraceFileRun): run is F;
  /** The run as OpenTelemetry spans (GenAI conventions) of the trace `traceId`, on a clock from `startMs`. */
  spans(run: F, traceId: string, startMs: number): OtlpSpan[];
}
