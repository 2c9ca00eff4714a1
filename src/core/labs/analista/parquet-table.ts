// A Parquet file as a table, whatever its columns: each flat column becomes a column of the type its values
// have (numbers and 64-bit integers → number; dates, and timestamps that all fall on UTC midnight → date;
// strings, booleans and other timestamps → string; nulls → missing values). Nested and repeated columns, and
// values with no plain reading (binary, JSON), are left out with a note rather than refusing the whole file.
import { parquetSchema } from 'hyparquet';
import { parquetRows, parquetSizeProblem } from '../../data/parquet-limits.ts';
import { parquetMetadataOf, readRawColumns } from '../../data/parquet-raw-columns.ts';
import { failure, type Cell, type Column, type LocalizedText, type TableResult } from './table.ts';
import { errorMessage } from '../../errors/error-message.ts';

function isMidnight(date: Date): boolean {
  return date.getTime() % 86_400_000 === 0;
}

/** The column's values as cells, or undefined when some value has no plain reading. */
function toColumn(name: string, raw: readonly unknown[]): Column | undefined {
  const present = raw.filter((v) => v !== null && v !== undefined);
  const first = present[0];
  if (first === undefined) return { name, type: 'string', values: raw.map(() => null) };
  if (typeof first === 'number' || typeof first === 'bigint') {
    if (!present.every((v) => typeof v === 'number' || typeof v === 'bigint')) return undefined;
    const values = raw.map((v): Cell => {
      const n = typeof v === 'bigint' ? Number(v) : (v as number | null | undefined);
      return typeof n === 'number' && Number.isFinite(n) ? n : null;
    });
    return { name, type: 'number', values };
  }
  if (first instanceof Date) {
    if (!present.every((v) => v instanceof Date && Number.isFinite(v.getTime()))) return undefined;
    const dates = present as Date[];
    const asDate = dates.every(isMidnight);
    const values = raw.map((v): Cell => {
      if (!(v instanceof Date)) return null;
      return asDate ? v.toISOString().slice(0, 10) : v.toISOString();
    });
    return { name, type: asDate ? 'date' : 'string', values };
  }
  if (typeof first === 'string' || typeof first === 'boolean') {
    if (!present.every((v) => typeof v === typeof first)) return undefined;
    return { name, type: 'string', values: raw.map((v): Cell => (v === null || v === undefined ? null : String(v))) };
  }
  return undefined;
}

const leftOut = (source: string, names: readonly string[]): LocalizedText => {
  const list = names.map((n) => `"${n}"`).join(', ');
  return {
    en: `${source}: left out ${names.length === 1 ? 'column' : 'columns'} ${list} (nested, lists or values without a plain reading).`,
    es: `${source}: ${names.length === 1 ? 'se omitió la columna' : 'se omitieron las columnas'} ${list} (anidadas, listas o valores sin lectura simple).`,
  };
};

const refused = (source: string, problem: LocalizedText): TableResult => failure(`${source}: ${problem.en}.`, `${source}: ${problem.es}.`);

export async function parquetTable(source: string, buffer: ArrayBuffer): Promise<TableResult> {
  const tooBig = parquetSizeProblem(buffer.byteLength);
  if (tooBig) return refused(source, tooBig);
  const metadata = parquetMetadataOf(buffer);
  if (!metadata) {
    return failure(`${source} is not a readable Parquet file (truncated or corrupt).`, `${source} no es un archivo Parquet legible (truncado o dañado).`);
  }
  const skipped: string[] = [];
  const flat: string[] = [];
  for (const child of parquetSchema(metadata).children) {
    const e = child.element;
    if (child.children.length > 0 || e.repetition_type === 'REPEATED') skipped.push(e.name);
    else flat.push(e.name);
  }
  const checked = parquetRows(metadata, flat.length);
  if ('problem' in checked) return refused(source, checked.problem);
  const rowCount = checked.rows;
  if (rowCount === 0) return failure(`${source} has no rows.`, `${source} no tiene filas.`);
  let raw: Map<string, unknown[]>;
  try {
    raw = await readRawColumns(buffer, metadata, flat);
  } catch (error) {
    return failure(`${source}: corrupt data (${errorMessage(error)}).`, `${source}: datos dañados (${errorMessage(error)}).`);
  }
  const columns: Column[] = [];
  for (const name of flat) {
    const column = toColumn(name, raw.get(name) as unknown[]);
    if (column) columns.push(column);
    else skipped.push(name);
  }
  if (columns.length === 0) {
    return failure(`${source} has no column the analyst can read.`, `${source} no tiene ninguna columna que el analista pueda leer.`);
  }
  return { ok: true, table: { source, rowCount, columns }, notes: skipped.length > 0 ? [leftOut(source, skipped)] : [] };
}
