// An opened #/eval cell's runs on the run host every page with runs uses (run-host.svelte.ts): the host's own run is
// the cell's run the student showed last (its trace kept in memory, or played again), and its entries are the
// cell's forks (a run, or a fork of it, with an edit, played on the run's own backend and seed and scored by the
// same checker and verifier) and the runs kept for comparison. A fork is an experiment on one run: it never counts
// in pass@1 or pass^k, and it is kept in this tab only (the page holds a host a cell, so closing a cell and opening
// it again finds its forks). A recipe names its run whole (`result`: the result as JSON), so the host plays and names
// it from the recipe alone.
import type { PlanEdit, PlanTrace, RunEdit, Trace } from '../../core/agent/index.ts';
import type { EvalResult } from '../../core/eval/index.ts';
import type { UiLanguage } from '../../core/i18n/index.ts';
import { PLAN_KIND, type Fork } from '../../core/run/index.ts';
import { editText } from '../common/trace/kinds/run-kind-uis.ts';
import { RunHost } from '../common/workbench/run-host.svelte.ts';
import type { Recipe, WorkbenchEntry } from '../common/workbench/workbench-entry.ts';
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

export type CellHost = RunHost<EvalPlayed, EvalEdit>;

const recipeOf = (result: EvalResult): Recipe => ({ result: JSON.stringify(result) });
const resultOf = (recipe: Recipe): EvalResult | undefined => (recipe.result === undefined ? undefined : (JSON.parse(recipe.result) as EvalResult));

/** A cell's host: its own run is the one shown last (`showRun`), its entries the forks and kept runs. */
export function cellHost(page: CellPage): CellHost {
  const t = () => CELL_RUNS_TEXT[page.lang()];
  const runTitle = (recipe: Recipe) => {
    const run = resultOf(recipe);
    return run ? t().runTitle(run.taskId, run.run + 1) : '';
  };
  const host: CellHost = new RunHost<EvalPlayed, EvalEdit>({
    // A kept run is its trace again; a fork is played on the run's backend from its parent's trace.
    play: async (recipe, edits, parent) => {
      const run = resultOf(recipe);
      if (!run) throw new Error('no run');
      if (edits.length > 0) return page.playFork(run, { edits, ...(parent ? { parent: { trace: parent.trace } } : {}) });
      const trace = await page.traceOf(run);
      if (!trace) throw new Error(t().gone);
      return { result: run, trace };
    },
    traceOf: (played) => played.trace,
    titleOf: runTitle,
    entryTitle: (entry) => {
      const lang = page.lang();
      const run = runTitle(entry.recipe);
      if (entry.parent === undefined) return t().kept(run);
      return `${t().forkTitle(entry.id, run)}: ${entry.edits.map((e) => editText(e, lang)).join('; ')}`;
    },
    lang: page.lang,
    ownRecipe: () => ownRecipe(host),
    currentTitle: () => runTitle(ownRecipe(host)),
    // A plan's trace names nobody: the file says which of the bench's backends answered it.
    fileRun: ({ result, trace }, label) => (PLAN_KIND.isTrace(trace) ? { label, planTrace: trace, backend: result.backend } : { label, trace }),
  });
  return host;
}

/** The recipe of the cell's run shown last (its key in the host's runs). */
const ownRecipe = (host: CellHost): Recipe => (host.runs.latest === undefined ? {} : (JSON.parse(host.runs.latest) as Recipe));

/** The cell's run shown last; null before any. */
export const shownRun = (host: CellHost): EvalResult | null => resultOf(ownRecipe(host)) ?? null;

/** Shows a run of the cell, getting its trace the first time (a failed try is tried again). */
export function showRun(host: CellHost, result: EvalResult): void {
  host.shown = 'current';
  host.playRecipe(recipeOf(result));
}

/** The cell's forks, in the order made (the kept runs are only compared). */
export const cellForks = (host: CellHost): WorkbenchEntry<EvalEdit>[] => host.entries.filter((e) => e.parent !== undefined);

/** A fork of the run on screen with `edit`, played at once from the trace on screen; the fork is shown. */
export function forkNow(host: CellHost, edit: EvalEdit): void {
  const parent = host.shownRecord;
  if (parent === undefined || host.shownImport) return;
  host.forkShown(edit);
  const made = host.entry(host.shown);
  if (made) host.ensure(made, parent);
}

/** Keeps the cell's run on screen for comparison (its trace again, not a replay). */
export function keepShown(host: CellHost): void {
  const run = shownRun(host);
  if (run) host.ensure(host.keep(recipeOf(run)));
}
