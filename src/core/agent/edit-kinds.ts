// Telling the two kinds of run apart where a page or the eval holds either: a loop's edits from a plan's, a loop's
// trace from a plan's. One place, so a third kind of edit is added here and not in each caller's own test.
import type { RunEdit } from './edits.ts';
import type { PlanEdit } from './plan/plan-edits.ts';
import type { PlanTrace } from './plan/plan-trace.ts';
import type { Trace } from './trace.ts';

export const isPlanEdit = (edit: RunEdit | PlanEdit): edit is PlanEdit => edit.kind === 'stage-reply' || edit.kind === 'stage-result';

export const isRunEdit = (edit: RunEdit | PlanEdit): edit is RunEdit => !isPlanEdit(edit);

export const isPlanTrace = (trace: Trace | PlanTrace): trace is PlanTrace => 'stages' in trace;
