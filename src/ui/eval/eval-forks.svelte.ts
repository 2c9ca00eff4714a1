// The forks a student made from the bench's runs: a run of a cell (or a fork of it) with an edit, played on the
// run's own backend and seed and scored by the same checker and verifier. They live beside the bench, not in it:
// a fork is an experiment on one run, so it never counts in pass@1 or pass^k, and it is kept in this tab only
// (the page holds one store, so closing a cell and opening it again finds its forks).
import type { PlanEdit, PlanTrace, RunEdit, Trace } from '../../core/agent/index.ts';
import type { EvalResult } from '../../core/eval/index.ts';
import { errorMessage } from '../../core/errors/index.ts';
import { forkEdits } from '../../core/run/index.ts';

export type EvalEdit = RunEdit | PlanEdit;

/** Plays a run with edits: the run's result names it, `forkedFrom` is the trace the fork branches from. */
export type PlayFork = (run: EvalResult, edits: readonly EvalEdit[], forkedFrom: Trace | PlanTrace) => Promise<{ result: EvalResult; trace: Trace | PlanTrace }>;

export interface EvalFork {
  /** `f1`, `f2`…, in the order they were made. */
  id: string;
  /** The cell the run belongs to, within its bench (CellRuns' `cell`). */
  cell: string;
  /** The bench's run it descends from. */
  of: EvalResult;
  /** The fork it was made from; absent: from the run itself. */
  parent?: string;
  edits: EvalEdit[];
  state: { status: 'going' } | { status: 'done'; result: EvalResult; trace: Trace | PlanTrace } | { status: 'failed'; message: string };
}

export class EvalForks {
  forks: EvalFork[] = $state([]);
  #next = 1;

  inCell(cell: string): EvalFork[] {
    return this.forks.filter((f) => f.cell === cell);
  }

  get(id: string): EvalFork | undefined {
    return this.forks.find((f) => f.id === id);
  }

  /**
   * A fork of `run` (or of the fork `parent`, whose edits it keeps as the edit's kind says) with `edit`, played at
   * once; `forkedFrom` is the trace on screen, the one edited.
   */
  make(cell: string, run: EvalResult, forkedFrom: Trace | PlanTrace, edit: EvalEdit, play: PlayFork, parent?: EvalFork): EvalFork {
    const fork: EvalFork = {
      id: `f${this.#next++}`,
      cell,
      of: run,
      ...(parent ? { parent: parent.id } : {}),
      edits: forkEdits(parent?.edits ?? [], edit),
      state: { status: 'going' },
    };
    this.forks = [...this.forks, fork];
    const settle = (state: EvalFork['state']) => (this.forks = this.forks.map((f) => (f.id === fork.id ? { ...f, state } : f)));
    play(run, fork.edits, forkedFrom).then(
      ({ result, trace }) => settle({ status: 'done', result, trace }),
      (err: unknown) => settle({ status: 'failed', message: errorMessage(err) }),
    );
    return fork;
  }

  remove(id: string): void {
    this.forks = this.forks.filter((f) => f.id !== id);
  }
}
