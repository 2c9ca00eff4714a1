// The course's market data once loaded and indexed: what the tools read. Built by load-market-data.ts.
import type { DataFileKey } from './data-files.ts';

/** A company of the panel (acciones6_empresas.parquet). */
export interface Company {
  ticker: string;
  nombre: string;
  sector: string;
}

/** One session's close of one ticker. `fecha` is YYYY-MM-DD. */
export interface Close {
  fecha: string;
  cierre: number;
  volumen: number;
}

/** One headline (noticias6_corpus.parquet). `ts` is an ISO 8601 UTC timestamp (`2024-03-19T09:30:00.000Z`). */
export interface Headline {
  ts: string;
  ticker: string;
  titular: string;
  fuente: string;
}

export interface MarketData {
  companies: readonly Company[];
  /** Tickers of the price file, alphabetical (of the companies file when the price file failed). */
  tickers: readonly string[];
  /** The lesson's `TICKERS`: the tickers of the price file (of the companies file when the price file failed). */
  hasTicker(ticker: string): boolean;
  company(ticker: string): Company | undefined;
  /** Every session of a ticker, dates ascending (empty for an unknown ticker). */
  closes(ticker: string): readonly Close[];
  /** The last session on or before `fecha` (YYYY-MM-DD), by binary search. */
  closeOnOrBefore(ticker: string, fecha: string): Close | undefined;
  /** Headlines of a ticker with `fromTs <= ts < toTs` (ISO strings), in time order, syndicated copies included. */
  headlines(ticker: string, fromTs: string, toTs: string): readonly Headline[];
  /** Row counts of the three files, for the data page. */
  counts: Record<DataFileKey, number>;
  /**
   * Files that could not be loaded, with the DataFileError's message. Their tables are empty, and the tools
   * that need them answer `{error: "noticias no disponibles: …"}` while the rest of the lab keeps working.
   */
  unavailable: Partial<Record<DataFileKey, string>>;
}
