// The results as files: CSV, one row a run (papaparse writes it: quotes, commas and line breaks in answers are
// escaped as RFC 4180 says; lists are joined with " | "), and JSON, the format the page reads back
// (EvalFileSchema). Each returns the file's text; the page saves it.
import Papa from 'papaparse';
import { EVAL_FILE_FORMAT, EvalFileSchema, EvalResultSchema, type EvalResult } from './eval-record.ts';

/** The CSV's columns, in the record's order. */
export const CSV_COLUMNS = Object.keys(EvalResultSchema.shape) as (keyof EvalResult)[];

export function resultsCsv(results: readonly EvalResult[]): string {
  const rows = results.map((r) =>
    CSV_COLUMNS.map((column) => {
      const value = r[column];
      if (Array.isArray(value)) return value.join(' | ');
      return value === null || value === undefined ? '' : String(value);
    }),
  );
  return Papa.unparse({ fields: CSV_COLUMNS, data: rows }, { newline: '\n' }) + '\n';
}

export function resultsJson(results: readonly EvalResult[]): string {
  return `${JSON.stringify({ format: EVAL_FILE_FORMAT, results }, null, 2)}\n`;
}

/** Reads a JSON export back; throws with zod's reason when the file is not one. */
export function readResultsJson(text: string): EvalResult[] {
  return EvalFileSchema.parse(JSON.parse(text)).results;
}
