// A CSV file as a table: UTF-8 text, a header line naming the columns, one
// record per row with as many fields as the header. Each column's type is inferred from its non-empty cells:
// all numbers → number, all `YYYY-MM-DD` dates → date, anything else → string. Empty cells are missing values.
import { isCalendarDate } from '../../data/calendar-date.ts';
import { csvRecords, detectDelimiter, type CsvRecord } from './csv-records.ts';
import { failure, type Cell, type Column, type ColumnType, type TableResult } from './table.ts';

const NUMBER = /^[+-]?(\d+(\.\d*)?|\.\d+)([eE][+-]?\d+)?$/;
// Spreadsheets that save with semicolons write decimals with a comma.
const COMMA_DECIMAL = /^[+-]?\d+,\d+$/;

function decode(bytes: Uint8Array): string | undefined {
  try {
    // The decoder drops a leading byte-order mark (Excel writes one).
    return new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    return undefined;
  }
}

function numberOf(cell: string, delimiter: string): number | undefined {
  const text = cell.trim();
  if (NUMBER.test(text)) return Number(text);
  if (delimiter === ';' && COMMA_DECIMAL.test(text)) return Number(text.replace(',', '.'));
  return undefined;
}

function inferType(cells: readonly string[], delimiter: string): ColumnType {
  const present = cells.filter((cell) => cell.trim() !== '');
  if (present.length === 0) return 'string';
  if (present.every((cell) => numberOf(cell, delimiter) !== undefined)) return 'number';
  if (present.every((cell) => isCalendarDate(cell.trim()))) return 'date';
  return 'string';
}

function column(name: string, cells: readonly string[], delimiter: string): Column {
  const type = inferType(cells, delimiter);
  const values = cells.map((cell): Cell => {
    if (cell.trim() === '') return null;
    if (type === 'number') return numberOf(cell, delimiter) as number;
    return type === 'date' ? cell.trim() : cell;
  });
  return { name, type, values };
}

function checkHeader(header: CsvRecord, delimiter: string): TableResult | undefined {
  const names = header.fields.map((name) => name.trim());
  const unnamed = names.indexOf('');
  if (unnamed >= 0) {
    return failure(`Line ${header.line}: column ${unnamed + 1} of the header has no name.`, `Línea ${header.line}: la columna ${unnamed + 1} del encabezado no tiene nombre.`);
  }
  const repeated = names.find((name, i) => names.indexOf(name) !== i);
  if (repeated !== undefined) {
    return failure(`Line ${header.line}: the column name "${repeated}" appears twice.`, `Línea ${header.line}: el nombre de columna "${repeated}" aparece dos veces.`);
  }
  if (names.every((name) => numberOf(name, delimiter) !== undefined || isCalendarDate(name))) {
    return failure(
      `Line ${header.line} holds values, not column names: the first line of the file must be a header.`,
      `La línea ${header.line} tiene valores, no nombres de columna: la primera línea del archivo debe ser un encabezado.`,
    );
  }
  return undefined;
}

export function csvTable(source: string, bytes: Uint8Array): TableResult {
  const text = decode(bytes);
  if (text === undefined || text.includes('\0')) {
    return failure(`${source} is not a text file (it is not UTF-8).`, `${source} no es un archivo de texto (no es UTF-8).`);
  }
  if (text.trim() === '') return failure(`${source} is empty.`, `${source} está vacío.`);
  const delimiter = detectDelimiter(text);
  const parsed = csvRecords(text, delimiter);
  if (!parsed.ok) return parsed;
  const [header, ...rows] = parsed.records as [CsvRecord, ...CsvRecord[]];
  const headerProblem = checkHeader(header, delimiter);
  if (headerProblem) return headerProblem;
  if (rows.length === 0) return failure(`${source} has a header but no rows.`, `${source} tiene encabezado pero ninguna fila.`);
  const width = header.fields.length;
  const ragged = rows.find((row) => row.fields.length !== width);
  if (ragged) {
    const n = ragged.fields.length;
    return failure(
      `Line ${ragged.line} has ${n} field${n === 1 ? '' : 's'}; the header has ${width}.`,
      `La línea ${ragged.line} tiene ${n} campo${n === 1 ? '' : 's'}; el encabezado tiene ${width}.`,
    );
  }
  const columns = header.fields.map((name, i) =>
    column(
      name.trim(),
      rows.map((row) => row.fields[i] as string),
      delimiter,
    ),
  );
  return { ok: true, table: { source, rowCount: rows.length, columns }, notes: [] };
}
