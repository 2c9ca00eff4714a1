// Every ISO date of the answer (2024-03-15) appears in the question or in a successful result, judged whole
// (iso-dates.ts).
import type { Finding } from '../finding.ts';
import { datesIn, ISO_DATE } from '../iso-dates.ts';
import { detailOf, type VerifierRule } from '../verifier-rule.ts';

export const DATE_WITHOUT_SOURCE: VerifierRule = {
  id: 'date_without_source',
  checks: {
    en: 'Every date of the answer appears in the question or in a tool result.',
    es: 'Cada fecha de la respuesta aparece en la pregunta o en un resultado de herramienta.',
  },
  detail: { en: 'date without a source: {}', es: 'fecha sin fuente: {}' },
  check({ question, succeeded, dates }) {
    const known = new Set([...(question.match(ISO_DATE) ?? []), ...succeeded.flatMap((c) => datesIn(c.output.resultado))]);
    return dates.filter((d) => !known.has(d)).map(dateWithoutSource);
  },
};

export function dateWithoutSource(date: string): Finding {
  return {
    code: DATE_WITHOUT_SOURCE.id,
    detail: detailOf(DATE_WITHOUT_SOURCE, date),
    message: {
      en: `The answer mentions ${date}, a date that appears in no tool result and not in the question.`,
      es: `La respuesta menciona ${date}, una fecha que no aparece en ningún resultado de herramienta ni en la pregunta.`,
    },
  };
}
