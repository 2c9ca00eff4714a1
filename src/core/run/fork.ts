// A fork: a run played again with the student's edits. Every backend is handed the same two things, on the plan: the
// edits and, when the page still holds it, the run it branches from (its trace and its backend's report). A backend
// that cannot write again what came before the edit answers those steps from the parent (a real model would answer
// otherwise and charge again; a local model would spend seconds writing what it already wrote); a deterministic one
// (the simulators, the scripts, the seeded policy) plays the whole run again and never reads the parent.
import type { RunEdit } from '../agent/edits.ts';
import type { PlanEdit } from '../agent/plan/plan-edits.ts';
import type { PlanTrace } from '../agent/plan/plan-trace.ts';
import type { Trace } from '../agent/trace.ts';
import type { AnyEdit, AnyTrace, RunKind } from './kinds/run-kind.ts';

export interface Fork<E, T> {
  /** At least one: a plan without edits is not a fork. */
  edits: readonly E[];
  /** The run branched from: its trace, and what its backend reported (a local model's steps, say). */
  parent?: { trace: T; report?: unknown };
}

export type ReactFork = Fork<RunEdit, Trace>;
export type PlanFork = Fork<PlanEdit, PlanTrace>;

/** The fork a plan carries: none without edits, so a "fork" with nothing changed is the run itself. */
export function forkOf<E, T>(edits: readonly E[] | undefined, parent?: { trace: T; report?: unknown }): { fork?: Fork<E, T> } {
  if (!edits || edits.length === 0) return {};
  return { fork: { edits, ...(parent ? { parent } : {}) } };
}

/**
 * The fork as a run of one kind reads it, where a caller holds either kind's (the eval's forks): that kind's edits,
 * and the parent only when it is of that kind too.
 */
export function narrowFork<T extends AnyTrace, E extends AnyEdit>(
  fork: Fork<AnyEdit, AnyTrace> | undefined,
  kind: Pick<RunKind<T, E>, 'isEdit' | 'isTrace'>,
): Fork<E, T> | undefined {
  const edits = fork?.edits.filter((edit) => kind.isEdit(edit)) ?? [];
  if (!fork || edits.length === 0) return undefined;
  const parent = fork.parent;
  return { edits, ...(parent && kind.isTrace(parent.trace) ? { parent: { trace: parent.trace, ...(parent.report !== undefined ? { report: parent.report } : {}) } } : {}) };
}
