// A guardrail's event in the page's language: its name, and its note. The trace keeps the loop's English note (the
// loop writes it: a stable key for goldens, exports and the lesson's wording), as it keeps a finding's detail; the
// page shows it in its own language, with the same variable parts (a tool's name) and its counts in the page's
// number style ("7,242 + 1,260" in English). The words are each guardrail's (core/guardrails); a note none of
// them reads (a JSON parser's own message on unreadable arguments) shows as written.
import type { GuardName } from '../../../core/agent/index.ts';
import { guardrailOfGuard } from '../../../core/guardrails/index.ts';
import type { Bilingual, UiLanguage } from '../../../core/i18n/index.ts';
import { formatInteger } from '../format-number.ts';

/** What a guardrail event is called on screen ("repeated call"), from the guardrails' table; one it does not know, by its code. */
export function guardTitle(guard: GuardName): Bilingual {
  return guardrailOfGuard(guard)?.words.traceName ?? { en: guard, es: guard };
}

/**
 * @example guardWording('repetition', 'precio already called with these arguments', 'es')
 *   // 'precio ya se llamó con estos argumentos'
 * @example guardWording('token_limit', '7242 + 1260 tokens would pass the limit of 8000', 'en')
 *   // '7,242 + 1,260 tokens would pass the limit of 8,000'
 */
export function guardWording(guard: GuardName, note: string, lang: UiLanguage): string {
  for (const known of guardrailOfGuard(guard)?.words.notes ?? []) {
    const match = known.pattern.exec(note);
    if (!match) continue;
    const parts = match.slice(1).map((part) => (/^\d+$/.test(part) ? formatInteger(Number(part), lang) : part));
    return known.say[lang](...parts);
  }
  return note;
}
