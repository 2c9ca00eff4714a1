// The page's market data: the three Parquet files fetched once (relative to the document, so the site works from
// any sub-path) and decoded in the data worker (market-data.worker.ts), then indexed here, and shared by every page.
// A file that fails leaves its DataFileError; the rest works. A worker that cannot start fails every file, saying why.
import { assembleMarketData, DATA_FILES, DataFileError, type DataFileKey, type MarketData, type MarketTables } from '../../../core/data/index.ts';
import { errorMessage } from '../../../core/errors/index.ts';
import type { MarketDataReply, MarketDataRequest } from './market-data-messages.ts';
import { unpackTables } from './packed-columns.ts';

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
    const { tables, errors } = await readInWorker(new URL('data/', document.baseURI).href);
    return { data: assembleMarketData(tables), errors, loadMs: Math.round(performance.now() - started) };
  })();
  return pending;
}

/** The files' columns from the data worker, which ends once it has answered. */
function readInWorker(baseUrl: string): Promise<{ tables: MarketTables; errors: DataFileError[] }> {
  return new Promise((resolve) => {
    const failAll = (why: string) => {
      const keys = Object.keys(DATA_FILES) as DataFileKey[];
      const errors = keys.map((key) => new DataFileError(DATA_FILES[key], `not read: the data worker did not run (${why})`));
      resolve({ tables: { unavailable: Object.fromEntries(keys.map((key, i) => [key, errors[i]?.message ?? ''])) }, errors });
    };
    let worker: Worker;
    try {
      // Vite bundles the worker, and hyparquet behind it, as chunks of their own.
      worker = new Worker(new URL('./market-data.worker.ts', import.meta.url), { type: 'module', name: 'market-data' });
    } catch (error) {
      failAll(errorMessage(error));
      return;
    }
    worker.onmessage = (event: MessageEvent<MarketDataReply>) => {
      worker.terminate();
      const { tables, errors } = event.data;
      resolve({ tables: unpackTables(tables), errors: errors.map((e) => new DataFileError(e.file, e.problem)) });
    };
    worker.onerror = (event) => {
      event.preventDefault();
      worker.terminate();
      failAll(event.message || 'it stopped');
    };
    worker.postMessage({ baseUrl } satisfies MarketDataRequest);
  });
}

/** The error of one file, if it failed. */
export function fileError(loaded: LoadedMarketData, key: DataFileKey): DataFileError | undefined {
  return loaded.errors.find((e) => e.file === DATA_FILES[key]);
}
