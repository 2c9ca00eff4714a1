// Loads the three Parquet files through a DataSource (fetch in the page, the file system in Node) and indexes
// them. Each file loads on its own: a broken news file leaves prices and companies usable.
import { assembleMarketData, type MarketTables } from './assemble-market-data.ts';
import { DataFileError } from './data-file-error.ts';
import { DATA_FILES, type DataFileKey } from './data-files.ts';
import type { Company, MarketData } from './market-data.ts';
import type { NewsRows } from './news-index.ts';
import { readParquetColumns, type ColumnKind } from './parquet-columns.ts';
import type { PriceRows } from './price-index.ts';
import { errorMessage } from '../errors/error-message.ts';

/** Where the files come from. `read` rejects when a file is missing. */
export interface DataSource {
  read(fileName: string): Promise<ArrayBuffer>;
}

/** The columns each file must have, and what they hold. Other columns are ignored. */
export const FILE_COLUMNS = {
  precios: { fecha: 'date', ticker: 'text', cierre: 'float', volumen: 'integer' },
  empresas: { ticker: 'text', nombre: 'text', sector: 'text' },
  noticias: { ts: 'timestamp', ticker: 'text', titular: 'text', fuente: 'text' },
} as const satisfies Record<DataFileKey, Record<string, ColumnKind>>;

async function readFile<K extends DataFileKey>(source: DataSource, key: K) {
  const file = DATA_FILES[key];
  let buffer: ArrayBuffer;
  try {
    buffer = await source.read(file);
  } catch (error) {
    throw new DataFileError(file, `missing or unreadable (${errorMessage(error)})`);
  }
  const { columns } = await readParquetColumns(file, buffer, FILE_COLUMNS[key]);
  return columns;
}

/** acciones6_precios.parquet as columns; rejects with a DataFileError. */
export async function loadPrices(source: DataSource): Promise<PriceRows> {
  return readFile(source, 'precios');
}

/** acciones6_empresas.parquet as rows, in file order; rejects with a DataFileError. */
export async function loadCompanies(source: DataSource): Promise<Company[]> {
  const { ticker, nombre, sector } = await readFile(source, 'empresas');
  return ticker.map((t, i) => ({ ticker: t, nombre: nombre[i] as string, sector: sector[i] as string }));
}

/** noticias6_corpus.parquet as columns (`ts` in epoch milliseconds); rejects with a DataFileError. */
export async function loadNews(source: DataSource): Promise<NewsRows> {
  return readFile(source, 'noticias');
}

export interface MarketDataLoad {
  /** Always usable: a failed file leaves its table empty and its reason in `data.unavailable`. */
  data: MarketData;
  /** One error per failed file, in the order precios, empresas, noticias. */
  errors: DataFileError[];
}

function asDataFileError(key: DataFileKey, reason: unknown): DataFileError {
  if (reason instanceof DataFileError) return reason;
  return new DataFileError(DATA_FILES[key], errorMessage(reason));
}

/** Loads what it can and never rejects: the way the page loads, so one bad file does not stop the lab. */
export async function loadMarketDataSettled(source: DataSource): Promise<MarketDataLoad> {
  const { tables, errors } = await loadMarketTables(source);
  return { data: assembleMarketData(tables), errors };
}

/**
 * The three files read into columns, not yet indexed (what the page's data worker sends back, plain data), and one
 * error per failed file; never rejects.
 */
export async function loadMarketTables(source: DataSource): Promise<{ tables: MarketTables; errors: DataFileError[] }> {
  const [precios, empresas, noticias] = await Promise.allSettled([
    loadPrices(source),
    loadCompanies(source),
    loadNews(source),
  ]);
  const tables: MarketTables = { unavailable: {} };
  const errors: DataFileError[] = [];
  const fail = (key: DataFileKey, reason: unknown) => {
    const error = asDataFileError(key, reason);
    errors.push(error);
    (tables.unavailable ??= {})[key] = error.message;
  };
  if (precios.status === 'fulfilled') tables.precios = precios.value;
  else fail('precios', precios.reason);
  if (empresas.status === 'fulfilled') tables.empresas = empresas.value;
  else fail('empresas', empresas.reason);
  if (noticias.status === 'fulfilled') tables.noticias = noticias.value;
  else fail('noticias', noticias.reason);
  return { tables, errors };
}

/** All three files or nothing: rejects with the first file's DataFileError. For tests, scripts and the bench. */
export async function loadMarketData(source: DataSource): Promise<MarketData> {
  const { data, errors } = await loadMarketDataSettled(source);
  if (errors[0]) throw errors[0];
  return data;
}
