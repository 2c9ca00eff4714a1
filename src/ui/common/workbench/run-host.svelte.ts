// What every page with runs derived for itself from its workbench, in one place: which run is shown (the page's own,
// an entry of the workbench or an imported one) and its state, record and trace; the comparison's columns; a fork
// of the shown run and its name; the runs a file carries; Keep's answer (the kept run's letter); the presenter views
// (the shown run's, and runs A and B side by side). The page says what its own run is (`current`) and
// how one of its records goes into a trace file; the rest is the same on every page.
import type { PlanEdit, RunEdit } from '../../../core/agent/index.ts';
import type { AnyTrace } from '../../../core/run/index.ts';
import type { TraceFileRun } from '../../../core/trace-io/index.ts';
import type { RunState } from '../runs/run-store.svelte.ts';
import { isPresenterKey } from '../trace/presenter-key.ts';
import { isComparePresenterKey } from './compare-key.ts';
import { WorkbenchView, type WorkbenchPage, type ImportedRun } from './workbench-view.svelte.ts';
import type { CompareColumn } from './compare-rows.ts';
import type { KeptNote, WorkbenchEntry, Recipe } from './workbench.svelte.ts';

/** Where Keep put the run: its column's letter, and whether it was kept already (nothing added then). */
export interface KeptAs {
  letter: string;
  again: boolean;
}

export interface HostPage<Rec, E> extends WorkbenchPage<Rec, E> {
  /** The page's own run: the recipe it was played from, and its state (undefined before any). */
  current(): { recipe: Recipe; state: RunState<Rec> | undefined };
  /** A record as a trace file carries it, under `label`. */
  fileRun(record: Rec, label: string): TraceFileRun;
  /** The page's own run's name in a file (an entry's is its title). */
  currentTitle(): string;
}

export class RunHost<Rec, E extends RunEdit | PlanEdit = RunEdit> extends WorkbenchView<Rec, E, HostPage<Rec, E>> {
  /** The presenter view is open. */
  presenting = $state(false);
  /** The A/B presenter view (two compared runs side by side) is open. */
  presentingAB = $state(false);

  readonly shownEntry: WorkbenchEntry<E> | undefined = $derived(this.entry(this.shown));
  readonly shownImport: ImportedRun | undefined = $derived(this.importedRun(this.shown));
  /** The shown run's state: an entry's, or the page's own (an imported run has none). */
  readonly shownState: RunState<Rec> | undefined = $derived(
    this.shownImport ? undefined : this.shownEntry ? this.workbench.stateOf(this.shownEntry) : this.page.current().state,
  );
  readonly shownRecord: Rec | undefined = $derived(this.shownState?.status === 'done' ? this.shownState.value : undefined);
  /** The trace on screen, of either kind (the presenter view shows it). */
  readonly shownTrace: AnyTrace | undefined = $derived(
    this.shownImport ? this.shownImport.trace : this.shownRecord !== undefined ? this.page.traceOf(this.shownRecord) : undefined,
  );
  readonly compareColumns: CompareColumn[] = $derived(this.columns(this.page.current()));

  /** The shown run's name: an imported run's label, an entry's title, or what the page calls its own run. */
  get shownTitle(): string {
    return this.shownImport ? this.shownImport.label : this.shownEntry ? this.titleOf(this.shownEntry) : this.page.currentTitle();
  }

  /** A fork of the shown run (the page's own, from its recipe). */
  forkShown = (edit: E): void => this.fork(this.page.current().recipe, edit);

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
        ? [this.page.fileRun(record, this.shownTitle)]
        : [];
    return [...shown, ...this.comparedRuns(this.compareColumns)];
  }

  /** Plays the page's Keep (`keep`) and says where the run went; null where the page kept nothing. */
  keepAndSay(keep: () => void): KeptAs | null {
    this.workbench.lastKept = null;
    keep();
    // Set by `keep` (a call TypeScript does not see into).
    const kept = this.workbench.lastKept as KeptNote | null;
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
}
