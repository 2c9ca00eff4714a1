// The one holder of a page's runs: the page's own run (played here under its key, shown as `current`), the runs kept
// for comparison and the forks (entries: a recipe and edits, played the way the page plays its own run), the runs
// imported from trace files, which of them the timeline shows, and the link that carries it all with the current
// step. The page says how a recipe plays and how a run is named; which run is shown, its state, record and trace,
// the comparison's columns, a fork of the shown run, the runs a file carries, Keep's answer and the presenter views
// are the same on every page.
import { untrack } from 'svelte';
import type { PlanEdit, RunEdit } from '../../../core/agent/index.ts';
import type { UiLanguage } from '../../../core/i18n/index.ts';
import { forkEdits, type AnyTrace } from '../../../core/run/index.ts';
import { REACT_FILE_RUN, type TraceFile, type TraceFileRun } from '../../../core/trace-io/index.ts';
import { formatHash } from '../route-hash.ts';
import { RunStore, type RunState } from '../runs/run-store.svelte.ts';
import { isPresenterKey } from '../trace/presenter-key.ts';
import { editText } from '../trace/kinds/run-kind-uis.ts';
import { compareColumns, type ImportedRun } from './compare-columns.ts';
import { isComparePresenterKey } from './compare-key.ts';
import type { CompareColumn } from './compare-rows.ts';
import { entryTitle } from './entry-title.ts';
import { decodeHost, encodeHost } from './host-link.ts';
import { SHARE_PARAM } from './share-link.ts';
import { entryKey, withoutShared, type KeptNote, type PlayEntry, type Recipe, type WorkbenchEntry } from './workbench-entry.ts';

/** The timeline shows the page's own run (`current`), an entry (`k1`…) or an imported run (`i1`…). */
export type ShownId = string;

/** Where Keep put the run: its column's letter, and whether it was kept already (nothing added then). */
export interface KeptAs {
  letter: string;
  again: boolean;
}

export interface HostPage<Rec, E> {
  /** Plays an entry: a kept run's recipe, or a fork's with its edits. */
  play: PlayEntry<Rec, E>;
  /** The run's trace, of either kind: its kind lays out its column, names its forks' edits and says what a fork keeps. */
  traceOf(record: Rec): AnyTrace;
  /** A run's name in its column and in exports: its recipe said briefly (`bucle on Anthropic, repetition off`). */
  titleOf(recipe: Recipe): string;
  /** An entry's name where the page names its own (the eval names a fork after the cell's run it forks). */
  entryTitle?(entry: WorkbenchEntry<E>): string;
  lang(): UiLanguage;
  /** The recipe the page's own run was played from: a fork of it starts there, Keep keeps it. */
  ownRecipe(): Recipe;
  /** Which of the host's runs is the page's own (#/apis: the selected one, whatever its table played after); else the one played last. */
  ownKey?(): string | undefined;
  /** The page's own run's name in a file (an entry's is its title). */
  currentTitle(): string;
  /** A record as a trace file carries it, under `label`. */
  fileRun(record: Rec, label: string): TraceFileRun;
}

export class RunHost<Rec, E extends RunEdit | PlanEdit = RunEdit> {
  /** Kept runs and forks, in the order made. */
  entries: WorkbenchEntry<E>[] = $state([]);
  lastKept: KeptNote | null = $state(null);
  shown: ShownId = $state('current');
  imports: ImportedRun[] = $state([]);
  /** The step a link asked for, applied once the shown run is on screen. */
  pendingStep: number | null = $state(null);
  /** Why the link's own state could not be read (the page's params still apply). */
  linkProblem = $state('');
  /** The presenter view is open. */
  presenting = $state(false);
  /** The A/B presenter view (two compared runs side by side) is open. */
  presentingAB = $state(false);
  /** The page's runs by key, its own among them (#/apis's table and chart runs too). */
  readonly runs: RunStore<Rec>;
  /** The entries' runs, by entry key: each played once (the simulators and the scripted plans are deterministic). */
  readonly #entryRuns = new RunStore<Rec>();
  readonly #page: HostPage<Rec, E>;
  #nextEntry = 1;
  #nextImport = 1;

  /** `limit`: the most of the page's own runs going at once (run-store.svelte.ts). */
  constructor(page: HostPage<Rec, E>, options: { limit?: number } = {}) {
    this.#page = page;
    this.runs = new RunStore<Rec>(options);
  }

