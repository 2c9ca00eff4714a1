// What the timeline's editors turn a student's text into: the edit a fork replays (core/agent/edits.ts), or a
// message saying why the text is not one. An edited call's arguments become the step's reply with that call
// changed, so the conversation carries the edited call on and the guardrails judge it.
import type { EditedReply, RunEdit } from '../../../core/agent/index.ts';
import type { Bilingual } from '../../../core/i18n/index.ts';
import type { StepView } from './timeline-steps.ts';

export type EditRequest = { ok: true; edit: RunEdit } | { ok: false; message: Bilingual };

export function resultEdit(step: number, call: number, text: string): EditRequest {
  return { ok: true, edit: { kind: 'result', step, call, text } };
}

/** The other decision on a call that waited for approval: "what if I had denied it" (or approved it). */
export function approvalEdit(step: number, call: number, approved: boolean): EditRequest {
  return { ok: true, edit: { kind: 'approval', step, call, approved } };
}

/** The step's calls as the model asked for them, with call `index`'s arguments replaced by `text` (a JSON object). */
export function argumentsEdit(view: StepView, index: number, text: string): EditRequest {
  const args = jsonObject(text);
  if (!args) return notObject;
  const calls = view.calls.map((c, i) => ({ name: c.call.name, args: i === index ? args : (callArgs(c.result?.args ?? c.call.rawArgs) ?? {}) }));
  return { ok: true, edit: { kind: 'reply', step: view.step, reply: { kind: 'calls', calls, ...(view.text ? { text: view.text } : {}) } } };
}

/**
 * The model's reply at a step. `text`: written as the model would (a local model's <tool_call> tags are parsed
 * as usual; for a scripted API model it is the final answer). `calls`: a JSON array of {"name", "args"}.
 */
export function replyEdit(step: number, kind: EditedReply['kind'], text: string): EditRequest {
  if (kind === 'text') return { ok: true, edit: { kind: 'reply', step, reply: { kind: 'text', text } } };
  let value: unknown;
  try {
    value = JSON.parse(text) as unknown;
  } catch {
    return notCalls;
  }
  if (!Array.isArray(value) || value.length === 0) return notCalls;
  const calls = [];
  for (const item of value) {
    const name = isRecord(item) && typeof item.name === 'string' ? item.name : undefined;
    const args = isRecord(item) ? (item.args ?? {}) : undefined;
    if (name === undefined || !isRecord(args)) return notCalls;
    calls.push({ name, args });
  }
  return { ok: true, edit: { kind: 'reply', step, reply: { kind: 'calls', calls } } };
}

/** A step's calls as the reply editor starts them: the JSON array the student edits. */
export function callsText(view: StepView): string {
  return JSON.stringify(view.calls.map((c) => ({ name: c.call.name, args: callArgs(c.result?.args ?? c.call.rawArgs) ?? {} })), null, 1);
}

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

function jsonObject(text: string): Record<string, unknown> | undefined {
  try {
    const value = JSON.parse(text) as unknown;
    return isRecord(value) ? value : undefined;
  } catch {
    return undefined;
  }
}

/** A call's arguments as an object: parsed when the API gave JSON text. */
function callArgs(raw: unknown): Record<string, unknown> | undefined {
  return isRecord(raw) ? raw : typeof raw === 'string' ? jsonObject(raw) : undefined;
}

const notObject: EditRequest = {
  ok: false,
  message: { en: 'The arguments must be a JSON object, such as {"ticker": "BUSI"}.', es: 'Los argumentos deben ser un objeto JSON, como {"ticker": "BUSI"}.' },
};

const notCalls: EditRequest = {
  ok: false,
  message: {
    en: 'The calls must be a JSON array of {"name": …, "args": {…}}, at least one.',
    es: 'Las llamadas deben ser un arreglo JSON de {"name": …, "args": {…}}, al menos una.',
  },
};
