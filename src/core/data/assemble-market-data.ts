// Puts the tables that loaded (and the reasons of those that did not) together behind the MarketData interface.
import type { DataFileKey } from './data-files.ts';
import type { Company, MarketData } from './market-data.ts';
import { buildNewsIndex, type NewsRows } from './news-index.ts';
import { buildPriceIndex, type PriceRows } from './price-index.ts';

export interface MarketTables {
  precios?: PriceRows;
  empresas?: Company[];
  noticias?: NewsRows;
  /** Why a table is absent: the DataFileError's message. */
  unavailable?: Partial<Record<DataFileKey, string>>;
}

const EMPTY_PRICES: PriceRows = { fecha: [], ticker: [], cierre: [], volumen: [] };
const EMPTY_NEWS: NewsRows = { ts: [], ticker: [], titular: [], fuente: [] };

export function assembleMarketData(tables: MarketTables): MarketData {
  const prices = buildPriceIndex(tables.precios ?? EMPTY_PRICES);
  const news = buildNewsIndex(tables.noticias ?? EMPTY_NEWS);
  const companies = tables.empresas ?? [];
  const byTicker = new Map(companies.map((c) => [c.ticker, c]));
  // The lesson's TICKERS come from the price file; the companies file stands in when that one failed.
  const tickers = tables.precios ? prices.tickers : [...byTicker.keys()].sort();
  const known = new Set(tickers);
  return {
    companies,
    tickers,
    hasTicker: (ticker) => known.has(ticker),
    company: (ticker) => byTicker.get(ticker),
    closes: prices.closes,
    closeOnOrBefore: prices.closeOnOrBefore,
    headlines: news.headlines,
    counts: {
      precios: tables.precios?.ticker.length ?? 0,
      empresas: companies.length,
      noticias: tables.noticias?.ticker.length ?? 0,
    },
    unavailable: { ...tables.unavailable },
  };
}
