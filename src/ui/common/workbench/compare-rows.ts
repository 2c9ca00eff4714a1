// A run as the comparison lays it out: one row a step (a plan's stages are its steps), each row the lines that say
// what happened (the calls with their parsed arguments, the results sent back, the answer), the edited ones
// marked; each kind of run lays itself out (trace/kinds/). Two runs part at the first row whose lines differ (every
// changed line is compare-diff.ts's); each row's tokens are shown but not compared, since each API shape writes the
// same calls with its own bytes.
import type { Trace } from '../../../core/agent/index.ts';

export interface CompareLine {
  text: string;
  kind: 'call' | 'result' | 'answer' | 'note';
  edited?: boolean;
  error?: boolean;
}

export interface CompareRow {
  label: string;
  /** null: unknown (the counter could not load). */
  tokens?: number | null;
  lines: CompareLine[];
}

export interface CompareFigures {
  /** Model turns and the tool calls that came back with an error (run/kinds' figures). */
  steps: number;
  errors: number;
  /** Tokens sent in all (a ReAct run's; a plan's are its model's, unknown here); null: unknown (the counter could not load). */
  tokens?: number | null;
  findings: number;
  answer: string | null;
}

/** Which run a column is: the page's own, a kept one, a fork (its number, of the column lettered `of`), one from a file. */
export type ColumnRole = { kind: 'current' } | { kind: 'kept' } | { kind: 'fork'; n: number; of: string } | { kind: 'imported' };

/** A run's column: its letter, name and settings, its rows and figures once played, and what the student can do with it. */
export interface CompareColumn {
  id: string;
  /** A, B, …: the earlier run first (compare-order.ts). */
  letter: string;
  /** Its whole name, as exports and the token chart give it. */
  title: string;
  role: ColumnRole;
  /** Its settings in short words: the page's name for its recipe (scenario and API, guardrails off, limits). */
  settings: string;
  /** A fork's edits, each in a few words. */
  edits: string[];
  /** A ReAct run's trace (the token chart and the exports read it); a plan's column has none. */
  trace?: Trace;
  /** Undefined while the run plays (or when it failed: `failure` says why). */
  rows?: CompareRow[];
  figures?: CompareFigures;
  failure?: string;
  /** Shown beside the title: remove from the comparison. */
  onremove?: () => void;
  /** Shows this run in the timeline (to step through it, or fork it). */
  onshow?: () => void;
  /** This run is the one the timeline shows. */
  shown?: boolean;
}

/** The first row (0-based) where `b` says something other than `a` (or a plan's stage beside a loop's step); undefined when they agree throughout. */
export function firstDifferentRow(a: readonly CompareRow[], b: readonly CompareRow[]): number | undefined {
  const key = (row: CompareRow | undefined) => JSON.stringify(row ? [row.label, row.lines] : null);
  for (let i = 0; i < Math.max(a.length, b.length); i++) if (key(a[i]) !== key(b[i])) return i;
  return undefined;
}
