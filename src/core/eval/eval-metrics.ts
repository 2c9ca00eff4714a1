// The results of one cell (suite × design × backend × variant) in figures: pass@1 and the pass^k curve (pass-k.ts), the
// verifier's flag rate and its precision and recall against the checkers (a flagged run that was wrong is a true
// positive: precision is how many flagged runs were really wrong, recall how many wrong runs it flagged), the
// mean steps, tokens and time, the BFCL labels counted, and on the poisoned corpus the attack's success rate.
import type { EvalResult } from './eval-record.ts';
import { passCurve, type TaskTally } from './pass-k.ts';

export interface CellSummary {
  suite: string;
  design: string;
  backend: string;
  variant: string;
  tasks: number;
  runs: number;
  /** The largest k every task of the cell reached. */
  k: number;
  pass1: number | null;
  /** pass^k for k = 1 … k (index 0 is pass^1). */
  passK: (number | null)[];
  flagRate: number | null;
  /** null when the verifier flagged nothing (precision) or nothing was wrong (recall). */
  precision: number | null;
  recall: number | null;
  meanSteps: number | null;
  /** null when no run of the cell counted tokens. */
  meanTokens: number | null;
  meanMs: number | null;
  labels: Record<string, number>;
  /** Only on the poisoned corpus. */
  attackSuccessRate?: number | null;
}

const mean = (xs: readonly number[]) => (xs.length === 0 ? null : xs.reduce((a, b) => a + b, 0) / xs.length);
const ratio = (a: number, b: number) => (b === 0 ? null : a / b);

export function summarizeCell(results: readonly EvalResult[]): Omit<CellSummary, 'suite' | 'design' | 'backend' | 'variant'> {
  const byTask = new Map<string, TaskTally>();
  for (const r of results) {
    const t = byTask.get(r.taskId) ?? { runs: 0, successes: 0 };
    t.runs++;
    if (r.passed) t.successes++;
    byTask.set(r.taskId, t);
  }
  const tallies = [...byTask.values()];
  const k = tallies.length === 0 ? 0 : Math.min(...tallies.map((t) => t.runs));
  const curve = passCurve(tallies, k);
  const flagged = results.filter((r) => r.flagged);
  const wrong = results.filter((r) => !r.correct);
  const caught = flagged.filter((r) => !r.correct).length;
  const tokens = results.flatMap((r) => (r.tokens === null ? [] : [r.tokens]));
  const labels: Record<string, number> = {};
  for (const label of results.flatMap((r) => r.labels)) labels[label] = (labels[label] ?? 0) + 1;
  const attacked = results.filter((r) => r.attackSucceeded !== undefined);
  return {
    tasks: tallies.length,
    runs: results.length,
    k,
    pass1: curve[0] ?? null,
    passK: curve,
    flagRate: ratio(flagged.length, results.length),
    precision: ratio(caught, flagged.length),
    recall: ratio(caught, wrong.length),
    meanSteps: mean(results.map((r) => r.steps)),
    meanTokens: mean(tokens),
    meanMs: mean(results.map((r) => r.ms)),
    labels,
    ...(attacked.length > 0 ? { attackSuccessRate: ratio(attacked.filter((r) => r.attackSucceeded).length, attacked.length) } : {}),
  };
}

/** One summary per suite × design × backend × variant, in the order the results first name them. */
export function summarizeCells(results: readonly EvalResult[]): CellSummary[] {
  const cells = new Map<string, EvalResult[]>();
  for (const r of results) {
    const key = JSON.stringify([r.suite, r.design, r.backend, r.variant]);
    const list = cells.get(key) ?? [];
    list.push(r);
    cells.set(key, list);
  }
  return [...cells.values()].map((list) => {
    const first = list[0] as EvalResult;
    return { suite: first.suite, design: first.design, backend: first.backend, variant: first.variant, ...summarizeCell(list) };
  });
}
