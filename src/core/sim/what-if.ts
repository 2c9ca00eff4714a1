// A fork's what-if as a scripted model meets it. A script is written for the observations its run gets; a fork
// may hand it others (an error, another value, a text with an instruction in it). Every scripted model then
// answers as a model would, rather than stop the run with a script mismatch: an error it did not foresee (one the
// student wrote, or one its script cannot read), it asks for once more, then gives up saying it could not get the
// data; a value its script can read, the script carries on with (the closes flow into the calculator, the
// calculator's result into the answer); one it cannot read, it answers with as it observed it, in the model's
// language (what-if-texts.ts). Only a fork's requests come here (the what-if header says which): a run without
// edits is its script's, byte for byte.
import type { RunEdit } from '../agent/edits.ts';
import type { ScriptAction, ScriptedCall, ScriptedModel } from '../run/script-contract.ts';
import type { ModelTurn } from '../shapes/api-simulator.ts';
import { whatIfTexts, type WhatIfTexts } from './what-if-texts.ts';

/** Request header with what a fork changed before this request (URI-encoded JSON of a WhatIf). */
export const WHAT_IF_HEADER = 'x-sim-what-if';

/** What the simulator is told of a fork before a request: the results the student edited, as [step, call]. */
export interface WhatIf {
  edited: (readonly [number, number])[];
}

/** The rules of the fallback, beside the script's own in a run's report. */
export type WhatIfRule = 'what_if_retry' | 'what_if_give_up' | 'what_if_answer';

/** What a fork's edits had changed by the request of `step` (1-based); undefined when nothing yet. */
export function whatIfAt(edits: readonly RunEdit[], step: number): WhatIf | undefined {
  const before = edits.filter((e) => e.step < step);
  if (before.length === 0) return undefined;
  return { edited: before.flatMap((e) => (e.kind === 'result' ? [[e.step, e.call] as const] : [])) };
}

/** The what-if a header carries; undefined when absent or unreadable. */
export function readWhatIf(header: string | null): WhatIf | undefined {
  if (header === null) return undefined;
  try {
    const value = JSON.parse(decodeURIComponent(header)) as unknown;
    if (typeof value !== 'object' || value === null || !('edited' in value) || !Array.isArray(value.edited)) return undefined;
    const pairs = value.edited.filter((p): p is [number, number] => Array.isArray(p) && p.length === 2 && p.every(Number.isInteger));
    return { edited: pairs };
  } catch {
    return undefined;
  }
}

export const writeWhatIf = (whatIf: WhatIf): string => encodeURIComponent(JSON.stringify(whatIf));

/** The conversation as a simulator read it: the results, and the model turns they answer. */
interface Observed {
  results: readonly unknown[];
  turns: readonly ModelTurn[];
}

/** A result the model got as it reads it: `seen` (a retry's result in place of its error), its call, whether edited. */
interface Slot {
  result: unknown;
  call: ScriptedCall;
  edited: boolean;
}

interface State {
  slots: Slot[];
  /** The slots the last turn filled; `retried`: that turn asked again for calls that had failed. */
  last: number[];
  retried: boolean;
}

/**
 * The scripted model's next action in a fork's conversation: its script's where the script can go on, the
 * fallback's where the observation is not the one the script expected.
 * @example whatIfAction(lessonModel('correcto'), { results: [{ error: 'sin datos' }, close], turns }, { edited: [[1, 0]] })
 *   // { kind: 'calls', rule: 'what_if_retry', calls: [{ name: 'precio', args: { ticker: 'BUSI', fecha: '2024-03-15' } }], … }
 */
