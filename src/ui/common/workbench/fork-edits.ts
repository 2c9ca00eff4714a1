// What a fork from a shown run keeps of that run's own edits: everything before the new edit's step, and, when a
// tool result is edited, the same step's edited reply (whose calls the result answers) and its other edited results.
// An edit at a later step belonged to a continuation the new edit replaces.
import { isPlanEdit, isRunEdit, type PlanEdit, type RunEdit } from '../../../core/agent/index.ts';

export function forkEdits(parent: readonly RunEdit[], edit: RunEdit): RunEdit[] {
  const kept = parent.filter(
    (e) =>
      e.step < edit.step ||
      (e.step === edit.step && edit.kind === 'result' && (e.kind === 'reply' || (e.kind === 'result' && e.call !== edit.call))),
  );
  return [...kept, edit];
}

/** A fork of a page that holds either kind of run (the local model's loop or plan, the eval's cells): by the edit's kind. */
export function eitherForkEdits(parent: readonly (RunEdit | PlanEdit)[], edit: RunEdit | PlanEdit): (RunEdit | PlanEdit)[] {
  return isPlanEdit(edit) ? planForkEdits(parent.filter(isPlanEdit), edit) : forkEdits(parent.filter(isRunEdit), edit);
}

/** A plan runs in order (the extractor's attempts, the program's calls, the writer): a fork keeps the edits before the new one. */
export function planForkEdits(parent: readonly PlanEdit[], edit: PlanEdit): PlanEdit[] {
  return [...parent.filter((e) => planOrder(e) < planOrder(edit)), edit];
}

function planOrder(edit: PlanEdit): number {
  if (edit.kind === 'stage-result') return 100 + edit.call;
  return edit.stage === 'extract' ? edit.attempt : 1000;
}
