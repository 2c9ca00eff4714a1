// Every value that changed between compared runs, not only where they first part: each line of a row (a call with
// its arguments, a result, a note, the answer) is marked where the other run's same row has no equal line, in both
// runs. A column is read against the first (A); the first against every other, so A's side of each change is marked too.
import type { CompareRow } from './compare-rows.ts';

/** One cell's marks: which of its lines changed, and whether the cell differs at all (a row only one run has counts). */
export interface CellMarks {
  lines: boolean[];
  changed: boolean;
}

const lineKey = (line: CompareRow['lines'][number]) => `${line.kind}\n${line.text}`;

/**
 * Which lines of `row` have no equal line (same kind and text) in `other`, each of `other`'s lines matching once; a
 * row beside another kind of row (a plan's stage beside a loop's step), or beside none, is changed throughout.
 */
function changedLines(row: CompareRow, other: CompareRow | undefined): boolean[] {
  if (other === undefined || other.label !== row.label) return row.lines.map(() => true);
  const left = new Map<string, number>();
  for (const line of other.lines) left.set(lineKey(line), (left.get(lineKey(line)) ?? 0) + 1);
  return row.lines.map((line) => {
    const n = left.get(lineKey(line)) ?? 0;
    if (n > 0) left.set(lineKey(line), n - 1);
    return n === 0;
  });
}

function cellAgainst(row: CompareRow | undefined, other: CompareRow | undefined): CellMarks {
  if (row === undefined) return { lines: [], changed: other !== undefined };
  const lines = changedLines(row, other);
  return { lines, changed: other === undefined || lines.some(Boolean) || changedLines(other, row).some(Boolean) };
}

/**
 * The marks of every cell, `marks[column][row]`, for columns' rows (undefined: not played yet, nothing marked): each
 * column against the first, and the first against every other played one (a line of A is marked if any run changed it).
 */
export function compareMarks(columns: readonly (readonly CompareRow[] | undefined)[]): CellMarks[][] {
  if (columns.length === 0) return [];
  const [base, ...others] = columns;
  const count = Math.max(0, ...columns.map((rows) => rows?.length ?? 0));
  const rowsOf = (rows: readonly CompareRow[] | undefined): CellMarks[] =>
    Array.from({ length: count }, (_, i) => (rows && base ? cellAgainst(rows[i], base[i]) : { lines: (rows?.[i]?.lines ?? []).map(() => false), changed: false }));
  const played = others.filter((rows): rows is readonly CompareRow[] => rows !== undefined);
  const baseMarks = Array.from({ length: count }, (_, i): CellMarks => {
    const row = base?.[i];
    const against = played.map((rows) => cellAgainst(row, rows[i]));
    return { lines: (row?.lines ?? []).map((_, l) => against.some((m) => m.lines[l] === true)), changed: against.some((m) => m.changed) };
  });
  return [baseMarks, ...others.map(rowsOf)];
}
