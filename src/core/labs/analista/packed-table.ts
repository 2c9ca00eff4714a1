// A table in the form a worker hands to the page: each column one typed array (numbers) or its cells' text run
// together as UTF-8 bytes with the cells' end offsets (text and dates), all buffers transferred rather than copied.
// Structured-cloning a million cells one by one would block the page for a second, and even one string a column
// is copied while the message is read (50 ms at a million rows); bytes arrive at once, and the page decodes a
// column and rebuilds it in slices it can run between frames.
import type { Cell, Column, Table } from './table.ts';

export type PackedColumn =
  /** NaN marks a missing value: no cell is NaN (a CSV number never is; Parquet's NaN is read as missing). */
  | { name: string; type: 'number'; values: Float64Array }
  /** With `text` the decoded `utf8`, cell i is `text.slice(ends[i - 1], ends[i])`, or missing where `missing[i]`
   * is 1. The ends count UTF-16 units: encoding keeps them, as it turns a lone surrogate (which no decoded file
   * holds) into U+FFFD, one unit too. */
  | { name: string; type: 'string' | 'date'; utf8: Uint8Array; ends: Uint32Array; missing: Uint8Array };

export interface PackedTable {
  source: string;
  rowCount: number;
  columns: PackedColumn[];
}

export function packTable(table: Table): { packed: PackedTable; transfer: ArrayBuffer[] } {
  const transfer: ArrayBuffer[] = [];
  const encoder = new TextEncoder();
  const columns = table.columns.map((column): PackedColumn => {
    const n = column.values.length;
    if (column.type === 'number') {
      const values = new Float64Array(n);
      for (let i = 0; i < n; i++) values[i] = (column.values[i] as number | null) ?? NaN;
      transfer.push(values.buffer);
      return { name: column.name, type: 'number', values };
    }
    const ends = new Uint32Array(n);
    const missing = new Uint8Array(n);
    const parts: string[] = [];
    let end = 0;
    for (let i = 0; i < n; i++) {
      const cell = column.values[i] as string | null;
      if (cell === null) missing[i] = 1;
      else {
        parts.push(cell);
        end += cell.length;
      }
      ends[i] = end;
    }
    const utf8 = encoder.encode(parts.join(''));
    transfer.push(utf8.buffer, ends.buffer, missing.buffer);
    return { name: column.name, type: column.type, utf8, ends, missing };
  });
  return { packed: { source: table.source, rowCount: table.rowCount, columns }, transfer };
}

/** Rows rebuilt between two pauses. At a million rows a whole column was one task of over 100 ms on the page's
 * thread, most of it the young-generation collections its new cells cause; a tenth of it stays well under. */
export const UNPACK_SLICE_ROWS = 100_000;

/** Rebuilds `column` `sliceRows` rows a step, pausing between slices (a bare `yield`), after decoding the text
 * of a text column (a step of its own), and returning the column at the end. The caller drives it and decides how
 * to wait between steps (the page yields to its event loop), so core stays free of timers and the DOM. */
export function* unpackColumnInSlices(column: PackedColumn, sliceRows = UNPACK_SLICE_ROWS): Generator<void, Column, void> {
  const rows = column.type === 'number' ? column.values.length : column.ends.length;
  // Pushed rather than preallocated: each slice adds its cells to the end.
  const values: Cell[] = [];
  let text = '';
  if (column.type !== 'number' && rows > 0) {
    text = new TextDecoder().decode(column.utf8);
    yield;
  }
  for (let from = 0; from < rows; from += sliceRows) {
    if (from > 0) yield;
    const to = Math.min(rows, from + sliceRows);
    if (column.type === 'number') {
      for (let i = from; i < to; i++) {
        const v = column.values[i] as number;
        values.push(Number.isNaN(v) ? null : v);
      }
    } else {
      const { ends, missing } = column;
      let start = from === 0 ? 0 : (ends[from - 1] as number);
      for (let i = from; i < to; i++) {
        const end = ends[i] as number;
        values.push(missing[i] === 1 ? null : text.slice(start, end));
        start = end;
      }
    }
  }
  return { name: column.name, type: column.type, values };
}

/** The whole column in one go (where nothing waits on it: Node, tests). */
export function unpackColumn(column: PackedColumn): Column {
  const slices = unpackColumnInSlices(column);
  for (;;) {
    const step = slices.next();
    if (step.done) return step.value;
  }
}
