// Reads named columns of a Parquet file into plain arrays, checking first that each column exists and holds
// the expected kind of value. Every failure becomes a DataFileError that names the file and the problem.
import { parquetSchema } from 'hyparquet';
import type { FileMetaData, ParquetParsers, SchemaElement } from 'hyparquet';
import { DataFileError } from './data-file-error.ts';
import { parquetRows, parquetSizeProblem } from './parquet-limits.ts';
import { parquetMetadataOf, readRawColumns } from './parquet-raw-columns.ts';
import { errorMessage } from '../errors/error-message.ts';

/** `date` reads as `YYYY-MM-DD` (UTC), `timestamp` as epoch milliseconds, `integer` as a number. */
export type ColumnKind = 'date' | 'timestamp' | 'text' | 'float' | 'integer';

type ValueOf<K extends ColumnKind> = K extends 'date' | 'text' ? string : number;

export type Columns<S extends Record<string, ColumnKind>> = { [C in keyof S]: ValueOf<S[C]>[] };

const KIND_NAMES: Record<ColumnKind, string> = {
  date: 'a date',
  timestamp: 'a timestamp',
  text: 'text',
  float: 'a floating-point number',
  integer: 'an integer',
};

const TIME_TYPES = ['DATE', 'TIME_MILLIS', 'TIME_MICROS', 'TIMESTAMP_MILLIS', 'TIMESTAMP_MICROS'];

function isTimestamp(e: SchemaElement): boolean {
  return (
    e.converted_type === 'TIMESTAMP_MILLIS' ||
    e.converted_type === 'TIMESTAMP_MICROS' ||
    e.logical_type?.type === 'TIMESTAMP' ||
    (e.type === 'INT96' && e.converted_type === undefined)
  );
}

function isDate(e: SchemaElement): boolean {
  return e.converted_type === 'DATE' || e.logical_type?.type === 'DATE';
}

function hasKind(e: SchemaElement, kind: ColumnKind): boolean {
  switch (kind) {
    // A date column written as a timestamp (pandas' habit) is read as its UTC calendar date.
    case 'date':
      return isDate(e) || isTimestamp(e);
    case 'timestamp':
      return isTimestamp(e);
    case 'text':
      return (
        e.type === 'BYTE_ARRAY' &&
        (e.converted_type === undefined || e.converted_type === 'UTF8' || e.converted_type === 'ENUM') &&
        (e.logical_type === undefined || e.logical_type.type === 'STRING' || e.logical_type.type === 'ENUM')
      );
    case 'float':
      return (e.type === 'DOUBLE' || e.type === 'FLOAT') && e.logical_type === undefined;
    case 'integer':
      return (
        (e.type === 'INT32' || e.type === 'INT64') &&
        !TIME_TYPES.includes(e.converted_type ?? '') &&
        e.converted_type !== 'DECIMAL' &&
        (e.logical_type === undefined || e.logical_type.type === 'INTEGER')
      );
  }
}

function describeType(e: SchemaElement): string {
  const annotation = e.logical_type?.type ?? e.converted_type;
  if (e.type === undefined) return 'a nested group';
  return annotation ? `${e.type} (${annotation})` : e.type;
}

// The parsers turn dates and timestamps into epoch milliseconds instead of Date objects: cheaper, and the
// values go straight into sorted number arrays.
const DAY_MS = 86_400_000;
const PARSERS: Partial<ParquetParsers> = {
  dateFromDays: (days: number | undefined) => (days === undefined ? undefined : days * DAY_MS),
  timestampFromMilliseconds: (v: bigint | undefined) => (v === undefined ? undefined : Number(v)),
  timestampFromMicroseconds: (v: bigint | undefined) => (v === undefined ? undefined : Number(v / 1000n)),
  timestampFromNanoseconds: (v: bigint | undefined) => (v === undefined ? undefined : Number(v / 1_000_000n)),
};

function checkSchema(file: string, metadata: FileMetaData, spec: Record<string, ColumnKind>): void {
  const elements = new Map(parquetSchema(metadata).children.map((child) => [child.element.name, child]));
  const missing = Object.keys(spec).filter((name) => !elements.has(name));
  if (missing.length > 0) {
    const names = missing.map((name) => `"${name}"`).join(', ');
    throw new DataFileError(file, `missing column${missing.length > 1 ? 's' : ''} ${names}`);
  }
  for (const [name, kind] of Object.entries(spec)) {
    const node = elements.get(name);
    if (!node) continue;
    const e = node.element;
    if (node.children.length > 0 || e.repetition_type === 'REPEATED' || !hasKind(e, kind)) {
      throw new DataFileError(file, `column "${name}" should be ${KIND_NAMES[kind]}, found ${describeType(e)}`);
    }
  }
}

function toValue(kind: ColumnKind, raw: unknown, dates: Map<number, string>): string | number | undefined {
  if (raw === null || raw === undefined) return undefined;
  if (kind === 'date') {
    const ms = raw as number;
    let date = dates.get(ms);
    if (date === undefined) {
      date = new Date(ms).toISOString().slice(0, 10);
      dates.set(ms, date);
    }
    return date;
  }
  if (kind === 'text') return raw as string;
  const n = typeof raw === 'bigint' ? Number(raw) : (raw as number);
  return Number.isFinite(n) ? n : undefined;
}

/** Reads the columns of `spec` (name → kind); rejects with a DataFileError. */
export async function readParquetColumns<S extends Record<string, ColumnKind>>(
  file: string,
  buffer: ArrayBuffer,
  spec: S,
): Promise<{ rowCount: number; columns: Columns<S> }> {
  const tooBig = parquetSizeProblem(buffer.byteLength);
  if (tooBig) throw new DataFileError(file, tooBig.en);
  const metadata = parquetMetadataOf(buffer);
  if (!metadata) throw new DataFileError(file, 'not a Parquet file (truncated or corrupt)');
  checkSchema(file, metadata, spec);
  const names = Object.keys(spec);
  const checked = parquetRows(metadata, names.length);
  if ('problem' in checked) throw new DataFileError(file, checked.problem.en);
  const rowCount = checked.rows;
  let raw: Map<string, unknown[]>;
  try {
    raw = await readRawColumns(buffer, metadata, names, PARSERS);
  } catch (error) {
    throw new DataFileError(file, `corrupt data (${errorMessage(error)})`);
  }
  const dates = new Map<number, string>();
  const columns: Record<string, (string | number)[]> = {};
  for (const name of names) {
    const kind = spec[name] as ColumnKind;
    const values = raw.get(name) as unknown[];
    const out = new Array<string | number>(rowCount);
    for (let row = 0; row < rowCount; row++) {
      const value = toValue(kind, values[row], dates);
      if (value === undefined) throw new DataFileError(file, `column "${name}" has no valid value in row ${row + 1}`);
      out[row] = value;
    }
    columns[name] = out;
  }
  return { rowCount, columns: columns as Columns<S> };
}
