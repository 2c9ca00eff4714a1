// What a page with runs shows besides its own selected run: the workbench's forks and kept runs, the runs imported
// from trace files, which one the timeline shows, and the link that carries all of it (with the current step).
// The page gives how a recipe plays and how to name one; this turns the student's actions into entries.
import { z } from 'zod';
import type { RunEdit, Trace } from '../../../core/agent/index.ts';
import { runEditSchema, type TraceFile, type TraceRun } from '../../../core/trace-io/index.ts';
import type { RunState } from '../run-store.svelte.ts';
import type { CompareColumn } from './CompareView.svelte';
import type { UiLanguage } from '../../../core/i18n/index.ts';
import { entryTitle } from './entry-title.ts';
import { forkEdits } from './fork-edits.ts';
import { decodeShared, encodeShared, SHARE_PARAM } from './share-link.ts';
import { Workbench, type BenchEntry, type PlayEntry, type Recipe } from './workbench.svelte.ts';

/** The timeline shows the page's own run (`current`), an entry (`k1`…) or an imported run (`i1`…). */
export type ShownId = string;

export interface ImportedRun {
  id: string;
  label: string;
  trace: Trace;
  report?: TraceRun['report'];
}

/** What a link carries besides the page's params. */
const sharedSchema = z.object({
  entries: z
    .array(
      z.object({
        id: z.string().regex(/^k\d+$/),
        parent: z.string().optional(),
        recipe: z.record(z.string(), z.string()),
        edits: z.array(runEditSchema),
      }),
    )
    .max(24),
  shown: z.string(),
  step: z.number().int().min(1).nullable(),
});

export type SharedBench = z.infer<typeof sharedSchema>;

export interface BenchPage<Rec> {
  play: PlayEntry<Rec, RunEdit>;
  traceOf(record: Rec): Trace;
  /** A run's name in its column and in exports: its recipe said briefly (`bucle on Anthropic, repetition off`). */
  titleOf(recipe: Recipe): string;
  lang(): UiLanguage;
}

export class BenchView<Rec> {
  readonly bench: Workbench<Rec, RunEdit>;
  shown: ShownId = $state('current');
  imports: ImportedRun[] = $state([]);
  /** The step a link asked for, applied once the shown run is on screen. */
  pendingStep: number | null = $state(null);
  /** Why the link's own state could not be read (the page's params still apply). */
  linkProblem = $state('');
  #page: BenchPage<Rec>;
  #nextImport = 1;

  constructor(page: BenchPage<Rec>) {
    this.#page = page;
    this.bench = new Workbench(page.play);
  }

  /** Reads the link's bench state, once, when the page opens. */
  restore(params: Recipe): void {
    const text = params[SHARE_PARAM];
    if (text === undefined) return;
    const decoded = decodeShared(text, sharedSchema);
    if (!decoded.ok) {
      this.linkProblem = decoded.detail;
      return;
    }
    this.bench.restore(decoded.value.entries);
    this.shown = decoded.value.shown;
    this.pendingStep = decoded.value.step;
  }

  /** The value of the link's param for what is on screen (`step`: the step-through's position). */
  shared(step: number | null): string {
    const value: SharedBench = { entries: this.bench.shared(), shown: this.shown.startsWith('i') ? 'current' : this.shown, step };
    return encodeShared(value);
  }

  entry(id: ShownId): BenchEntry<RunEdit> | undefined {
    return this.bench.entries.find((e) => e.id === id);
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
    for (const entry of this.bench.entries) {
      const parent = entry.parent === 'current' ? current : this.recordOf(entry.parent);
      this.bench.ensure(entry, parent);
    }
  }

  recordOf(id: string | undefined): Rec | undefined {
    const entry = id === undefined ? undefined : this.entry(id);
    const state = entry ? this.bench.stateOf(entry) : undefined;
    return state?.status === 'done' ? state.value : undefined;
  }

  /** A fork of the shown run with `edit`: the shown run's recipe and edits, the new one on top; the fork is shown. */
  fork(currentRecipe: Recipe, edit: RunEdit): void {
    const parent = this.entry(this.shown);
    const made = this.bench.fork(parent?.id ?? 'current', parent?.recipe ?? currentRecipe, forkEdits(parent?.edits ?? [], edit));
    this.shown = made.id;
  }

  keep(currentRecipe: Recipe): void {
    this.bench.keep(currentRecipe);
  }

  remove(id: ShownId): void {
    this.bench.remove(id);
    this.imports = this.imports.filter((r) => r.id !== id);
    if (this.shown === id) this.shown = 'current';
  }

  /** The file's runs the page can show (the loop's traces), the first of them shown. */
  addImported(file: TraceFile): number {
    const runs = file.runs.flatMap((run): ImportedRun[] =>
      'trace' in run ? [{ id: `i${this.#nextImport++}`, label: run.label, trace: run.trace, ...(run.report ? { report: run.report } : {}) }] : [],
    );
    this.imports = [...this.imports, ...runs];
    if (runs[0]) this.shown = runs[0].id;
    return runs.length;
  }

  titleOf(entry: BenchEntry<RunEdit>): string {
    return entryTitle(entry, this.#page.titleOf(entry.recipe), this.#page.lang());
  }

  /** Runs are compared once there is more than the page's own. */
  get comparing(): boolean {
    return this.bench.entries.length + this.imports.length > 0;
  }

  /** The comparison's columns: the page's own run first, then the entries, then the imported runs. */
  columns(current: { recipe: Recipe; state: RunState<Rec> | undefined }): CompareColumn[] {
    const page = this.#page;
    const column = (id: string, title: string, state: RunState<Rec> | undefined, removable: boolean): CompareColumn => ({
      id,
      title,
      ...(state?.status === 'done' ? { trace: page.traceOf(state.value) } : {}),
      ...(state?.status === 'failed' ? { failure: state.message } : {}),
      shown: this.shown === id,
      onshow: () => (this.shown = id),
      ...(removable ? { onremove: () => this.remove(id) } : {}),
    });
    return [
      column('current', page.titleOf(current.recipe), current.state, false),
      ...this.bench.entries.map((e) => column(e.id, this.titleOf(e), this.bench.stateOf(e), true)),
      ...this.imports.map((r): CompareColumn => ({ id: r.id, title: r.label, trace: r.trace, shown: this.shown === r.id, onshow: () => (this.shown = r.id), onremove: () => this.remove(r.id) })),
    ];
  }
}
