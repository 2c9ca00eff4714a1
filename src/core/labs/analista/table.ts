// The analyst's table: named columns of one type each, held column by column. Tables are never changed in
// place; loading a file gives a new table or an error, so a failed load cannot spoil the one in use.
import { z } from 'zod';

/** `date` values are `YYYY-MM-DD` strings, which sort and compare as dates. */
export type ColumnType = 'string' | 'number' | 'date';

/** A value that is there: text or a date (`YYYY-MM-DD`), or a number. */
export const PresentCell = z.union([z.string(), z.number()]);

/** One value; `null` is a missing value (an empty CSV cell, a Parquet null). */
export const Cell = z.union([z.string(), z.number(), z.null()]);
export type Cell = z.infer<typeof Cell>;

export interface Column {
  readonly name: string;
  readonly type: ColumnType;
  readonly values: readonly Cell[];
}

export interface Table {
  /** Where it came from (a file name), to show the student. */
  readonly source: string;
  readonly rowCount: number;
  readonly columns: readonly Column[];
}

/** A message for the student, in both languages of the UI. */
export interface LocalizedText {
  en: string;
  es: string;
}

export type TableResult =
  | { ok: true; table: Table; /** Things worth knowing that did not stop the load (columns left out). */ notes: LocalizedText[] }
  | { ok: false; error: LocalizedText; /** The student stopped the reading: nothing is wrong with the file. */ cancelled?: true };

export const failure = (en: string, es: string): TableResult => ({ ok: false, error: { en, es } });
