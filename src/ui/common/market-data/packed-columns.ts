// The data worker's columns as they cross to the page: a column of text as its distinct values and a code a row,
// a column of numbers as a Float64Array, the arrays' buffers moved rather than copied. Sent as plain arrays, the
// 61,320 dates and tickers of the price file each cost the page's thread a copy (about 70 ms of a first visit);
// packed, a few hundred distinct ones do.
import type { MarketTables } from '../../../core/data/index.ts';

export type PackedColumn = { kind: 'text'; values: string[]; codes: Uint32Array } | { kind: 'number'; values: Float64Array };

/** Rows as columns of the same length, each of text or of numbers. */
type Columns<C> = { [K in keyof C]: readonly string[] | ArrayLike<number> };
type PackedColumns<C> = { [K in keyof C]: PackedColumn };

/** The tables as the worker sends them: the price and news columns packed, the 120 companies as they are. */
export interface PackedTables {
  precios?: PackedColumns<NonNullable<MarketTables['precios']>>;
  empresas?: MarketTables['empresas'];
  noticias?: PackedColumns<NonNullable<MarketTables['noticias']>>;
  unavailable?: MarketTables['unavailable'];
}

function packColumn(values: readonly string[] | ArrayLike<number>): PackedColumn {
  if (!isText(values)) return { kind: 'number', values: Float64Array.from(values) };
  const distinct = new Map<string, number>();
  const codes = new Uint32Array(values.length);
  values.forEach((text, i) => {
    let code = distinct.get(text);
    if (code === undefined) distinct.set(text, (code = distinct.size));
    codes[i] = code;
  });
  return { kind: 'text', values: [...distinct.keys()], codes };
}

/** A column is of one kind throughout (parquet-columns.ts checks it): its first value says which. */
function isText(values: readonly string[] | ArrayLike<number>): values is readonly string[] {
  return Array.isArray(values) && typeof values[0] !== 'number';
}

/** Text as plain strings again; numbers stay in their Float64Array (as plain numbers they would be 130,000 allocations). */
function unpackColumn(column: PackedColumn): string[] | Float64Array {
  if (column.kind === 'number') return column.values;
  const { values, codes } = column;
  const out = new Array<string>(codes.length);
  for (let i = 0; i < codes.length; i++) out[i] = values[codes[i] as number] as string;
  return out;
}

function packColumns<C extends Columns<C>>(columns: C, transfer: ArrayBuffer[]): PackedColumns<C> {
  const packed = Object.fromEntries(Object.entries<readonly string[] | ArrayLike<number>>(columns).map(([name, values]) => [name, packColumn(values)])) as PackedColumns<C>;
  for (const column of Object.values<PackedColumn>(packed)) transfer.push((column.kind === 'text' ? column.codes : column.values).buffer as ArrayBuffer);
  return packed;
}

function unpackColumns<C extends Columns<C>>(packed: PackedColumns<C>): C {
  return Object.fromEntries(Object.entries<PackedColumn>(packed).map(([name, column]) => [name, unpackColumn(column)])) as unknown as C;
}

/** The tables packed, and the buffers to move with them (postMessage's transfer list). */
export function packTables(tables: MarketTables): { packed: PackedTables; transfer: ArrayBuffer[] } {
  const transfer: ArrayBuffer[] = [];
  const packed: PackedTables = {
    ...(tables.precios ? { precios: packColumns(tables.precios, transfer) } : {}),
    ...(tables.empresas ? { empresas: tables.empresas } : {}),
    ...(tables.noticias ? { noticias: packColumns(tables.noticias, transfer) } : {}),
    ...(tables.unavailable ? { unavailable: tables.unavailable } : {}),
  };
  return { packed, transfer };
}

/** The tables as they were packed. */
export function unpackTables(packed: PackedTables): MarketTables {
  return {
    ...(packed.precios ? { precios: unpackColumns<NonNullable<MarketTables['precios']>>(packed.precios) } : {}),
    ...(packed.empresas ? { empresas: packed.empresas } : {}),
    ...(packed.noticias ? { noticias: unpackColumns<NonNullable<MarketTables['noticias']>>(packed.noticias) } : {}),
    ...(packed.unavailable ? { unavailable: packed.unavailable } : {}),
  };
}
