// How the labs' scripted models read the tool results they were sent and write their next step. A result is
// what the simulator parsed from the wire: `{resultado: …}`, `{error: …}`, or the text itself when it was not
// JSON (an output cut by the cap).
import type { ScriptAction, ScriptedCall } from '../run/script-contract.ts';

export function resultOf(output: unknown): unknown {
  if (typeof output !== 'object' || output === null || !('resultado' in output)) return undefined;
  return output.resultado;
}

export function errorOf(output: unknown): string | undefined {
  if (typeof output !== 'object' || output === null || !('error' in output)) return undefined;
  return typeof output.error === 'string' ? output.error : undefined;
}

/** The result as text (the asistente's tools answer in text, as the course's call_tool returns str()). */
export function textOf(output: unknown): string | undefined {
  const value = resultOf(output);
  return typeof value === 'string' ? value : undefined;
}

export function isRecordValue(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

export const call = (name: string, args: Record<string, unknown> = {}): ScriptedCall => ({ name, args });

export function calls<R extends string>(rule: R, list: ScriptedCall[], text?: string): ScriptAction<R> {
  return { kind: 'calls', rule, calls: list, ...(text === undefined ? {} : { text }) };
}

export function answer<R extends string>(rule: R, text: string): ScriptAction<R> {
  return { kind: 'answer', rule, text };
}

export function unexpected(reason: string): { kind: 'unexpected'; reason: string } {
  return { kind: 'unexpected', reason };
}

/** A number written as an expression takes it (JavaScript's shortest form: 127.05, 14, 4294967296). */
export const operand = (value: number): string => String(value);
