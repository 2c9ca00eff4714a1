// What a student may change in a run before replaying it: a fork is the run's plan with these edits, played on
// the same backend. Everything before the first edited step comes out as before (every backend is deterministic);
// at the edited step the loop, or the backend, puts the student's version in place of what happened, and the
// trace marks each edited value (`edited: true` on its events, the edits themselves in `trace.edits`). A local
// model's fork may instead force one token of a reply, the model writing on from it (the local backend plays it).
import { isRecord } from '../json/json-value.ts';
import type { ToolOutput } from '../tools/tool-kit-types.ts';

/** The model's turn as the student rewrote it. */
export type EditedReply =
  /** Text the model wrote: a local model's text is parsed as usual (its <tool_call> blocks become calls); for an API's scripted model it is a final answer. */
  | { kind: 'text'; text: string }
  /** Calls in place of the model's (an edited call's arguments, a call chosen instead of an answer), with any text before them. */
  | { kind: 'calls'; calls: { name: string; args: Record<string, unknown> }[]; text?: string };

export type RunEdit =
  /** The text the model receives for the `call`-th call (0-based) of `step`: the exact JSON or text on the wire. */
  | { kind: 'result'; step: number; call: number; text: string }
  /** The model's reply at `step`, in place of what it said (its calls' arguments, or an answer instead). */
  | { kind: 'reply'; step: number; reply: EditedReply }
  /** A local model's reply at `step` with token `position` (0-based) forced to `tokenId` (`piece` its text); the model writes on from it. */
  | { kind: 'token'; step: number; position: number; tokenId: number; piece: string }
  /** The decision on the `call`-th call (0-based) of `step` that waited for approval: what if it had been denied, or approved. */
  | { kind: 'approval'; step: number; call: number; approved: boolean };

export type TokenEdit = Extract<RunEdit, { kind: 'token' }>;

/**
 * The first step whose model turn can differ from the original's: an edited reply or a forced token changes its
 * own step's turn; an edited result or a decision taken otherwise is read by the next step's.
 */
export function firstChangedTurn(edits: readonly RunEdit[]): number | undefined {
  return edits.length === 0 ? undefined : Math.min(...edits.map((e) => (e.kind === 'result' || e.kind === 'approval' ? e.step + 1 : e.step)));
}

export function approvalEditAt(edits: readonly RunEdit[] | undefined, step: number, call: number): boolean | undefined {
  return edits?.find((e): e is Extract<RunEdit, { kind: 'approval' }> => e.kind === 'approval' && e.step === step && e.call === call)?.approved;
}

export function replyEditAt(edits: readonly RunEdit[] | undefined, step: number): EditedReply | undefined {
  return edits?.find((e): e is Extract<RunEdit, { kind: 'reply' }> => e.kind === 'reply' && e.step === step)?.reply;
}

export function resultEditAt(edits: readonly RunEdit[] | undefined, step: number, call: number): string | undefined {
  return edits?.find((e): e is Extract<RunEdit, { kind: 'result' }> => e.kind === 'result' && e.step === step && e.call === call)?.text;
}

/** The tokens forced in `step`'s reply, by position (a fork of a fork may force a later one). */
export function tokenEditsAt(edits: readonly RunEdit[] | undefined, step: number): TokenEdit[] {
  return (edits ?? []).filter((e): e is TokenEdit => e.kind === 'token' && e.step === step).sort((a, b) => a.position - b.position);
}

/** A result the student wrote, as the output the verifier reads: a tool's own shape when it has one, else the value. */
export function editedOutput(text: string): ToolOutput {
  let value: unknown = text;
  try {
    value = JSON.parse(text) as unknown;
  } catch {
    // Not JSON: the model receives it as text.
  }
  if (isRecord(value) && typeof value.error === 'string') return { error: value.error };
  if (isRecord(value) && 'resultado' in value) return { resultado: value.resultado };
  return { resultado: value };
}
