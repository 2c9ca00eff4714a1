// Checks the lesson's tools share, with the lesson's messages where it has them.
import { isCalendarDate } from '../data/calendar-date.ts';
import type { DataFileKey } from '../data/data-files.ts';
import type { MarketData } from '../data/market-data.ts';

const TABLE_NAMES: Record<DataFileKey, string> = { precios: 'precios', empresas: 'empresas', noticias: 'noticias' };

/** A file that failed to load makes the tools that read it answer with the reason. */
export function requireTable(data: MarketData, key: DataFileKey): void {
  const reason = data.unavailable[key];
  if (reason !== undefined) throw new Error(`${TABLE_NAMES[key]} no disponibles: ${reason}`);
}

/** The lesson's `if ticker not in TICKERS`. */
export function requireTicker(data: MarketData, ticker: string): void {
  if (!data.hasTicker(ticker)) throw new Error(`ticker desconocido: ${ticker}`);
}

/**
 * A date that passes the pattern but does not exist (2024-02-30): pandas raises its own exception there; the
 * lab says it in the lesson's language instead.
 */
export function requireCalendarDate(fecha: string): void {
  if (!isCalendarDate(fecha)) throw new Error(`fecha no válida: ${fecha}`);
}
