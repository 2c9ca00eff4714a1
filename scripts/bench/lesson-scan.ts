// The lesson's pandas code translated line by line: whole tables in memory, filtered on every call. The
// reference the indexes are tested against, and the baseline the bench measures them against.
import { parquetReadObjects } from 'hyparquet';
import { DATA_FILES } from '../../src/core/data/data-files.ts';
import type { DataSource } from '../../src/core/data/load-market-data.ts';
import { pythonRound } from '../../src/core/tools/python-round.ts';
import type { ToolOutput } from '../../src/core/tools/tool-kit-types.ts';

export interface LessonTables {
  precios: { fecha: string; ticker: string; cierre: number }[];
  noticias: { ts: number; ticker: string; titular: string }[];
  tickers: Set<string>;
}

/** `pd.read_parquet` of both files, rows in file order. */
export async function readLessonTables(source: DataSource): Promise<LessonTables> {
  const precios = (await parquetReadObjects({ file: await source.read(DATA_FILES.precios) })).map((r) => ({
    fecha: (r.fecha as Date).toISOString().slice(0, 10),
    ticker: r.ticker as string,
    cierre: r.cierre as number,
  }));
  const noticias = (await parquetReadObjects({ file: await source.read(DATA_FILES.noticias) })).map((r) => ({
    ts: (r.ts as Date).getTime(),
    ticker: r.ticker as string,
    titular: r.titular as string,
  }));
  return { precios, noticias, tickers: new Set(precios.map((r) => r.ticker)) };
}

/** `precios[(precios.ticker == ticker) & (precios.fecha <= fecha)].iloc[-1]` */
export function precioScan(t: LessonTables, ticker: string, fecha: string): ToolOutput {
  if (!t.tickers.has(ticker)) return { error: `ticker desconocido: ${ticker}` };
  const s = t.precios.filter((r) => r.ticker === ticker && r.fecha <= fecha);
  const r = s.at(-1);
  if (!r) return { error: `sin datos hasta ${fecha}` };
  return { resultado: { ticker, fecha: r.fecha, cierre: pythonRound(r.cierre, 2) } };
}

/** The lesson's filter on [desde 00:00 UTC, hasta + 1 day), `drop_duplicates("titular")`, first five. */
export function buscarNoticiasScan(t: LessonTables, ticker: string, desde: string, hasta: string): ToolOutput {
  if (!t.tickers.has(ticker)) return { error: `ticker desconocido: ${ticker}` };
  const ini = Date.parse(`${desde}T00:00:00Z`);
  const fin = Date.parse(`${hasta}T00:00:00Z`) + 86_400_000;
  const x = t.noticias.filter((r) => r.ticker === ticker && r.ts >= ini && r.ts < fin);
  const seen = new Set<string>();
  const unique = x.filter((r) => !seen.has(r.titular) && seen.add(r.titular));
  return {
    resultado: unique.slice(0, 5).map((r) => ({ fecha: new Date(r.ts).toISOString().slice(0, 10), titular: r.titular })),
  };
}

/**
 * The price table as typed-array columns, what pandas holds (ticker codes, dates as numbers, closes): the fair
 * baseline for its vectorised filter, against which the per-ticker index is measured too.
 */
export interface PriceColumns {
  codes: Map<string, number>;
  ticker: Int32Array;
  /** The date as ms since the epoch (UTC midnight). */
  fecha: Float64Array;
  cierre: Float64Array;
}

export function priceColumns(t: LessonTables): PriceColumns {
  const codes = new Map([...t.tickers].map((tk, i) => [tk, i]));
  const n = t.precios.length;
  const columns = { codes, ticker: new Int32Array(n), fecha: new Float64Array(n), cierre: new Float64Array(n) };
  t.precios.forEach((r, i) => {
    columns.ticker[i] = codes.get(r.ticker) as number;
    columns.fecha[i] = Date.parse(`${r.fecha}T00:00:00Z`);
    columns.cierre[i] = r.cierre;
  });
  return columns;
}

/** precioScan in one linear pass over the columns: the last row, in file order, of the ticker on or before fecha. */
export function precioColumnScan(c: PriceColumns, ticker: string, fecha: string): ToolOutput {
  const code = c.codes.get(ticker);
  if (code === undefined) return { error: `ticker desconocido: ${ticker}` };
  const until = Date.parse(`${fecha}T00:00:00Z`);
  const { ticker: tickers, fecha: dates } = c;
  let last = -1;
  for (let i = 0; i < tickers.length; i++) if (tickers[i] === code && (dates[i] as number) <= until) last = i;
  if (last < 0) return { error: `sin datos hasta ${fecha}` };
  const found = new Date(c.fecha[last] as number).toISOString().slice(0, 10);
  return { resultado: { ticker, fecha: found, cierre: pythonRound(c.cierre[last] as number, 2) } };
}
