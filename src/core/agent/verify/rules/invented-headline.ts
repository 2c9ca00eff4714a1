// The lesson's exercise 1: every passage the answer quotes appears word for word in a headline some news search
// returned (the headline tools of verifier-options.ts). A kit that quotes from any result uses invented-quote.ts.
import type { Finding } from '../finding.ts';
import { detailOf, type VerifierRule } from '../verifier-rule.ts';
import type { SucceededCall } from '../verify-input.ts';
import type { VerifierOptions } from '../verifier-options.ts';

export const INVENTED_HEADLINE: VerifierRule = {
  id: 'invented_headline',
  checks: {
    en: 'Every quoted headline appears word for word in a news result.',
    es: 'Cada titular citado aparece literalmente en un resultado de noticias.',
  },
  detail: { en: 'headline not in any news result: {}', es: 'titular que no está en ninguna noticia: {}' },
  check({ quotes, succeeded, options }) {
    if (options.quotes === 'results') return [];
    const headlines = succeeded.flatMap((c) => headlinesOf(c, options));
    return quotes.filter((q) => !headlines.some((h) => h.includes(q))).map(inventedHeadline);
  },
};

function headlinesOf(call: SucceededCall, options: VerifierOptions): string[] {
  const tool = options.headlineTools.find((t) => t.name === call.name);
  return tool ? valuesOfField(call.output.resultado, tool.field) : [];
}

function valuesOfField(value: unknown, field: string): string[] {
  if (Array.isArray(value)) return value.flatMap((v) => valuesOfField(v, field));
  if (value === null || typeof value !== 'object') return [];
  return Object.entries(value).flatMap(([k, v]) =>
    k === field && typeof v === 'string' ? [v] : valuesOfField(v, field),
  );
}

export function inventedHeadline(quote: string): Finding {
  return {
    code: INVENTED_HEADLINE.id,
    detail: detailOf(INVENTED_HEADLINE, quote),
    message: {
      en: `The answer quotes "${quote}", but no news search returned that text word for word.`,
      es: `La respuesta cita «${quote}», pero ninguna búsqueda de noticias devolvió ese texto literalmente.`,
    },
  };
}
