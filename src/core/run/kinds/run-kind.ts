// What a kind of run is to the rest of the lab: the ReAct loop and plan and execute each make their own trace and
// take their own edits, and everything that reads a run (the eval's score, a fork, a step-through) asks the run's
// kind rather than testing which one it holds. One file a kind (react-kind.ts, plan-kind.ts), looked up from one
// table (run-kinds.ts). The areas above keep their side of each kind in their own table, keyed by the kind's id:
// the eval's call labels (eval/run-labels.ts), a trace file's runs and their OpenTelemetry spans
// (trace-io/file-run-kinds.ts), the UI's views (ui/common/trace/kinds/).
import type { z } from 'zod';
import type { RunEdit } from '../../agent/edits.ts';
import type { PlanEdit } from '../../agent/plan/plan-edits.ts';
import type { PlanTrace } from '../../agent/plan/plan-trace.ts';
import type { Trace } from '../../agent/trace.ts';
import type { Finding } from '../../agent/verify/finding.ts';
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

/**
 * One kind of run. `T` its trace, `E` its edits, `U` what a step-through reveals at a time. The table hands kinds
 * out erased (`RunKind` alone), each to the traces and edits it recognised.
 */
export interface RunKind<T extends AnyTrace = AnyTrace, E extends AnyEdit = AnyEdit, U = unknown> {
  /** The design of the plans that make it (`RunPlan['design']`), as the OpenTelemetry export names it too; the key of every other area's table of kinds. */
  id: RunPlan['design'];
  isTrace(trace: AnyTrace): trace is T;
  isEdit(edit: AnyEdit): edit is E;
  /** Its edits as a link or a trace file carries them, checked on the way back in. */
  editSchema: z.ZodType<E>;
  /** What a fork from a run keeps of that run's edits, the new edit on top. */
  forkEdits(parent: readonly E[], edit: E): E[];
  figures(trace: T): RunFigures;
  /** What one press of Step reveals, in order. */
  stepUnits(trace: T): readonly U[];
}
