// For a kit without news (verifier-options.ts, `quotes: 'results'`): every passage the answer quotes appears word
// for word in some text a successful result holds. The lesson's kit checks headlines instead (invented-headline.ts).
import type { Finding } from '../finding.ts';
import { stringsIn } from '../strings-in.ts';
import { detailOf, type VerifierRule } from '../verifier-rule.ts';

export const INVENTED_QUOTE: VerifierRule = {
  id: 'invented_quote',
  checks: {
    en: 'Every quoted passage appears word for word in a tool result.',
    es: 'Cada cita aparece literalmente en un resultado de herramienta.',
  },
  detail: { en: 'quote not in any tool result: {}', es: 'cita que no está en ningún resultado de herramienta: {}' },
  check({ quotes, succeeded, options }) {
    if (options.quotes !== 'results') return [];
    const texts = succeeded.flatMap((c) => stringsIn(c.output.resultado));
    return quotes.filter((q) => !texts.some((t) => t.includes(q))).map(inventedQuote);
  },
};

export function inventedQuote(quote: string): Finding {
  return {
    code: INVENTED_QUOTE.id,
    detail: detailOf(INVENTED_QUOTE, quote),
    message: {
      en: `The answer quotes "${quote}", but no tool returned that text word for word.`,
      es: `La respuesta cita «${quote}», pero ninguna herramienta devolvió ese texto literalmente.`,
    },
  };
}
