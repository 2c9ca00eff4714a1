// An opened #/eval cell's runs on the run host every page with runs uses (run-host.svelte.ts): the host's own run is
// the cell's run the student showed last (its trace kept in memory, or played again), and its entries are the
// cell's forks (a run, or a fork of it, with an edit, played on the run's own backend and seed and scored by the
// same checker and verifier) and the runs kept for comparison. A fork is an experiment on one run: it never counts
// in pass@1 or pass^k, and it is kept in this tab only (the page holds a host a cell, so closing a cell and opening
// it again finds its forks).
import type { PlanEdit, PlanTrace, RunEdit, Trace } from '../../core/agent/index.ts';
import { resultKey, type EvalResult } from '../../core/eval/index.ts';
import type { UiLanguage } from '../../core/i18n/index.ts';
import { PLAN_KIND, type Fork } from '../../core/run/index.ts';
import { RunStore } from '../common/runs/run-store.svelte.ts';
import { editText } from '../common/trace/kinds/run-kind-uis.ts';
import { RunHost } from '../common/workbench/run-host.svelte.ts';
import type { Recipe, WorkbenchEntry } from '../common/workbench/workbench.svelte.ts';
import { CELL_RUNS_TEXT } from './cell-runs-texts.ts';

export type EvalEdit = RunEdit | PlanEdit;

/** A run of the bench played: its result and trace. */
export interface EvalPlayed {
  result: EvalResult;
  trace: Trace | PlanTrace;
}

/** Plays a fork of a run: the run's result names it; the fork is the edits and the trace they branch from. */
export type PlayFork = (run: EvalResult, fork: Fork<EvalEdit, Trace | PlanTrace>) => Promise<EvalPlayed>;

/** What the page gives every cell's host. */
export interface CellPage {
  playFork: PlayFork;
  /** The run's trace: kept in memory, or played again; undefined when it cannot be (a real model's run after a reload). */
  traceOf(result: EvalResult): Promise<Trace | PlanTrace | undefined>;
  lang(): UiLanguage;
}

export class CellHost {
  readonly view: RunHost<EvalPlayed, EvalEdit>;
  /** The cell's run shown as the host's own: the last one the student showed. */
  run: EvalResult | null = $state.raw(null);
  /** The cell's runs' traces, each got once (a failed one: its trace is not here, asked again at the next Show). */
  readonly #traces = new RunStore<EvalPlayed>();
  /** Not reactive: the runs the recipes name (a recipe is a run's key). */
  readonly #runs: Record<string, EvalResult> = {};
  readonly #page: CellPage;

  constructor(page: CellPage) {
    this.#page = page;
    this.view = new RunHost<EvalPlayed, EvalEdit>({
      play: (recipe, edits, parent) => this.#play(recipe, edits, parent),
      traceOf: (played) => played.trace,
      titleOf: (recipe) => this.#runTitle(recipe),
      entryTitle: (entry) => this.#entryTitle(entry),
      lang: page.lang,
      current: () => ({ recipe: this.#recipe(this.run), state: this.run ? this.#traces.get(resultKey(this.run)) : undefined }),
      currentTitle: () => this.#runTitle(this.#recipe(this.run)),
      // A plan's trace names nobody: the file says which of the bench's backends answered it.
      fileRun: ({ result, trace }, label) => (PLAN_KIND.isTrace(trace) ? { label, planTrace: trace, backend: result.backend } : { label, trace }),
    });
  }

  /** The cell's forks, in the order made (the kept runs are only compared). */
  get forks(): WorkbenchEntry<EvalEdit>[] {
    return this.view.workbench.entries.filter((e) => e.parent !== undefined);
  }

  /** Shows a run of the cell, getting its trace the first time. */
  show(result: EvalResult): void {
    const recipe = this.#recipe(result);
    this.run = result;
    this.view.shown = 'current';
    this.#traces.play(recipe.result ?? '', () => this.#trace(result));
  }

  /** A fork of the run on screen with `edit`, played at once from the trace on screen; the fork is shown. */
  fork = (edit: EvalEdit): void => {
    const parent = this.view.shownRecord;
    if (parent === undefined || this.view.shownImport) return;
    this.view.forkShown(edit);
    const made = this.view.entry(this.view.shown);
    if (made) this.view.workbench.ensure(made, parent);
  };

  /** Keeps the cell's run on screen for comparison (its trace again, not a replay). */
  keep = (): void => {
    if (!this.run) return;
    this.view.workbench.ensure(this.view.workbench.keep(this.#recipe(this.run)));
  };

  /** An entry's run: a kept run's trace, or the fork played on the run's backend from its parent's trace. */
  #play(recipe: Recipe, edits: readonly EvalEdit[], parent: EvalPlayed | undefined): Promise<EvalPlayed> {
    const run = this.#runs[recipe.result ?? ''];
    if (!run) return Promise.reject(new Error(`no run ${recipe.result}`));
    if (edits.length === 0) return this.#trace(run);
    return this.#page.playFork(run, { edits, ...(parent ? { parent: { trace: parent.trace } } : {}) });
  }

  async #trace(result: EvalResult): Promise<EvalPlayed> {
    const trace = await this.#page.traceOf(result);
    if (!trace) throw new Error(CELL_RUNS_TEXT[this.#page.lang()].gone);
    return { result, trace };
  }

  /** A run's recipe, its key; the run is known from then on by it. */
  #recipe(result: EvalResult | null): Recipe {
    if (!result) return {};
    const key = resultKey(result);
    this.#runs[key] = result;
    return { result: key };
  }

  #runTitle(recipe: Recipe): string {
    const run = this.#runs[recipe.result ?? ''];
    return run ? CELL_RUNS_TEXT[this.#page.lang()].runTitle(run.taskId, run.run + 1) : '';
  }

  #entryTitle(entry: WorkbenchEntry<EvalEdit>): string {
    const lang = this.#page.lang();
    const t = CELL_RUNS_TEXT[lang];
    const run = this.#runTitle(entry.recipe);
    if (entry.parent === undefined) return t.kept(run);
    return `${t.forkTitle(entry.id, run)}: ${entry.edits.map((e) => editText(e, lang)).join('; ')}`;
  }
}

/** The page's hosts, one a cell, made when the cell is first opened. */
export class CellHosts {
  readonly #page: CellPage;
  /** Not reactive (a host is made while the page derives which cell is open): a cell's host is the same every time. */
  readonly #cells: Record<string, CellHost> = {};

  constructor(page: CellPage) {
    this.#page = page;
  }

  of(cell: string): CellHost {
    return (this.#cells[cell] ??= new CellHost(this.#page));
  }
}
