// The lesson's suggested rule for the wrong-tool scenario: a question that asks for a percentage
// (asks-for-percentage.ts) gets one.
import { asksForPercentage } from '../asks-for-percentage.ts';
import type { Finding } from '../finding.ts';
import { detailOf, type VerifierRule } from '../verifier-rule.ts';

export const MISSING_PERCENTAGE: VerifierRule = {
  id: 'missing_percentage',
  checks: {
    en: 'A question that asks for a percentage gets one.',
    es: 'Una pregunta que pide un porcentaje recibe uno.',
  },
  detail: {
    en: 'the question asks for a percentage; the answer gives none',
    es: 'la pregunta pide un porcentaje; la respuesta no da ninguno',
  },
  check: ({ question, percentages }) => (asksForPercentage(question) && percentages.length === 0 ? [missingPercentage()] : []),
};

export function missingPercentage(): Finding {
  return {
    code: MISSING_PERCENTAGE.id,
    detail: detailOf(MISSING_PERCENTAGE),
    message: {
      en: 'The question asks for a percentage and the answer gives none: it may sound plausible, but it does not answer the question.',
      es: 'La pregunta pide un porcentaje y la respuesta no da ninguno: puede sonar plausible, pero no responde a la pregunta.',
    },
  };
}