export function whatIfAction<R extends string>(model: ScriptedModel<R>, observed: Observed, whatIf: WhatIf): ScriptAction<R | WhatIfRule> {
  const { results, turns } = observed;
  const texts = whatIfTexts(model.language);
  const answered = turns.reduce((n, t) => n + t.calls.length, 0);
  // Results the turns do not account for: nothing to retry, the script reads them as they came.
  if (answered !== results.length) return orObserved(texts, model.act(results), results.slice(-1));
  const editedAt = new Set(whatIf.edited.map(([step, call]) => turns.slice(0, step - 1).reduce((n, t) => n + t.calls.length, 0) + call));
  const state: State = { slots: [], last: [], retried: false };
  let position = 0;
  let pending: Retry | undefined;
  for (const [k, turn] of turns.entries()) {
    const got = results.slice(position, position + turn.calls.length);
    const retried = pending !== undefined && sameCalls(pending.calls, turn.calls);
    state.last = retried && pending ? pending.slots : got.map((_, i) => state.slots.length + i);
    got.forEach((result, i) => {
      const edited = editedAt.has(position + i);
      const slot = state.slots[state.last[i] ?? -1];
      if (retried && slot) Object.assign(slot, { result, edited });
      else state.slots.push({ result, call: turn.calls[i] ?? NO_CALL, edited });
    });
    state.retried = retried;
    position += turn.calls.length;
    pending = k < turns.length - 1 ? decide(model, texts, state, turn.asText === true).retry : undefined;
  }
  return decide(model, texts, state, turns.at(-1)?.asText === true).action;
}

const NO_CALL: ScriptedCall = { name: '', args: {} };

/** Calls asked for again, and the slots their results take. */
interface Retry {
  slots: number[];
  calls: ScriptedCall[];
}

function decide<R extends string>(model: ScriptedModel<R>, texts: WhatIfTexts, state: State, asText: boolean): { action: ScriptAction<R | WhatIfRule>; retry?: Retry } {
  const seen = state.slots.map((s) => s.result);
  const names = (slots: readonly number[]) => slots.map((i) => state.slots[i]?.call.name ?? '');
  const action = model.act(seen);
  // The endpoint's own failure (fallo_api) comes whatever the model would have done.
  if (action.kind === 'failure') return { action };
  const failing = state.last.filter((i) => errorIn(seen[i]) !== undefined);
  if (state.retried && failing.length > 0) return { action: { kind: 'answer', rule: 'what_if_give_up', text: texts.giveUp(names(failing)) } };
  const failed = state.retried ? [] : failing.filter((i) => action.kind === 'unexpected' || state.slots[i]?.edited === true);
  if (failed.length > 0) {
    // A model without native calls writes one call a reply, as its script does.
    const slots = asText ? failed.slice(0, 1) : failed;
    const retry = { slots, calls: slots.map((i) => state.slots[i]?.call ?? NO_CALL) };
    return { action: retryAction(retry.calls, asText, texts.retry), retry };
  }
  return { action: orObserved(texts, action, state.last.map((i) => seen[i]), names(state.last)) };
}

function retryAction(calls: ScriptedCall[], asText: boolean, text: string): ScriptAction<WhatIfRule> {
  if (!asText) return { kind: 'calls', rule: 'what_if_retry', calls, text };
  const [first] = calls;
  return { kind: 'answer', rule: 'what_if_retry', text: `${text}\n${JSON.stringify({ tool: first?.name, args: first?.args })}` };
}

/** The script's action, or, where it cannot go on, an answer with what the model observed last. */
function orObserved<R extends string>(texts: WhatIfTexts, action: ScriptAction<R>, observed: readonly unknown[], names: readonly string[] = []): ScriptAction<R | WhatIfRule> {
  if (action.kind !== 'unexpected') return action;
  return { kind: 'answer', rule: 'what_if_answer', text: texts.observed(observed, names) };
}

/** The error a result carries: `{"error": …}`, or a tool's error written as text. */
function errorIn(result: unknown): string | undefined {
  if (typeof result === 'string') return /^\s*error\b/i.test(result) ? result : undefined;
  if (typeof result !== 'object' || result === null || !('error' in result)) return undefined;
  return typeof result.error === 'string' ? result.error : JSON.stringify(result.error);
}

function sameCalls(a: readonly ScriptedCall[], b: readonly ScriptedCall[]): boolean {
  return a.length === b.length && a.every((call, i) => call.name === b[i]?.name && JSON.stringify(call.args) === JSON.stringify(b[i]?.args));
}
