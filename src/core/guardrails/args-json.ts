// Arguments that are not JSON become an error observation the model can correct. Off, the loop parses them as
// naive code does, and a call it cannot read kills the run (JSON.parse throws).
import { errorMessage } from '../errors/error-message.ts';
import type { Guardrail, Refusal } from './guardrail.ts';

export const argsJson = {
  id: 'argsJson',
  legacyGuard: 'args_json',
  place: 'call',
  setting: {
    kind: 'switch',
    default: true,
    hint: { en: 'Off: JSON.parse throws and the loop dies, as naive code does.', es: 'Sin ello, JSON.parse lanza y el bucle muere, como el código ingenuo.' },
    offWords: { en: 'no JSON check', es: 'sin comprobación de JSON' },
  },
  words: {
    label: { en: 'Arguments that are not JSON become an error', es: 'Argumentos que no son JSON pasan a ser un error' },
    traceName: { en: 'arguments are not JSON', es: 'argumentos que no son JSON' },
  },
  gate: { short: { en: 'JSON', es: 'JSON' } },
} satisfies Guardrail;

/** A call's arguments as the model wrote them: text to parse, or a call the model's reply could not be read as. */
export interface WrittenCall {
  rawArgs: unknown;
  unreadable?: { message: string; detail: string };
}

/**
 * The arguments read, before any other check on the call: parsed when they came as text; refused (the guardrail
 * on) or thrown (off) when they are not JSON.
 */
export function readArguments(call: WrittenCall, on: boolean): { args: unknown; refusal?: Refusal } {
  const { rawArgs: args, unreadable } = call;
  if (unreadable) {
    if (!on) throw new SyntaxError(unreadable.detail);
    return { args, refusal: { detail: unreadable.detail, output: { error: unreadable.message }, label: 'type_error' } };
  }
  if (typeof args !== 'string') return { args };
  if (!on) return { args: JSON.parse(args) as unknown };
  try {
    return { args: JSON.parse(args) as unknown };
  } catch (error) {
    const reason = errorMessage(error);
    return { args, refusal: { detail: reason, output: { error: `argumentos no son JSON válido: ${reason}` }, label: 'type_error' } };
  }
}
