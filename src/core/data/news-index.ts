// Headlines grouped by ticker in time order, with their timestamps in a Float64Array so that a date range is
// two binary searches.
import { lowerBound } from './binary-search.ts';
import type { Headline } from './market-data.ts';

export interface NewsRows {
  /** Epoch milliseconds (UTC). */
  ts: number[];
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
  const byTicker = new Map<string, { ms: number; headline: Headline }[]>();
  for (let i = 0; i < rows.ticker.length; i++) {
    const ticker = rows.ticker[i] as string;
    const ms = rows.ts[i] as number;
    let list = byTicker.get(ticker);
    if (!list) byTicker.set(ticker, (list = []));
    const headline = { ts: new Date(ms).toISOString(), ticker, titular: rows.titular[i] as string, fuente: rows.fuente[i] as string };
    list.push({ ms, headline });
  }
  const news = new Map<string, TickerNews>();
  for (const [ticker, list] of byTicker) {
    // Stable: headlines with the same timestamp keep the file's order (which copy of a syndicated one comes first).
    list.sort((a, b) => a.ms - b.ms);
    news.set(ticker, { times: Float64Array.from(list, (x) => x.ms), items: list.map((x) => x.headline) });
  }
  return {
    headlines(ticker, fromTs, toTs) {
      const n = news.get(ticker);
      const from = Date.parse(fromTs);
      const to = Date.parse(toTs);
      if (!n || Number.isNaN(from) || Number.isNaN(to)) return [];
      return n.items.slice(lowerBound(n.times, from), lowerBound(n.times, to));
    },
  };
}
