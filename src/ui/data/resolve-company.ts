// What the company box on the data page understands: a ticker, a datalist entry ("BUSI — Busmar Hogar (Hogar)"),
// or (part of) a company name.
import type { Company } from '../../core/data/index.ts';

export function companyOptionLabel(c: Company): string {
  return `${c.ticker} — ${c.nombre} (${c.sector})`;
}

/** The ticker the text names, or undefined when it names none or several companies. */
export function resolveCompany(companies: readonly Company[], text: string): string | undefined {
  const q = text.trim();
  if (!q) return undefined;
  const first = q.split(/[\s—-]+/)[0]!.toUpperCase();
  const byTicker = companies.find((c) => c.ticker === first);
  if (byTicker) return byTicker.ticker;
  const lower = q.toLocaleLowerCase('es');
  const exact = companies.filter((c) => c.nombre.toLocaleLowerCase('es') === lower);
  if (exact.length === 1) return exact[0]!.ticker;
  const partial = companies.filter((c) => c.nombre.toLocaleLowerCase('es').includes(lower));
  return partial.length === 1 ? partial[0]!.ticker : undefined;
}
