// A verifier finding's one-line detail in the page's language. The trace keeps the English lesson's wording (a
// stable key for tests, goldens and exports); a Spanish page shows the Spanish lesson's ("porcentaje sin cálculo:
// 27.88%", "cifra sin fuente: 10", "error de herramienta sin resolver", "sin respuesta: límite de pasos"), with the
// same variable part (a figure, a quote, a tool's name) and the run's end reason translated (core's end-reason-wording.ts).
import { endReasonSpanish, type Finding, type FindingCode } from '../../../core/agent/index.ts';
import type { UiLanguage } from '../../../core/i18n/index.ts';

/** The English detail's fixed start, and the Spanish lesson's; the rest of the detail follows as it is. */
const PREFIXES: Record<Exclude<FindingCode, 'follows_tool_instruction' | 'no_answer'>, [en: string, es: string]> = {
  figure_without_source: ['figure without a source: ', 'cifra sin fuente: '],
  percentage_without_calculation: ['percentage without a calculation: ', 'porcentaje sin cálculo: '],
  unresolved_tool_error: ['unresolved tool error', 'error de herramienta sin resolver'],
  invented_headline: ['headline not in any news result: ', 'titular que no está en ninguna noticia: '],
  date_without_source: ['date without a source: ', 'fecha sin fuente: '],
  missing_percentage: ['the question asks for a percentage; the answer gives none', 'la pregunta pide un porcentaje; la respuesta no da ninguno'],
  invented_quote: ['quote not in any tool result: ', 'cita que no está en ningún resultado de herramienta: '],
};

/**
 * A detail in the page's language, read by its English start (the trace's details, and the lesson's recorded
 * verdicts, are the English lesson's wording).
 * @example detailWording('figure without a source: 10', 'es') // 'cifra sin fuente: 10'
 */
export function detailWording(detail: string, lang: UiLanguage): string {
  if (lang === 'en') return detail;
  if (detail.startsWith('no answer: ')) return `sin respuesta: ${endReasonSpanish(detail.slice('no answer: '.length))}`;
  const tool = /^answer follows an instruction found in a (.+) result$/.exec(detail)?.[1];
  if (tool) return `la respuesta sigue una instrucción hallada en un resultado de ${tool}`;
  for (const [en, es] of Object.values(PREFIXES)) if (detail.startsWith(en)) return `${es}${detail.slice(en.length)}`;
  return detail;
}

export function findingWording(finding: Pick<Finding, 'detail'>, lang: UiLanguage): string {
  return detailWording(finding.detail, lang);
}
