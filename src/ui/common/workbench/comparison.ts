// What the comparison derives from its columns, once for the table and the A/B presenter alike: every cell's marks
// (compare-diff.ts), the row where each run first parts from A, each run's figures' change against A, the step labels.
import { compareMarks, type CellMarks } from './compare-diff.ts';
import { columnDeltas, type Delta } from './compare-deltas.ts';
import { firstDifferentRow, type CompareColumn } from './compare-rows.ts';

interface Comparison {
  /** marks[column][row]. */
  marks: CellMarks[][];
  /** The first row where a column parts from A; undefined for A, a run not played, or one that agrees throughout. */
  parts: (number | undefined)[];
  /** A column's figures against A's; undefined for A and where either run has no figures yet. */
  deltas: (Delta[] | undefined)[];
  rowCount: number;
  /** A row's label: the first column's that has the row (a loop's step number, a plan's stage). */
  labels: string[];
}

/** `costOf`: a column's cost in dollars where its run is priced (compare-cost.ts). */
export function comparison(columns: readonly CompareColumn[], costOf: (column: CompareColumn) => number | undefined): Comparison {
  const base = columns[0];
  const rowCount = Math.max(0, ...columns.map((c) => c.rows?.length ?? 0));
  const figures = (c: CompareColumn) => (c.figures ? { ...c.figures, cost: costOf(c) } : undefined);
  const baseFigures = base ? figures(base) : undefined;
  return {
    marks: compareMarks(columns.map((c) => c.rows)),
    parts: columns.map((c, i) => (i > 0 && base?.rows && c.rows ? firstDifferentRow(base.rows, c.rows) : undefined)),
    deltas: columns.map((c, i) => {
      const other = i > 0 ? figures(c) : undefined;
      return baseFigures && other ? columnDeltas(baseFigures, other) : undefined;
    }),
    rowCount,
    labels: Array.from({ length: rowCount }, (_, i) => columns.map((c) => c.rows?.[i]?.label).find((l) => l !== undefined) ?? String(i + 1)),
  };
}
