// The lesson's first rule: every figure of the answer appears in a successful tool result or in the question,
// within the lesson's tolerance. With the kit's options, small counts the question writes as words ("cuatro días")
// are figures it gives, and a total the verifier can redo from figures the answer took from results before it
// passes (checked-totals.ts).
import { isCheckedTotal } from '../checked-totals.ts';
import type { Finding } from '../finding.ts';
import { numberWordsIn } from '../number-words.ts';
import { isNear, numbersInValue } from '../read-numbers.ts';
import { detailOf, type VerifierRule } from '../verifier-rule.ts';

export const FIGURE_WITHOUT_SOURCE: VerifierRule = {
  id: 'figure_without_source',
  checks: {
    en: 'Every figure of the answer appears in a tool result or in the question.',
    es: 'Cada cifra de la respuesta aparece en un resultado de herramienta o en la pregunta.',
  },
  detail: { en: 'figure without a source: {}', es: 'cifra sin fuente: {}' },
  check({ question, succeeded, figures, options }) {
    const fromResults = succeeded.flatMap((c) => numbersInValue(c.output.resultado));
    const inQuestion = [...numbersInValue(question), ...(options.questionNumberWords ? numberWordsIn(question) : [])];
    const seen = [...fromResults, ...inQuestion];
    const findings: Finding[] = [];
    /** Figures written so far that a tool result gave: the terms a checked total may add up. */
    const terms: number[] = [];
    for (const n of figures) {
      const fromTool = n.values.find((x) => isNear(x, fromResults));
      if (fromTool !== undefined) terms.push(fromTool);
      if (n.values.some((x) => isNear(x, seen))) continue;
      if (options.checkedTotals && n.values.some((x) => isCheckedTotal(x, terms, inQuestion))) continue;
      findings.push(figureWithoutSource(n.text));
    }
    return findings;
  },
};

export function figureWithoutSource(text: string): Finding {
  return {
    code: FIGURE_WITHOUT_SOURCE.id,
    detail: detailOf(FIGURE_WITHOUT_SOURCE, text),
    message: {
      en: `The answer says ${text}, but no tool result and nothing in the question holds that figure: it may be invented.`,
      es: `La respuesta dice ${text}, pero ningún resultado de herramienta ni la pregunta contienen esa cifra: puede ser inventada.`,
    },
  };
}
