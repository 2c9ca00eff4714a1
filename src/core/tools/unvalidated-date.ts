// The lesson's exercise 2 in JavaScript: what `new Date(s)` makes of a date string nobody validated, and what
// a precio that trusted it would answer. "01/03/2024" (1 March, written the Spanish way) silently becomes
// January 3; "15/03/2024" is an Invalid Date, so the lookup finds nothing.
import type { MarketData } from '../data/market-data.ts';
import { pythonRound } from './python-round.ts';
import type { ToolOutput } from './tool-kit-types.ts';

export interface DateReading {
  input: string;
  /** The calendar date JavaScript understood, `YYYY-MM-DD`; null for an Invalid Date. */
  date: string | null;
  /**
   * How it read it: ISO date-only forms (`2024-03-01`) are UTC midnight; every other form (`01/03/2024`,
   * `2024-03-01T10:00`) is local time. Each is shown in its own terms, so the date is the one JS meant.
   */
  reading: 'utc' | 'local' | 'invalid';
}

const ISO_DATE_ONLY = /^[+-]?\d{4,6}(?:-\d{2}(?:-\d{2})?)?$/;
const pad = (n: number, width = 2) => String(n).padStart(width, '0');

export function readDateUnvalidated(input: string): DateReading {
  const d = new Date(input);
  if (Number.isNaN(d.getTime())) return { input, date: null, reading: 'invalid' };
  if (ISO_DATE_ONLY.test(input.trim())) {
    return { input, date: `${pad(d.getUTCFullYear(), 4)}-${pad(d.getUTCMonth() + 1)}-${pad(d.getUTCDate())}`, reading: 'utc' };
  }
  return { input, date: `${pad(d.getFullYear(), 4)}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}`, reading: 'local' };
}

/**
 * precio without validation: the date goes through `new Date` and the lookup uses whatever came out. An
 * Invalid Date compares false with every session, so nothing is found; a misread date returns another
 * session's close, and nothing says so.
 */
export function precioSinValidar(data: MarketData, ticker: string, fecha: string): { reading: DateReading; output: ToolOutput } {
  const reading = readDateUnvalidated(fecha);
  if (!data.hasTicker(ticker)) return { reading, output: { error: `ticker desconocido: ${ticker}` } };
  const close = reading.date === null ? undefined : data.closeOnOrBefore(ticker, reading.date);
  if (!close) return { reading, output: { error: `sin datos hasta ${fecha}` } };
  return { reading, output: { resultado: { ticker, fecha: close.fecha, cierre: pythonRound(close.cierre, 2) } } };
}
