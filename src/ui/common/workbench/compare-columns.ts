// The comparison's columns, the earlier run first (compare-order.ts: kept runs, the page's own run, each fork after
// the run it forks, imported runs last), each lettered and headed with its settings and a fork's edits: what the run
// host shows side by side, read from its entries, its imported runs and the page's own run.
import type { UiLanguage } from '../../../core/i18n/index.ts';
import type { Trace } from '../../../core/agent/index.ts';
import type { AnyEdit, AnyTrace } from '../../../core/run/index.ts';
import type { TraceRun } from '../../../core/trace-io/index.ts';
import type { RunState } from '../runs/run-store.svelte.ts';
import { editText, uiOf } from '../trace/kinds/run-kind-uis.ts';
import { columnLetter, columnOrder } from './compare-order.ts';
import type { ColumnRole, CompareColumn } from './compare-rows.ts';
import type { Recipe, WorkbenchEntry } from './workbench-entry.ts';

/** A run shown from a file: its trace as the file has it. */
export interface ImportedRun {
  id: string;
  label: string;
  trace: Trace;
  report?: TraceRun['report'];
}

/** What the columns are built from: the host's runs and how the page names them. */
export interface ColumnSource<Rec, E extends AnyEdit> {
  entries: readonly WorkbenchEntry<E>[];
  imports: readonly ImportedRun[];
  shown: string;
  own: { recipe: Recipe; state: RunState<Rec> | undefined };
  stateOf(entry: WorkbenchEntry<E>): RunState<Rec> | undefined;
  traceOf(record: Rec): AnyTrace;
  recipeTitle(recipe: Recipe): string;
  entryTitle(entry: WorkbenchEntry<E>): string;
  lang: UiLanguage;
  /** Shows the run of column `id`. */
  show(id: string): void;
  remove(id: string): void;
}

export function compareColumns<Rec, E extends AnyEdit>(source: ColumnSource<Rec, E>): CompareColumn[] {
  const { lang } = source;
  const order = columnOrder(source.entries, source.imports.map((r) => r.id));
  const letter = (id: string | undefined) => columnLetter(order.indexOf(id ?? ''));
  const common = (id: string) => ({ id, letter: letter(id), shown: source.shown === id, onshow: () => source.show(id) });
  const played = (state: RunState<Rec> | undefined) => {
    if (state?.status === 'failed') return { failure: state.message };
    if (state?.status !== 'done') return {};
    const trace = source.traceOf(state.value);
    return uiOf(trace).column(trace, lang);
  };
  const columnOf = (id: string): CompareColumn | undefined => {
    if (id === 'current') {
      const title = source.recipeTitle(source.own.recipe);
      return { ...common(id), title, role: { kind: 'current' }, settings: title, edits: [], ...played(source.own.state) };
    }
    const entry = source.entries.find((e) => e.id === id);
    if (entry) {
      const role: ColumnRole = entry.parent === undefined ? { kind: 'kept' } : { kind: 'fork', n: Number(entry.id.slice(1)), of: letter(entry.parent) };
      const edits = entry.edits.map((e) => editText(e, lang));
      const settings = source.recipeTitle(entry.recipe);
      return { ...common(id), title: source.entryTitle(entry), role, settings, edits, ...played(source.stateOf(entry)), onremove: () => source.remove(id) };
    }
    const run = source.imports.find((r) => r.id === id);
    if (!run) return undefined;
    return { ...common(id), title: run.label, role: { kind: 'imported' }, settings: run.label, edits: [], ...uiOf(run.trace).column(run.trace, lang), onremove: () => source.remove(id) };
  };
  return order.flatMap((id) => columnOf(id) ?? []);
}
