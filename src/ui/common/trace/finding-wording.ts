// A verifier finding in the page's language. The trace keeps the English lesson's wording (a stable key for tests,
// goldens and exports); a Spanish page shows the Spanish lesson's ("porcentaje sin cálculo: 27.88%", "cifra sin
// fuente: 10", "error de herramienta sin resolver", "sin respuesta: límite de pasos"), with the same variable part
// (a figure, a quote, a tool's name) and the run's end reason translated. Both wordings, and what each rule
// checks, come from the verifier's table (core's finding-words.ts), so a new rule brings its own words; a caller
// that ran rules of its own adds their words.
import { findingWords, type Finding, type FindingWords } from '../../../core/agent/index.ts';
import type { UiLanguage } from '../../../core/i18n/index.ts';

/** The variable part of `detail` when it reads as `template` (`{}` the part), else null. */
function partOf(detail: string, template: string): string | null {
  const [before, after = ''] = template.split('{}') as [string, string?];
  if (!detail.startsWith(before) || !detail.endsWith(after) || detail.length < before.length + after.length) return null;
  return detail.slice(before.length, detail.length - after.length);
}

/**
 * A detail in the page's language, read by its English wording (the trace's details, and the lesson's recorded
 * verdicts, are the English lesson's wording).
 * @example detailWording('figure without a source: 10', 'es') // 'cifra sin fuente: 10'
 */
export function detailWording(detail: string, lang: UiLanguage, known: readonly FindingWords[] = findingWords()): string {
  if (lang === 'en') return detail;
  for (const words of known) {
    const part = partOf(detail, words.detail.en);
    if (part === null) continue;
    const [before, after = ''] = words.detail.es.split('{}') as [string, string?];
    return `${before}${words.partEs ? words.partEs(part) : part}${after}`;
  }
  return detail;
}

export function findingWording(finding: Pick<Finding, 'detail'>, lang: UiLanguage, known?: readonly FindingWords[]): string {
  return detailWording(finding.detail, lang, known);
}

/** What the rule behind a finding checks, in the page's language; undefined for a code the table lacks. */
export function findingChecks(finding: Pick<Finding, 'code'>, lang: UiLanguage, known: readonly FindingWords[] = findingWords()): string | undefined {
  return known.find((w) => w.id === finding.code)?.checks[lang];
}
