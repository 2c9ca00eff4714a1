// The forks a student made from the bench's runs, as the run host's entries (workbench.svelte.ts), one workbench a
// cell: a run of the cell (or a fork of it) with an edit, played on the run's own backend and seed and scored by
// the same checker and verifier. They live beside the bench, not in it: a fork is an experiment on one run, so it
// never counts in pass@1 or pass^k, and it is kept in this tab only (the page holds the cells' workbenches, so
// closing a cell and opening it again finds its forks).
import type { PlanEdit, PlanTrace, RunEdit, Trace } from '../../core/agent/index.ts';
import { resultKey, type EvalResult } from '../../core/eval/index.ts';
import { forkEdits, type Fork } from '../../core/run/index.ts';
import { SvelteMap } from 'svelte/reactivity';
import type { RunState } from '../common/run-store.svelte.ts';
import { Workbench, type WorkbenchEntry } from '../common/workbench/workbench.svelte.ts';

export type EvalEdit = RunEdit | PlanEdit;

/** A run of the bench played: its result and trace. */
export interface EvalPlayed {
  result: EvalResult;
  trace: Trace | PlanTrace;
}

/** Plays a fork of a run: the run's result names it; the fork is the edits and the trace they branch from. */
export type PlayFork = (run: EvalResult, fork: Fork<EvalEdit, Trace | PlanTrace>) => Promise<EvalPlayed>;

/** A fork as the cell lists it: its entry, the bench's run it descends from, and its run's state. */
export interface EvalFork {
  /** `k1`, `k2`…, in the order the cell's forks were made. */
  id: string;
  /** The fork it was made from; absent: from the run itself. */
  parent?: string;
  of: EvalResult;
  edits: EvalEdit[];
  state: RunState<EvalPlayed>;
}

export class CellForks {
  readonly #play: PlayFork;
  /** A cell's workbench, made when its first fork is. */
  readonly #cells = new SvelteMap<string, Workbench<EvalPlayed, EvalEdit>>();
  /** Not reactive: the runs the forks' recipes name (a recipe is the run's key). */
  readonly #runs: Record<string, EvalResult> = {};

  constructor(play: PlayFork) {
    this.#play = play;
  }

  inCell(cell: string): EvalFork[] {
    const bench = this.#cells.get(cell);
    return bench ? bench.entries.map((e) => this.#fork(bench, e)) : [];
  }

  get(cell: string, id: string): EvalFork | undefined {
    return this.inCell(cell).find((f) => f.id === id);
  }

  /**
   * A fork of `run` (or of the fork `parent`, whose edits it keeps as the edit's kind says) with `edit`, played at
   * once; `parentTrace` is the trace on screen, the one edited.
   */
  make(cell: string, run: EvalResult, parentTrace: Trace | PlanTrace, edit: EvalEdit, parent?: EvalFork): EvalFork {
    const bench = this.#bench(cell);
    const key = resultKey(run);
    this.#runs[key] = run;
    const entry = bench.fork(parent?.id ?? 'current', { result: key }, forkEdits(parent?.edits ?? [], edit));
    bench.ensure(entry, { result: run, trace: parentTrace });
    return this.#fork(bench, entry);
  }

  remove(cell: string, id: string): void {
    this.#cells.get(cell)?.remove(id);
  }

  #bench(cell: string): Workbench<EvalPlayed, EvalEdit> {
    let bench = this.#cells.get(cell);
    if (!bench) {
      bench = new Workbench<EvalPlayed, EvalEdit>((recipe, edits, parent) => {
        const run = this.#runs[recipe.result ?? ''];
        if (!run) return Promise.reject(new Error(`no run ${recipe.result}`));
        return this.#play(run, { edits, ...(parent ? { parent: { trace: parent.trace } } : {}) });
      });
      this.#cells.set(cell, bench);
    }
    return bench;
  }

  #fork(bench: Workbench<EvalPlayed, EvalEdit>, entry: WorkbenchEntry<EvalEdit>): EvalFork {
    const of = this.#runs[entry.recipe.result ?? ''];
    if (!of) throw new Error(`no run ${entry.recipe.result}`);
    return { id: entry.id, ...(entry.parent && entry.parent !== 'current' ? { parent: entry.parent } : {}), of, edits: entry.edits, state: bench.stateOf(entry) ?? { status: 'running', key: '' } };
  }
}
