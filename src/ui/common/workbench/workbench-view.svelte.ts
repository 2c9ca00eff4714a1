// What a page with runs shows besides its own selected run: the workbench's forks and kept runs, the runs imported
// from trace files, which one the timeline shows, and the link that carries all of it (with the current step).
// The page gives how a recipe plays and how to name one; this turns the student's actions into entries.
import { untrack } from 'svelte';
import { z } from 'zod';
import type { PlanEdit, RunEdit, Trace } from '../../../core/agent/index.ts';
import { anyEditSchema, forkEdits, type AnyTrace } from '../../../core/run/index.ts';
import { REACT_FILE_RUN, type TraceFile, type TraceRun } from '../../../core/trace-io/index.ts';
import type { RunState } from '../runs/run-store.svelte.ts';
import type { UiLanguage } from '../../../core/i18n/index.ts';
import { editText, uiOf } from '../trace/kinds/run-kind-uis.ts';
import { entryTitle } from './entry-title.ts';
import { columnLetter, columnOrder } from './compare-order.ts';
import type { ColumnRole, CompareColumn } from './compare-rows.ts';
import { formatHash } from '../route-hash.ts';
import { decodeShared, encodeShared, SHARE_PARAM } from './share-link.ts';
import { Workbench, type WorkbenchEntry, type PlayEntry, type Recipe } from './workbench.svelte.ts';

/** The timeline shows the page's own run (`current`), an entry (`k1`…) or an imported run (`i1`…). */
export type ShownId = string;

export interface ImportedRun {
  id: string;
  label: string;
  trace: Trace;
  report?: TraceRun['report'];
}

/** What a link carries besides the page's params (built when a link has some: a page opens without). */
const sharedSchema = z.lazy(() =>
  z.object({
    entries: z
      .array(
        z.object({
          id: z.string().regex(/^k\d+$/),
          parent: z.string().optional(),
          recipe: z.record(z.string(), z.string()),
          edits: z.array(anyEditSchema),
        }),
      )
      .max(24),
    shown: z.string(),
    step: z.number().int().min(1).nullable(),
  }),
);

export type SharedWorkbench = z.infer<typeof sharedSchema>;

export interface WorkbenchPage<Rec, E> {
  play: PlayEntry<Rec, E>;
  /** The run's trace, of either kind: its kind lays out its column, names its forks' edits and says what a fork keeps. */
  traceOf(record: Rec): AnyTrace;
  /** A run's name in its column and in exports: its recipe said briefly (`bucle on Anthropic, repetition off`). */
  titleOf(recipe: Recipe): string;
  /** An entry's name where the page names its own (the eval names a fork after the cell's run it forks). */
  entryTitle?(entry: WorkbenchEntry<E>): string;
  lang(): UiLanguage;
}

export class WorkbenchView<Rec, E extends RunEdit | PlanEdit = RunEdit, P extends WorkbenchPage<Rec, E> = WorkbenchPage<Rec, E>> {
  readonly workbench: Workbench<Rec, E>;
  shown: ShownId = $state('current');
  imports: ImportedRun[] = $state([]);
  /** The step a link asked for, applied once the shown run is on screen. */
  pendingStep: number | null = $state(null);
  /** Why the link's own state could not be read (the page's params still apply). */
  linkProblem = $state('');
  /** What the page says of its runs (a subclass reads it in its own fields, which are set after this one). */
  protected readonly page: P;
  #nextImport = 1;

  constructor(page: P) {
    this.page = page;
    this.workbench = new Workbench(page.play);
  }

  /** Reads the link's workbench state, once, when the page opens. */
  restore(params: Recipe): void {
    const text = params[SHARE_PARAM];
    if (text === undefined) return;
    const decoded = decodeShared(text, sharedSchema);
    if (!decoded.ok) {
      this.linkProblem = decoded.detail;
      return;
    }
    // The schema admits both kinds of edit; a page plays only its own kind.
    this.workbench.restore(decoded.value.entries as WorkbenchEntry<E>[]);
    this.shown = decoded.value.shown;
    this.pendingStep = decoded.value.step;
  }

  /** The link to the page as it is now: its params, and the workbench with the step-through's position. */
  link(path: string, params: Recipe, step: number | null): string {
    return `${location.href.split('#')[0]}${formatHash(path, { ...params, [SHARE_PARAM]: this.shared(step) })}`;
  }

  /** Moves `stepper` to the step a link asked for, once (call from an effect, when the shown run is on screen). */
  applyPendingStep(stepper: { readonly count: number; shown: number | null }): void {
    const step = this.pendingStep;
    if (step === null || stepper.count === 0) return;
    untrack(() => {
      stepper.shown = Math.min(step, stepper.count);
      this.pendingStep = null;
    });
  }

  /** The compared runs the trace file carries after the shown one: every column with a trace but the shown run's. */
  comparedRuns(columns: readonly CompareColumn[]): TraceRun[] {
    return columns.flatMap((c) => (c.id !== this.shown && c.trace ? [{ label: c.title, trace: c.trace }] : []));
  }

