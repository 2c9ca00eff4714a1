// Headlines grouped by ticker in time order, with their timestamps in a Float64Array so that a date range is
// two binary searches. A ticker's headlines are made the first time it is asked for (the first answer needs one).
import { lowerBound } from './binary-search.ts';
import type { Headline } from './market-data.ts';

export interface NewsRows {
  /** Epoch milliseconds (UTC), as an array or a Float64Array (as they come from the page's data worker). */
  ts: ArrayLike<number>;
  ticker: string[];
  titular: string[];
  fuente: string[];
}

export interface NewsIndex {
  headlines(ticker: string, fromTs: string, toTs: string): readonly Headline[];
}

interface TickerNews {
  times: Float64Array;
  items: Headline[];
}

export function buildNewsIndex(rows: NewsRows): NewsIndex {
  const rowsOf = new Map<string, number[]>();
  for (let i = 0; i < rows.ticker.length; i++) {
    const ticker = rows.ticker[i] as string;
    let list = rowsOf.get(ticker);
    if (!list) rowsOf.set(ticker, (list = []));
    list.push(i);
  }
  const made = new Map<string, TickerNews>();
  const newsOf = (ticker: string): TickerNews | undefined => {
    let n = made.get(ticker);
    const at = rowsOf.get(ticker);
    if (n || !at) return n;
    const list = at.map((i) => {
      const ms = rows.ts[i] as number;
      return { ms, headline: { ts: new Date(ms).toISOString(), ticker, titular: rows.titular[i] as string, fuente: rows.fuente[i] as string } };
    });
    // Stable: headlines with the same timestamp keep the file's order (which copy of a syndicated one comes first).
    list.sort((a, b) => a.ms - b.ms);
    n = { times: Float64Array.from(list, (x) => x.ms), items: list.map((x) => x.headline) };
    made.set(ticker, n);
    return n;
  };
  return {
    headlines(ticker, fromTs, toTs) {
      const from = Date.parse(fromTs);
      const to = Date.parse(toTs);
      const n = Number.isNaN(from) || Number.isNaN(to) ? undefined : newsOf(ticker);
      if (!n) return [];
      return n.items.slice(lowerBound(n.times, from), lowerBound(n.times, to));
    },
  };
}
