// The page's market data: the three Parquet files fetched once (relative to the document, so the site works from
// any sub-path), indexed, and shared by every page. A file that fails leaves its DataFileError; the rest works.
import {
  DATA_FILES,
  DataFileError,
  type DataFileKey,
  fetchDataSource,
  loadMarketDataSettled,
  type MarketData,
} from '../../../core/data/index.ts';

export interface LoadedMarketData {
  data: MarketData;
  /** One per file that could not be used, naming the file and the problem. */
  errors: readonly DataFileError[];
  /** Fetching, parsing and indexing the three files, in milliseconds. */
  loadMs: number;
}

let pending: Promise<LoadedMarketData> | undefined;

/** The data, loaded on the first call; later calls share the same promise. It never rejects. */
export function loadBrowserMarketData(): Promise<LoadedMarketData> {
  pending ??= (async () => {
    const started = performance.now();
    const source = fetchDataSource(new URL('data/', document.baseURI).href);
    const { data, errors } = await loadMarketDataSettled(source);
    return { data, errors, loadMs: Math.round(performance.now() - started) };
  })();
  return pending;
}

/** The error of one file, if it failed. */
export function fileError(loaded: LoadedMarketData, key: DataFileKey): DataFileError | undefined {
  return loaded.errors.find((e) => e.file === DATA_FILES[key]);
}
