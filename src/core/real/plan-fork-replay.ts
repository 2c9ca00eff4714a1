// A fork of a plan-and-execute run on a real model: the model calls before the first edit are answered with the
// replies its parent recorded (not sent again: no cost, and no other answer from a model that does
// not repeat itself), as fork-fetch.ts does for ReAct's steps. The calls go extractor attempt 1, attempt 2, then
// the writer; an edited tool result sits between the extractor and the writer, so in a fork every edit comes
// before the writer, which is always asked (or its reply is the edit). A recorded reply stands only for the same
// conversation, and only when the model wrote it (not an edit of the parent's, not a failure).
import type { ChatMessage } from '../agent/plan/chat-model.ts';
import type { PlanFork } from '../run/fork.ts';

export type PlanRole = 'extractor' | 'writer';

/** The parent's reply for this call, or undefined when the provider is to be asked. */
export function replayedReply(fork: PlanFork | undefined, role: PlanRole, messages: readonly ChatMessage[]): string | undefined {
  if (!fork?.parent || role === 'writer') return undefined;
  // The attempt is read from the conversation (the retry carries the first reply): an edited attempt never reaches this model.
  const attempt = 1 + messages.filter((m) => m.role === 'assistant').length;
  const firstEdited = Math.min(...fork.edits.flatMap((e) => (e.kind === 'stage-reply' && e.stage === 'extract' ? [e.attempt] : [])));
  if (attempt >= firstEdited) return undefined;
  const extract = fork.parent.trace.stages.find((s) => s.stage === 'extract');
  const parent = extract?.stage === 'extract' ? extract.attempts[attempt - 1] : undefined;
  if (!parent || parent.raw === undefined || parent.edited || !sameMessages(parent.messages, messages)) return undefined;
  return parent.raw;
}

function sameMessages(a: readonly ChatMessage[], b: readonly ChatMessage[]): boolean {
  return a.length === b.length && a.every((m, i) => m.role === b[i]?.role && m.content === b[i]?.content);
}