  /** The page's own run: undefined before any. */
  get own(): RunState<Rec> | undefined {
    const key = this.#page.ownKey ? this.#page.ownKey() : this.runs.latest;
    return key === undefined ? undefined : this.runs.get(key);
  }

  /** The page's own run's record, once done. */
  get ownRecord(): Rec | undefined {
    const own = this.own;
    return own?.status === 'done' ? own.value : undefined;
  }

  /** Plays the page's own run from a recipe, the way an entry without edits plays (the eval's cell shows its runs so), keyed by the recipe. */
  playRecipe(recipe: Recipe): void {
    this.runs.play(JSON.stringify(recipe), () => this.#page.play(recipe, [], undefined));
  }

  readonly shownEntry: WorkbenchEntry<E> | undefined = $derived(this.entry(this.shown));
  readonly shownImport: ImportedRun | undefined = $derived(this.importedRun(this.shown));
  /** The shown run's state: an entry's, or the page's own (an imported run has none). */
  readonly shownState: RunState<Rec> | undefined = $derived(this.shownImport ? undefined : this.shownEntry ? this.stateOf(this.shownEntry) : this.own);
  readonly shownRecord: Rec | undefined = $derived(this.shownState?.status === 'done' ? this.shownState.value : undefined);
  /** The trace on screen, of either kind (the presenter view shows it). */
  readonly shownTrace: AnyTrace | undefined = $derived(this.#traceOnScreen());
  /** The comparison's columns (compare-columns.ts). */
  readonly compareColumns: CompareColumn[] = $derived(this.#columns());

  /** Runs are compared once there is more than the page's own. */
  get comparing(): boolean {
    return this.entries.length + this.imports.length > 0;
  }

  /** The shown run's name: an imported run's label, an entry's title, or what the page calls its own run. */
  get shownTitle(): string {
    return this.shownImport ? this.shownImport.label : this.shownEntry ? this.titleOf(this.shownEntry) : this.#page.currentTitle();
  }

  entry(id: ShownId): WorkbenchEntry<E> | undefined {
    return this.entries.find((e) => e.id === id);
  }

  importedRun(id: ShownId): ImportedRun | undefined {
    return this.imports.find((r) => r.id === id);
  }

  /** Plays an entry's run unless it is shown or going (call it from an effect). */
  ensure(entry: WorkbenchEntry<E>, parent?: Rec): void {
    this.#entryRuns.play(entryKey(entry), () => this.#page.play(entry.recipe, entry.edits, parent));
  }

  /** An entry's run; undefined until `ensure` played it. */
  stateOf(entry: WorkbenchEntry<E>): RunState<Rec> | undefined {
    return this.#entryRuns.get(entryKey(entry));
  }

  /**
   * Plays every entry not yet played (call from an effect); a fork gets its parent's record (`current`: the one the
   * page gives) when it has one, so a local model replays the steps before the fork instead of generating them again.
   */
  ensureAll(current?: Rec): void {
    for (const entry of this.entries) this.ensure(entry, entry.parent === 'current' ? current : this.#recordOf(entry.parent));
  }

  /** Keeps a run for comparison (the page's own, under its recipe); a run kept already is not kept twice. */
  keep(recipe: Recipe, edits: readonly E[] = []): WorkbenchEntry<E> {
    const wanted = { recipe: withoutShared(recipe), edits: [...edits] };
    const known = this.entries.find((e) => e.parent === undefined && entryKey(e) === entryKey(wanted));
    const kept = known ?? this.#add(wanted);
    this.lastKept = { id: kept.id, again: known !== undefined };
    return kept;
  }

  /** A fork of the shown run with `edit`: the shown run's recipe (`ownRecipe` for the page's own) and edits, the new one on top; the fork is shown. */
  fork(ownRecipe: Recipe, edit: E): void {
    const parent = this.entry(this.shown);
    const made = this.#add({ parent: parent?.id ?? 'current', recipe: withoutShared(parent?.recipe ?? ownRecipe), edits: forkEdits(parent?.edits ?? [], edit) });
    this.shown = made.id;
  }

  /** A fork of the shown run (the page's own, from its recipe). */
  forkShown = (edit: E): void => this.fork(this.#page.ownRecipe(), edit);

  remove(id: ShownId): void {
    this.entries = this.entries.filter((e) => e.id !== id);
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
    const lang = this.#page.lang();
    return this.#page.entryTitle?.(entry) ?? entryTitle(entry, this.#page.titleOf(entry.recipe), lang, (e) => editText(e, lang));
  }

  /** Reads the link's entries, shown run and step, once, when the page opens. */
  restore(params: Recipe): void {
    const text = params[SHARE_PARAM];
    if (text === undefined) return;
    const decoded = decodeHost(text);
    if (!decoded.ok) {
      this.linkProblem = decoded.detail;
      return;
    }
    // The schema admits both kinds of edit; a page plays only its own kind.
    this.entries = (decoded.value.entries as WorkbenchEntry<E>[]).map((e) => ({ ...e, edits: [...e.edits] }));
    this.#nextEntry = 1 + Math.max(0, ...this.entries.map((e) => Number(e.id.slice(1)) || 0));
    this.shown = decoded.value.shown;
    this.pendingStep = decoded.value.step;
  }

  /** The value of the link's param for what is on screen (`step`: the step-through's position); an imported run stays out. */
  shared(step: number | null): string {
    const entries = this.entries.map((e) => ({ ...e, edits: [...e.edits] }));
    return encodeHost({ entries, shown: this.shown.startsWith('i') ? 'current' : this.shown, step });
  }

  /** The link to the page as it is now: its params, and the host's entries with the step-through's position. */
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

  /**
   * The runs a file carries: the shown one first, then the other compared runs with a trace. A run shown while its
   * counts come goes as it ended: the export fills its counts in (counted-runs.ts), as the run itself is about to.
   */
  fileRuns(): TraceFileRun[] {
    const imported = this.shownImport;
    const record = this.shownRecord ?? (this.shownState?.status === 'counting' ? this.shownState.value : undefined);
    const shown: TraceFileRun[] = imported
      ? [{ label: imported.label, trace: imported.trace, ...(imported.report ? { report: imported.report } : {}) }]
      : record !== undefined
        ? [this.#page.fileRun(record, this.shownTitle)]
        : [];
    const compared = this.compareColumns.flatMap((c) => (c.id !== this.shown && c.trace ? [{ label: c.title, trace: c.trace }] : []));
    return [...shown, ...compared];
  }

  /** Plays the page's Keep (`keep`) and says where the run went; null where the page kept nothing. */
  keepAndSay(keep: () => void): KeptAs | null {
    this.lastKept = null;
    keep();
    // Set by `keep` (a call TypeScript does not see into).
    const kept = this.lastKept as KeptNote | null;
    const column = kept ? this.compareColumns.find((c) => c.id === kept.id) : undefined;
    return kept && column ? { letter: column.letter, again: kept.again } : null;
  }

  /** B opens and closes the A/B presenter view while runs are compared. */
  comparePresenterKey = (event: KeyboardEvent): void => {
    if (isComparePresenterKey(event) && this.comparing) this.presentingAB = !this.presentingAB;
  };

  /** P opens and closes the presenter view while a trace is on screen. */
  presenterKey = (event: KeyboardEvent): void => {
    if (isPresenterKey(event) && this.shownTrace) this.presenting = !this.presenting;
  };

  #traceOnScreen(): AnyTrace | undefined {
    return this.shownImport ? this.shownImport.trace : this.shownRecord !== undefined ? this.#page.traceOf(this.shownRecord) : undefined;
  }

  #columns(): CompareColumn[] {
    const page = this.#page;
    return compareColumns({
      entries: this.entries,
      imports: this.imports,
      shown: this.shown,
      own: { recipe: page.ownRecipe(), state: this.own },
      stateOf: (entry) => this.stateOf(entry),
      traceOf: (record) => page.traceOf(record),
      recipeTitle: (recipe) => page.titleOf(recipe),
      entryTitle: (entry) => this.titleOf(entry),
      lang: page.lang(),
      show: (id) => (this.shown = id),
      remove: (id) => this.remove(id),
    });
  }

  #recordOf(id: string | undefined): Rec | undefined {
    const entry = id === undefined ? undefined : this.entry(id);
    const state = entry ? this.stateOf(entry) : undefined;
    return state?.status === 'done' ? state.value : undefined;
  }

  #add(entry: Omit<WorkbenchEntry<E>, 'id'>): WorkbenchEntry<E> {
    const made = { id: `k${this.#nextEntry++}`, ...entry };
    this.entries = [...this.entries, made];
    return made;
  }
}
