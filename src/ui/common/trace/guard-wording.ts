// A guardrail's note in the page's language. The trace keeps the loop's English note (process-call.ts and
// run-agent.ts write it: a stable key for goldens, exports and the lesson's wording), as it keeps a finding's
// detail; a Spanish page shows it in Spanish, with the same variable parts (a tool's name, the counts). A note this
// table does not know (a JSON parser's own message on unreadable arguments) shows as written.
import type { GuardName } from '../../../core/agent/index.ts';
import type { UiLanguage } from '../../../core/i18n/index.ts';

/** Each guardrail's English note, and the Spanish one from its parts. */
const NOTES: Partial<Record<GuardName, [RegExp, (...parts: string[]) => string]>> = {
  repetition: [/^(.+) already called with these arguments$/s, (tool = '') => `${tool} ya se llamó con estos argumentos`],
  step_limit: [/^(\d+) steps without an answer$/, (n = '') => `${n} pasos sin respuesta`],
  token_limit: [/^(\d+) \+ (\d+) tokens would pass the limit of (\d+)$/, (sent = '', next = '', max = '') => `${sent} + ${next} tokens pasarían del límite de ${max}`],
  output_cap: [/^(\d+) characters cut to (\d+)$/, (n = '', max = '') => `${n} caracteres recortados a ${max}`],
  allowlist: [/^(.+) is not among the offered tools \((.*)\)$/s, (tool = '', offered = '') => `${tool} no está entre las herramientas ofrecidas (${offered})`],
};

/**
 * @example guardWording('repetition', 'precio already called with these arguments', 'es')
 *   // 'precio ya se llamó con estos argumentos'
 */
export function guardWording(guard: GuardName, note: string, lang: UiLanguage): string {
  const known = NOTES[guard];
  if (lang === 'en' || !known) return note;
  const match = known[0].exec(note);
  return match ? known[1](...match.slice(1)) : note;
}
