// Words that agree with a count in the UI's language ("1 call", "2 calls"; "1 llamada", "2 llamadas"), chosen by the
// language's own plural rules (Intl.PluralRules, cheap to build, unlike a number formatter) rather than `n === 1`.
import type { UiLanguage } from '../../core/i18n/index.ts';

/** A word's forms: `one` and `other` in English and Spanish; a category the caller leaves out falls back to `other`. */
export type PluralForms = { one: string; other: string } & Partial<Record<Intl.LDMLPluralRule, string>>;

const rules = new Map<UiLanguage, Intl.PluralRules>();

/** The form of `forms` that agrees with `n` in `lang`. */
export function pluralForm(lang: UiLanguage, n: number, forms: PluralForms): string {
  let rule = rules.get(lang);
  if (!rule) {
    rule = new Intl.PluralRules(lang);
    rules.set(lang, rule);
  }
  return forms[rule.select(n)] ?? forms.other;
}
