// The data page's date range: inclusive calendar days in UTC, as buscar_noticias reads `desde` and `hasta`.
import type { Close } from '../../core/data/index.ts';

export interface DateRange {
  desde: string;
  hasta: string;
}

/** The range a page opens with when the link gives none: the month of the lesson's examples. */
export const DEFAULT_RANGE: DateRange = { desde: '2024-03-01', hasta: '2024-03-31' };

const ISO_DAY = /^\d{4}-\d{2}-\d{2}$/;

/** True for a real calendar day written YYYY-MM-DD (2024-02-30 is not one). */
export function isIsoDay(s: string): boolean {
  if (!ISO_DAY.test(s)) return false;
  const d = new Date(`${s}T00:00:00Z`);
  return !Number.isNaN(d.getTime()) && d.toISOString().slice(0, 10) === s;
}

/** The range from the link, each end falling back to the default when missing or malformed; swapped if reversed. */
export function readRange(desde: string | undefined, hasta: string | undefined): DateRange {
  const a = desde && isIsoDay(desde) ? desde : DEFAULT_RANGE.desde;
  const b = hasta && isIsoDay(hasta) ? hasta : DEFAULT_RANGE.hasta;
  return a <= b ? { desde: a, hasta: b } : { desde: b, hasta: a };
}

/** `[fromTs, toTs)` covering the whole of both days, for MarketData.headlines. */
export function rangeTimestamps(range: DateRange): { fromTs: string; toTs: string } {
  const next = new Date(`${range.hasta}T00:00:00Z`);
  next.setUTCDate(next.getUTCDate() + 1);
  return { fromTs: `${range.desde}T00:00:00.000Z`, toTs: next.toISOString() };
}

/** Index of the first and last session inside the range, or undefined when none falls in it. */
export function sessionsInRange(closes: readonly Close[], range: DateRange): { first: number; last: number } | undefined {
  const first = closes.findIndex((c) => c.fecha >= range.desde);
  if (first < 0 || closes[first]!.fecha > range.hasta) return undefined;
  let last = first;
  while (last + 1 < closes.length && closes[last + 1]!.fecha <= range.hasta) last += 1;
  return { first, last };
}
