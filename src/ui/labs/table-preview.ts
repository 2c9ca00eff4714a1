// The first rows of the analyst's table as the page previews them: each column's name and type, then a few rows
// of values as text (a missing value is an empty cell).
import type { Column, ColumnType, Table } from '../../core/labs/index.ts';

export const PREVIEW_ROWS = 5;

/** Column types in the UI's words; the model reads them in Spanish from list_columns. */
export const TYPE_NAMES: Record<ColumnType, { en: string; es: string }> = {
  string: { en: 'text', es: 'texto' },
  number: { en: 'number', es: 'número' },
  date: { en: 'date', es: 'fecha' },
};

export interface TablePreview {
  columns: { name: string; type: ColumnType }[];
  rows: string[][];
}

const cellText = (column: Column, row: number): string => {
  const value = column.values[row];
  return value === null || value === undefined ? '' : String(value);
};

export function previewTable(table: Table, rows = PREVIEW_ROWS): TablePreview {
  const count = Math.min(rows, table.rowCount);
  return {
    columns: table.columns.map((c) => ({ name: c.name, type: c.type })),
    rows: Array.from({ length: count }, (_, row) => table.columns.map((column) => cellText(column, row))),
  };
}
