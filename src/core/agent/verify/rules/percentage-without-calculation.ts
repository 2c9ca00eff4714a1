// The lesson's second rule: every percentage of the answer comes from a computing tool (verifier-options.ts), or
// restates one the question gives.
import type { Finding } from '../finding.ts';
import { percentagesIn } from '../percentages.ts';
import { isNear, numbersInValue } from '../read-numbers.ts';
import type { VerifierOptions } from '../verifier-options.ts';
import { detailOf, type VerifierRule } from '../verifier-rule.ts';
import type { SucceededCall } from '../verify-input.ts';

export const PERCENTAGE_WITHOUT_CALCULATION: VerifierRule = {
  id: 'percentage_without_calculation',
  checks: {
    en: 'Every percentage of the answer comes from a computing tool or from the question.',
    es: 'Cada porcentaje de la respuesta sale de una herramienta de cálculo o de la pregunta.',
  },
  detail: { en: 'percentage without a calculation: {}%', es: 'porcentaje sin cálculo: {}%' },
  check({ question, succeeded, percentages, options }) {
    const computed = succeeded.flatMap((c) => computedNumbers(c, options));
    const asked = percentagesIn(question).flatMap((n) => n.values);
    return percentages
      .filter((n) => !n.values.some((x) => isNear(x, computed) || isNear(x, asked)))
      .map((n) => percentageWithoutCalculation(n.text));
  },
};

/** The figures a call computed: the whole result of a computing tool, or only its fields that hold the computation. */
function computedNumbers(call: SucceededCall, options: VerifierOptions): number[] {
  const tool = options.computingTools.find((t) => t.name === call.name);
  if (!tool) return [];
  const result = call.output.resultado;
  if (!tool.fields) return numbersInValue(result);
  if (result === null || typeof result !== 'object') return [];
  const fields = result as Record<string, unknown>;
  return tool.fields.flatMap((f) => numbersInValue(fields[f]));
}

export function percentageWithoutCalculation(text: string): Finding {
  return {
    code: PERCENTAGE_WITHOUT_CALCULATION.id,
    detail: detailOf(PERCENTAGE_WITHOUT_CALCULATION, text),
    message: {
      en: `The answer gives ${text} %, but no computing tool produced it: the model did the arithmetic (or copied another figure) itself.`,
      es: `La respuesta da un ${text} %, pero ninguna herramienta de cálculo lo produjo: el modelo hizo la cuenta (o copió otra cifra) por su cuenta.`,
    },
  };
}
