// Closes grouped by ticker with dates ascending, so "the last session on or before a date" is a binary search
// instead of a scan of the whole table (what the lesson's pandas filter does on every call). A ticker's series is
// made the first time it is asked for: a page's first answer needs one ticker of the 120, not 61,000 closes.
import { upperBound } from './binary-search.ts';
import type { Close } from './market-data.ts';

/** The price file's columns: the numbers as an array or a Float64Array (as they come from the page's data worker). */
export interface PriceRows {
  fecha: string[];
  ticker: string[];
  cierre: ArrayLike<number>;
  volumen: ArrayLike<number>;
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
  const rowsOf = new Map<string, number[]>();
  for (let i = 0; i < rows.ticker.length; i++) {
    const ticker = rows.ticker[i] as string;
    let list = rowsOf.get(ticker);
    if (!list) rowsOf.set(ticker, (list = []));
    list.push(i);
  }
  const made = new Map<string, TickerSeries>();
  const series = (ticker: string): TickerSeries | undefined => {
    let s = made.get(ticker);
    const at = rowsOf.get(ticker);
    if (s || !at) return s;
    const list = at.map((i): Close => ({ fecha: rows.fecha[i] as string, cierre: rows.cierre[i] as number, volumen: rows.volumen[i] as number }));
    // A stable sort: rows of the same date keep the file's order, so the last of them wins, as with iloc[-1].
    list.sort((a, b) => (a.fecha < b.fecha ? -1 : a.fecha > b.fecha ? 1 : 0));
    s = { dates: list.map((c) => c.fecha), closes: list };
    made.set(ticker, s);
    return s;
  };
  return {
    tickers: [...rowsOf.keys()].sort(),
    closes: (ticker) => series(ticker)?.closes ?? NO_CLOSES,
    closeOnOrBefore(ticker, fecha) {
      const s = series(ticker);
      if (!s) return undefined;
      const end = upperBound(s.dates, fecha);
      return end === 0 ? undefined : s.closes[end - 1];
    },
  };
}
