// The one table of run kinds (run-kind.ts), and how a trace or an edit finds its kind. A third kind of run is one
// more file and one more entry here, and one in each area's table keyed by the kinds' ids (run-kind.ts says which);
// nobody tests which kind they hold.
import { z } from 'zod';
import { PLAN_KIND } from './plan-kind.ts';
import { REACT_KIND } from './react-kind.ts';
import type { AnyEdit, AnyTrace, RunKind } from './run-kind.ts';

/**
 * Every kind, each seen as `RunKind` (its methods taking any trace, edit or run): the lookups below hand a kind only
 * what it recognised itself, which is what makes calling its methods with that value safe.
 */
export const RUN_KINDS: readonly RunKind[] = [REACT_KIND, PLAN_KIND];

/** @example kindOf(trace).figures(trace) // { steps: 3, calls: 3, errors: 0, tokens: 630, … } */
export function kindOf(trace: AnyTrace): RunKind {
  return found(RUN_KINDS.find((k) => k.isTrace(trace)), 'trace');
}

export function kindOfEdit(edit: AnyEdit): RunKind {
  return found(RUN_KINDS.find((k) => k.isEdit(edit)), 'edit');
}

/** `trace` when it is of `kind` (a fork's parent, for a backend that plays that kind), else undefined. */
export function ofKind<T extends AnyTrace>(kind: Pick<RunKind<T>, 'isTrace'>, trace: AnyTrace | undefined): T | undefined {
  return trace !== undefined && kind.isTrace(trace) ? trace : undefined;
}

/** A fork of a run of either kind: the parent's edits of the new edit's kind, kept as that kind keeps them, and the new one. */
export function forkEdits<E extends AnyEdit>(parent: readonly AnyEdit[], edit: E): E[] {
  const kind = kindOfEdit(edit);
  // The kind of `edit` keeps edits of its own kind only: E's.
  return kind.forkEdits(parent.filter((e) => kind.isEdit(e)), edit) as E[];
}

/** An edit of any kind, as a link carries it. */
export const anyEditSchema = z.union(RUN_KINDS.map((k) => k.editSchema));

function found(kind: RunKind | undefined, what: string): RunKind {
  if (kind === undefined) throw new TypeError(`no kind of run recognises this ${what}`);
  return kind;
}
