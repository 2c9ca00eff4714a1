// A CSV file as a table, read chunk by chunk as the file arrives: UTF-8 text, a header line naming the columns, one
// record per row with as many fields as the header. Each column's type is inferred from its non-empty cells:
// all numbers → number, all `YYYY-MM-DD` dates → date, anything else → string. Empty cells are missing values.
import { isCalendarDate } from '../../data/calendar-date.ts';
import { CsvRecordReader, type CsvRecord } from './csv-records.ts';
import { failure, type Cell, type Column, type ColumnType, type LocalizedText, type TableResult } from './table.ts';

const NUMBER = /^[+-]?(\d+(\.\d*)?|\.\d+)([eE][+-]?\d+)?$/;
// Spreadsheets that save with semicolons write decimals with a comma.
const COMMA_DECIMAL = /^[+-]?\d+,\d+$/;

function numberOf(cell: string, delimiter: string): number | undefined {
  const text = cell.trim();
  if (NUMBER.test(text)) return Number(text);
  if (delimiter === ';' && COMMA_DECIMAL.test(text)) return Number(text.replace(',', '.'));
  return undefined;
}

/** The column as numbers, or undefined as soon as one present cell is not a number. */
function numbers(cells: readonly string[], delimiter: string): Cell[] | undefined {
  const values: Cell[] = new Array<Cell>(cells.length);
  for (let i = 0; i < cells.length; i++) {
    const cell = cells[i] as string;
    if (cell.trim() === '') {
      values[i] = null;
      continue;
    }
    const n = numberOf(cell, delimiter);
    if (n === undefined) return undefined;
    values[i] = n;
  }
  return values;
}

function column(name: string, cells: readonly string[], delimiter: string): Column {
  const present = (cell: string) => cell.trim() !== '';
  if (!cells.some(present)) return { name, type: 'string', values: cells.map(() => null) };
  const asNumbers = numbers(cells, delimiter);
  if (asNumbers) return { name, type: 'number', values: asNumbers };
  const type: ColumnType = cells.every((cell) => !present(cell) || isCalendarDate(cell.trim())) ? 'date' : 'string';
  return { name, type, values: cells.map((cell): Cell => (!present(cell) ? null : type === 'date' ? cell.trim() : cell)) };
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

/**
 * Reads a CSV file as its bytes arrive, chunk by chunk (a chunk may end anywhere, even inside a character):
 * push each one, then end() for the table or the first reason it cannot be one. After a failed push the rest
 * of the file is not worth reading.
 */
export class CsvTableReader {
  readonly #source: string;
  // The decoder drops a leading byte-order mark (Excel writes one).
  readonly #decoder = new TextDecoder('utf-8', { fatal: true });
  readonly #records: CsvRecordReader;
  #header: CsvRecord | undefined;
  /** The cells of each column, as text until the end says which type each column has. */
  #cells: string[][] = [];
  #rows = 0;
  #error: TableResult | undefined;

  constructor(source: string) {
    this.#source = source;
    this.#records = new CsvRecordReader((fields, line) => this.#take(fields, line));
  }

  /** Rows read so far (the header not counted). */
  get rows(): number {
    return this.#rows;
  }

  get failed(): boolean {
    return this.#error !== undefined;
  }

  push(bytes: Uint8Array): void {
    if (this.#error) return;
    this.#text(() => this.#decoder.decode(bytes, { stream: true }));
  }

  end(): TableResult {
    if (!this.#error) this.#text(() => this.#decoder.decode());
    if (!this.#error) {
      const problem = this.#records.end();
      if (problem) this.#error = { ok: false, error: problem };
    }
    if (this.#error) return this.#error;
    const source = this.#source;
    const header = this.#header;
    if (!header) return failure(`${source} is empty.`, `${source} está vacío.`);
    if (this.#rows === 0) return failure(`${source} has a header but no rows.`, `${source} tiene encabezado pero ninguna fila.`);
    const delimiter = this.#records.delimiter ?? ',';
    const cells = this.#cells;
    // Each column's text is let go as soon as it is typed, so the file's text and the table are not both held.
    this.#cells = [];
    const columns = header.fields.map((name, i) => {
      const typed = column(name.trim(), cells[i] as string[], delimiter);
      cells[i] = [];
      return typed;
    });
    return { ok: true, table: { source, rowCount: this.#rows, columns }, notes: [] };
  }

  #text(decode: () => string): void {
    let text: string | undefined;
    try {
      text = decode();
    } catch {
      // Not UTF-8 (the decoder is fatal).
      text = undefined;
    }
    if (text === undefined || text.includes('\0')) {
      this.#error = failure(`${this.#source} is not a text file (it is not UTF-8).`, `${this.#source} no es un archivo de texto (no es UTF-8).`);
      return;
    }
    const problem = this.#records.push(text);
    if (problem) this.#error = { ok: false, error: problem };
  }

  #take(fields: string[], line: number): LocalizedText | undefined {
    const header = this.#header;
    if (!header) {
      const record = { line, fields };
      const problem = checkHeader(record, this.#records.delimiter ?? ',');
      if (problem) return problem.ok ? undefined : problem.error;
      this.#header = record;
      this.#cells = fields.map(() => []);
      return undefined;
    }
    const width = header.fields.length;
    if (fields.length !== width) {
      const n = fields.length;
      return {
        en: `Line ${line} has ${n} field${n === 1 ? '' : 's'}; the header has ${width}.`,
        es: `La línea ${line} tiene ${n} campo${n === 1 ? '' : 's'}; el encabezado tiene ${width}.`,
      };
    }
    for (let i = 0; i < width; i++) (this.#cells[i] as string[]).push(fields[i] as string);
    this.#rows++;
    return undefined;
  }
}

/** A whole CSV file at once. */
export function csvTable(source: string, bytes: Uint8Array): TableResult {
  const reader = new CsvTableReader(source);
  reader.push(bytes);
  return reader.end();
}
