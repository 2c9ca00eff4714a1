// A fork of a plan-and-execute run on a real model: the model calls before the first edit are answered with the
// replies the run it was forked from recorded (not sent again: no cost, and no other answer from a model that does
// not repeat itself), as fork-fetch.ts does for ReAct's steps. The calls go extractor attempt 1, attempt 2, then
// the writer; an edited tool result sits between the extractor and the writer, so in a fork every edit comes
// before the writer, which is always asked (or its reply is the edit). A recorded reply stands only for the same
// conversation, and only when the model wrote it (not an edit of the parent's, not a failure).
import type { ChatMessage } from '../agent/plan/chat-model.ts';
import type { PlanEdit } from '../agent/plan/plan-edits.ts';
import type { PlanTrace } from '../agent/plan/plan-trace.ts';

export type PlanRole = 'extractor' | 'writer';

/** The parent's reply for this call, or undefined when the provider is to be asked. */
export function replayedReply(forkedFrom: PlanTrace | undefined, edits: readonly PlanEdit[], role: PlanRole, messages: readonly ChatMessage[]): string | undefined {
  if (!forkedFrom || edits.length === 0 || role === 'writer') return undefined;
  // The attempt is read from the conversation (the retry carries the first reply): an edited attempt never reaches this model.
  const attempt = 1 + messages.filter((m) => m.role === 'assistant').length;
  const firstEdited = Math.min(...edits.flatMap((e) => (e.kind === 'stage-reply' && e.stage === 'extract' ? [e.attempt] : [])));
  if (attempt >= firstEdited) return undefined;
  const extract = forkedFrom.stages.find((s) => s.stage === 'extract');
  const recorded = extract?.stage === 'extract' ? extract.attempts[attempt - 1] : undefined;
  if (!recorded || recorded.raw === undefined || recorded.edited || !sameMessages(recorded.messages, messages)) return undefined;
  return recorded.raw;
}

function sameMessages(a: readonly ChatMessage[], b: readonly ChatMessage[]): boolean {
  return a.length === b.length && a.every((m, i) => m.role === b[i]?.role && m.content === b[i]?.content);
}
