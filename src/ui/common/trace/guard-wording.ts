// A guardrail's note in the page's language. The trace keeps the loop's English note (process-call.ts and
// run-agent.ts write it: a stable key for goldens, exports and the lesson's wording), as it keeps a finding's
// detail; the page shows it in its own language, with the same variable parts (a tool's name) and its counts in
// the page's number style ("7,242 + 1,260" in English). A note this table does not know (a JSON parser's own
// message on unreadable arguments) shows as written.
import type { GuardName } from '../../../core/agent/index.ts';
import type { UiLanguage } from '../../../core/i18n/index.ts';
import { formatInteger } from '../format-number.ts';

type Say = (...parts: string[]) => string;

/** Who denied a call that waited for approval (agent/approval.ts `ApprovalSource`), as a note ends. */
const APPROVAL_BY: Record<UiLanguage, Record<string, string>> = {
  en: { person: 'by the person', edit: 'by the fork', given: 'as the link says', nobody: '(no one to ask)' },
  es: { person: 'por la persona', edit: 'por la bifurcación', given: 'como dice el enlace', nobody: '(no había a quién preguntar)' },
};

/** Each guardrail's English note as the loop writes it, and the note in each language from its parts. */
const NOTES: Partial<Record<GuardName, { note: RegExp; say: Record<UiLanguage, Say> }>> = {
  repetition: {
    note: /^(.+) already called with these arguments$/s,
    say: { en: (tool = '') => `${tool} already called with these arguments`, es: (tool = '') => `${tool} ya se llamó con estos argumentos` },
  },
  step_limit: {
    note: /^(\d+) steps without an answer$/,
    say: { en: (n = '') => `${n} steps without an answer`, es: (n = '') => `${n} pasos sin respuesta` },
  },
  token_limit: {
    note: /^(\d+) \+ (\d+) tokens would pass the limit of (\d+)$/,
    say: {
      en: (sent = '', next = '', max = '') => `${sent} + ${next} tokens would pass the limit of ${max}`,
      es: (sent = '', next = '', max = '') => `${sent} + ${next} tokens pasarían del límite de ${max}`,
    },
  },
  output_cap: {
    note: /^(\d+) characters cut to (\d+)$/,
    say: { en: (n = '', max = '') => `${n} characters cut to ${max}`, es: (n = '', max = '') => `${n} caracteres recortados a ${max}` },
  },
  approval: {
    note: /^(.+) was denied \((person|edit|given|nobody)\)$/s,
    say: {
      en: (tool = '', by = '') => `${tool} was denied ${APPROVAL_BY.en[by] ?? ''}`.trim(),
      es: (tool = '', by = '') => `${tool} fue denegada ${APPROVAL_BY.es[by] ?? ''}`.trim(),
    },
  },
  allowlist: {
    note: /^(.+) is not among the offered tools \((.*)\)$/s,
    say: {
      en: (tool = '', offered = '') => `${tool} is not among the offered tools (${offered})`,
      es: (tool = '', offered = '') => `${tool} no está entre las herramientas ofrecidas (${offered})`,
    },
  },
};

/**
 * @example guardWording('repetition', 'precio already called with these arguments', 'es')
 *   // 'precio ya se llamó con estos argumentos'
 * @example guardWording('token_limit', '7242 + 1260 tokens would pass the limit of 8000', 'en')
 *   // '7,242 + 1,260 tokens would pass the limit of 8,000'
 */
export function guardWording(guard: GuardName, note: string, lang: UiLanguage): string {
  const known = NOTES[guard];
  const match = known?.note.exec(note);
  if (!known || !match) return note;
  const parts = match.slice(1).map((part) => (/^\d+$/.test(part) ? formatInteger(Number(part), lang) : part));
  return known.say[lang](...parts);
}
