// The one loop every bench goes through: the lesson's tasks, a companion lab's question set and the attack's two
// corpora are each a list of jobs (one run each, its result's key and how to play it), played one after another.
// A job whose result is kept is not played again (a reload goes on where it stopped); the controller pauses,
// resumes and cancels between runs; each result goes to `onResult` the moment it is scored, with the progress
// over the whole list and the run's trace (results do not hold it).
import type { PlanTrace } from '../agent/plan/plan-trace.ts';
import type { Trace } from '../agent/trace.ts';
import type { EvalController } from './eval-control.ts';
import { resultKey, type EvalResult } from './eval-record.ts';

/** One run of a bench, not played yet. */
export interface EvalJob {
  /** The `resultKey` of the result it makes. */
  key: string;
  /** The backend's id in the results (`real:…` asks a real model, and costs money). */
  backend: string;
  play(): Promise<{ result: EvalResult; trace: Trace | PlanTrace }>;
}

export type OnEvalResult = (result: EvalResult, progress: { done: number; total: number }, trace: Trace | PlanTrace) => void;

export interface EvalLoopOptions {
  /** Results already kept: their jobs are not played again. */
  done?: readonly EvalResult[];
  control?: EvalController;
  onResult?: OnEvalResult;
}

export interface EvalOutcome {
  /** The kept results of the jobs and the new ones, in the jobs' order, up to a cancel. */
  results: EvalResult[];
  cancelled: boolean;
}

export async function runEvalJobs(jobs: readonly EvalJob[], options: EvalLoopOptions = {}): Promise<EvalOutcome> {
  const kept = new Map((options.done ?? []).map((r) => [resultKey(r), r]));
  const results: EvalResult[] = [];
  for (const job of jobs) {
    const old = kept.get(job.key);
    if (old) {
      results.push(old);
      continue;
    }
    if (options.control && !(await options.control.proceed())) return { results, cancelled: true };
    const { result, trace } = await job.play();
    results.push(result);
    options.onResult?.(result, { done: results.length, total: jobs.length }, trace);
  }
  return { results, cancelled: false };
}
