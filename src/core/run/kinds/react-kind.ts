// The ReAct loop as a kind of run (run-kind.ts): its trace is the loop's events and their summary, its edits a
// step's reply or one of its tool results, its step-through the reveal units (agent/reveal-units.ts).
import { runEditSchema } from '../../agent/edit-schemas.ts';
import type { RunEdit } from '../../agent/edits.ts';
import { revealUnits, type RevealUnit } from '../../agent/reveal-units.ts';
import type { Trace } from '../../agent/trace.ts';
import type { RunKind } from './run-kind.ts';

export const REACT_KIND: RunKind<Trace, RunEdit, RevealUnit> = {
  id: 'react',
  isTrace: (trace): trace is Trace => 'events' in trace,
  isEdit: (edit): edit is RunEdit => edit.kind === 'result' || edit.kind === 'reply' || edit.kind === 'token' || edit.kind === 'approval',
  editSchema: runEditSchema,
  forkEdits,
  figures: ({ summary }) => ({
    steps: summary.steps,
    calls: summary.calls,
    errors: summary.errors,
    tokens: summary.tokens,
    answer: summary.answer,
    end: summary.end.kind,
    findings: summary.findings,
  }),
  stepUnits: revealUnits,
};

/**
 * Everything before the new edit's step, and, when a tool result or a decision is edited, the same step's edited reply
 * or forced tokens (whose calls they answer) and its edits of other calls; when a token is forced, the same step's
 * tokens forced before it (the reply it was chosen in). An edit at a later step belonged to a continuation the new edit
 * replaces.
 */
function forkEdits(parent: readonly RunEdit[], edit: RunEdit): RunEdit[] {
  const kept = parent.filter(
    (e) =>
      e.step < edit.step ||
      (e.step === edit.step && (edit.kind === 'result' || edit.kind === 'approval') && !sameCall(e, edit)) ||
      (e.step === edit.step && edit.kind === 'token' && e.kind === 'token' && e.position < edit.position),
  );
  return [...kept, edit];
}

/** Both edit the same call's outcome (its result text, its decision), of which a fork keeps only the newer. */
function sameCall(e: RunEdit, edit: Extract<RunEdit, { kind: 'result' | 'approval' }>): boolean {
  return (e.kind === 'result' || e.kind === 'approval') && e.kind === edit.kind && e.call === edit.call;
}
