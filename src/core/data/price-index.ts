// Closes grouped by ticker with dates ascending, so "the last session on or before a date" is a binary search
// instead of a scan of the whole table (what the lesson's pandas filter does on every call).
import { upperBound } from './binary-search.ts';
import type { Close } from './market-data.ts';

export interface PriceRows {
  fecha: string[];
  ticker: string[];
  cierre: number[];
  volumen: number[];
}

export interface PriceIndex {
  /** Tickers in alphabetical order. */
  tickers: readonly string[];
  closes(ticker: string): readonly Close[];
  closeOnOrBefore(ticker: string, fecha: string): Close | undefined;
}

interface TickerSeries {
  dates: string[];
  closes: Close[];
}

const NO_CLOSES: readonly Close[] = Object.freeze([]);

export function buildPriceIndex(rows: PriceRows): PriceIndex {
  const byTicker = new Map<string, Close[]>();
  for (let i = 0; i < rows.ticker.length; i++) {
    const ticker = rows.ticker[i] as string;
    let list = byTicker.get(ticker);
    if (!list) byTicker.set(ticker, (list = []));
    list.push({ fecha: rows.fecha[i] as string, cierre: rows.cierre[i] as number, volumen: rows.volumen[i] as number });
  }
  const series = new Map<string, TickerSeries>();
  for (const [ticker, list] of byTicker) {
    // A stable sort: rows of the same date keep the file's order, so the last of them wins, as with iloc[-1].
    list.sort((a, b) => (a.fecha < b.fecha ? -1 : a.fecha > b.fecha ? 1 : 0));
    series.set(ticker, { dates: list.map((c) => c.fecha), closes: list });
  }
  return {
    tickers: [...series.keys()].sort(),
    closes: (ticker) => series.get(ticker)?.closes ?? NO_CLOSES,
    closeOnOrBefore(ticker, fecha) {
      const s = series.get(ticker);
      if (!s) return undefined;
      const end = upperBound(s.dates, fecha);
      return end === 0 ? undefined : s.closes[end - 1];
    },
  };
}