  /** The value of the link's param for what is on screen (`step`: the step-through's position). */
  shared(step: number | null): string {
    const value: SharedWorkbench = { entries: this.workbench.shared(), shown: this.shown.startsWith('i') ? 'current' : this.shown, step };
    return encodeShared(value);
  }

  entry(id: ShownId): WorkbenchEntry<E> | undefined {
    return this.workbench.entries.find((e) => e.id === id);
  }

  importedRun(id: ShownId): ImportedRun | undefined {
    return this.imports.find((r) => r.id === id);
  }

  /**
   * Plays every entry not yet played (call from an effect); a fork gets its parent's record (the page's own,
   * `current`, for a fork of it) when it has one, so a local model replays the steps before the fork instead of
   * generating them again.
   */
  ensureAll(current?: Rec): void {
    for (const entry of this.workbench.entries) {
      const parent = entry.parent === 'current' ? current : this.recordOf(entry.parent);
      this.workbench.ensure(entry, parent);
    }
  }

  recordOf(id: string | undefined): Rec | undefined {
    const entry = id === undefined ? undefined : this.entry(id);
    const state = entry ? this.workbench.stateOf(entry) : undefined;
    return state?.status === 'done' ? state.value : undefined;
  }

  /** A fork of the shown run with `edit`: the shown run's recipe and edits, the new one on top; the fork is shown. */
  fork(currentRecipe: Recipe, edit: E): void {
    const parent = this.entry(this.shown);
    const made = this.workbench.fork(parent?.id ?? 'current', parent?.recipe ?? currentRecipe, forkEdits(parent?.edits ?? [], edit));
    this.shown = made.id;
  }

  keep(currentRecipe: Recipe): void {
    this.workbench.keep(currentRecipe);
  }

  remove(id: ShownId): void {
    this.workbench.remove(id);
    this.imports = this.imports.filter((r) => r.id !== id);
    if (this.shown === id) this.shown = 'current';
  }

  /** The file's runs the page can show (the loop's traces), the first of them shown. */
  addImported(file: TraceFile): number {
    const runs = file.runs.flatMap((run): ImportedRun[] =>
      REACT_FILE_RUN.isFileRun(run) ? [{ id: `i${this.#nextImport++}`, label: run.label, trace: run.trace, ...(run.report ? { report: run.report } : {}) }] : [],
    );
    this.imports = [...this.imports, ...runs];
    if (runs[0]) this.shown = runs[0].id;
    return runs.length;
  }

  titleOf(entry: WorkbenchEntry<E>): string {
    const lang = this.page.lang();
    return this.page.entryTitle?.(entry) ?? entryTitle(entry, this.page.titleOf(entry.recipe), lang, (e) => editText(e, lang));
  }

  /** Runs are compared once there is more than the page's own. */
  get comparing(): boolean {
    return this.workbench.entries.length + this.imports.length > 0;
  }

  /**
   * The comparison's columns, the earlier run first (compare-order.ts: kept runs, the page's own run, each fork after
   * the run it forks, imported runs last), each lettered and headed with its settings and a fork's edits.
   */
  columns(current: { recipe: Recipe; state: RunState<Rec> | undefined }): CompareColumn[] {
    const page = this.page;
    const lang = page.lang();
    const order = columnOrder(this.workbench.entries, this.imports.map((r) => r.id));
    const letter = (id: string | undefined) => columnLetter(order.indexOf(id ?? ''));
    const common = (id: string) => ({ id, letter: letter(id), shown: this.shown === id, onshow: () => (this.shown = id) });
    const played = (state: RunState<Rec> | undefined) => {
      if (state?.status === 'failed') return { failure: state.message };
      if (state?.status !== 'done') return {};
      const trace = page.traceOf(state.value);
      return uiOf(trace).column(trace, lang);
    };
    const columnOf = (id: string): CompareColumn | undefined => {
      if (id === 'current') return { ...common(id), title: page.titleOf(current.recipe), role: { kind: 'current' }, settings: page.titleOf(current.recipe), edits: [], ...played(current.state) };
      const entry = this.entry(id);
      if (entry) {
        const role: ColumnRole = entry.parent === undefined ? { kind: 'kept' } : { kind: 'fork', n: Number(entry.id.slice(1)), of: letter(entry.parent) };
        const edits = entry.edits.map((e) => editText(e, lang));
        return { ...common(id), title: this.titleOf(entry), role, settings: page.titleOf(entry.recipe), edits, ...played(this.workbench.stateOf(entry)), onremove: () => this.remove(id) };
      }
      const run = this.importedRun(id);
      if (!run) return undefined;
      return { ...common(id), title: run.label, role: { kind: 'imported' }, settings: run.label, edits: [], ...uiOf(run.trace).column(run.trace, lang), onremove: () => this.remove(id) };
    };
    return order.flatMap((id) => columnOf(id) ?? []);
  }
}
