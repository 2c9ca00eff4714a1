// The hand call's arguments as the student typed them: a JSON object, or a message that says what is wrong with
// the text (never an exception in the page).
import type { Bilingual } from '../../core/i18n/index.ts';
import { errorMessage } from '../../core/errors/index.ts';

export type ArgsRead = { ok: true; args: Record<string, unknown> } | { ok: false; why: Bilingual };

export function readCallArgs(text: string): ArgsRead {
  let value: unknown;
  try {
    value = JSON.parse(text.trim() === '' ? '{}' : text);
  } catch (error) {
    const why = errorMessage(error);
    return { ok: false, why: { en: `The arguments are not valid JSON: ${why}`, es: `Los argumentos no son JSON válido: ${why}` } };
  }
  if (typeof value !== 'object' || value === null || Array.isArray(value)) {
    return { ok: false, why: { en: 'The arguments must be a JSON object, such as {"ticker": "BUSI"}.', es: 'Los argumentos deben ser un objeto JSON, como {"ticker": "BUSI"}.' } };
  }
  return { ok: true, args: value as Record<string, unknown> };
}
