// What an edited or stored price table must be: rows with a provider, a model, prices that are finite and not
// negative, a YYYY-MM-DD date and a source, ids unique. A table that fails is refused whole, with a message
// saying which row and field, so the page can say so instead of pricing a run with half a table.
import { z } from 'zod';
import type { Bilingual } from '../i18n/bilingual.ts';
import type { PriceRow, PriceTable } from './price-table.ts';

// Built when a table is first checked (an edit, a stored table): a page that prices with the defaults never needs it.
const priceTable = z.lazy(() => {
  const price = z.number().finite().nonnegative();
  const priceRow = z.strictObject({
    id: z.string().min(1),
    provider: z.string().trim().min(1),
    model: z.string().trim().min(1),
    input: price,
    output: price,
    cachedInput: price.nullable(),
    checkedOn: z.string().regex(/^\d{4}-\d{2}-\d{2}$/),
    source: z.string(),
  }) satisfies z.ZodType<PriceRow>;
  return z.array(priceRow).superRefine((rows, ctx) => {
    const seen = new Set<string>();
    for (const [i, row] of rows.entries()) {
      if (seen.has(row.id)) ctx.addIssue({ code: 'custom', path: [i, 'id'], message: 'duplicate id' });
      seen.add(row.id);
    }
  });
});

export type PriceTableCheck = { ok: true; table: PriceTable } | { ok: false; message: Bilingual };

/** Checks a parsed value as a price table. */
export function checkPriceTable(value: unknown): PriceTableCheck {
  const result = priceTable.safeParse(value);
  if (result.success) return { ok: true, table: result.data };
  const issue = result.error.issues[0];
  const [row, field] = issue?.path ?? [];
  const where =
    typeof row === 'number'
      ? { en: `row ${row + 1}${field === undefined ? '' : `, ${String(field)}`}`, es: `fila ${row + 1}${field === undefined ? '' : `, ${String(field)}`}` }
      : { en: 'the table', es: 'la tabla' };
  return {
    ok: false,
    message: {
      en: `The price table is not valid: ${where.en}: ${issue?.message ?? 'unreadable'}.`,
      es: `La tabla de precios no es válida: ${where.es}: ${issue?.message ?? 'ilegible'}.`,
    },
  };
}

/** Reads a table from its JSON text (as stored in the browser). */
export function parsePriceTable(text: string): PriceTableCheck {
  let value: unknown;
  try {
    value = JSON.parse(text) as unknown;
  } catch {
    return { ok: false, message: { en: 'The price table is not valid JSON.', es: 'La tabla de precios no es JSON válido.' } };
  }
  return checkPriceTable(value);
}
