// The companion labs' question sets as further eval suites, each question with a checker. All five allow one on
// the lab's own data: the store's, the budgeter's and the analyst's answers are figures of fixed tables (the
// analyst's recomputed from the bundled orders by a test); the assistant's questions each carry the clock they
// are asked at and read the bundled Wikipedia summaries, so their answers are fixed too (its Wikipedia checks are
// loose: "programming language" is all the Python question asks the answer to hold); the house's right outcome is
// its state, so its checker compares the state diff with the question's changes, not the model's words (the
// course's point). None is possible for the analyst on a student's own file: nobody knows those answers.
// A question runs its good run's script on the simulators, or is asked as it is of a model that reads it. A set's
// runs are jobs of the eval's one loop (eval-loop.ts); one run alone (playLabRun) is also what a replay or a fork
// of a lab run plays.
import type { ReactFork } from '../run/fork.ts';
import type { Trace } from '../agent/trace.ts';
import { traceLabels } from './call-labels.ts';
import type { ReactBackend } from '../run/backend.ts';
import { run } from '../run/run.ts';
import type { LabKitOptions } from '../labs/lab-definition.ts';
import { labQuestionPlan, labScenarioPlan } from '../labs/lab-plans.ts';
import { checkLabRun } from '../labs/check-lab-run.ts';
import { labInfo, type LabId } from '../labs/lab-registry.ts';
import type { EvalJob } from './eval-loop.ts';
import { resultKey, runSeed, type EvalResult } from './eval-record.ts';
import { MAX_K } from './eval-runner.ts';

export const LAB_SUITE_DESIGN = 'lab-react';

/** Who answers a lab's runs: one backend for all, or one per run's seed. */
export type LabRunBackend = ReactBackend<unknown> | ((seed: number) => ReactBackend<unknown>);

export interface LabSuiteOptions {
  lab: LabId;
  /**
   * The simulated providers with `scripted` (each question's good run), or a model that reads the question; given
   * per run, a backend that samples with the run's seed (the local model), so the k runs are k draws, not one.
   */
  backend: LabRunBackend;
  /** The bench's base seed s: run r's is 16·s + r, as in runEval (0 unless told). */
  seed?: number;
  backendId: string;
  scripted: boolean;
  k: number;
  kitOptions?: LabKitOptions;
}

/** A lab question's task id in the results: `<lab>-NN`, NN its 1-based index. */
export const labTaskId = (lab: LabId, index: number) => `${lab}-${String(index + 1).padStart(2, '0')}`;

/** One run of one question of a lab's set: its run number `run` (its seed 16·seed + run), and a fork's edits and parent. */
export interface LabRunOptions {
  lab: LabId;
  /** The question's 0-based index in the lab's set. */
  index: number;
  run: number;
  /** The bench's base seed (0 unless told). */
  seed?: number;
  backend: LabRunBackend;
  backendId: string;
  scripted: boolean;
  kitOptions?: LabKitOptions;
  fork?: ReactFork;
}

/**
 * Plays one lab run and scores it. A scripted run is deterministic, so the same options give the same run again (a
 * trace lost on reload); with `fork` it is a fork of that run, on the run's backend.
 */
export async function playLabRun(options: LabRunOptions): Promise<{ result: EvalResult; trace: Trace }> {
  const info = labInfo(options.lab);
  const question = info.questions[options.index];
  if (!question) throw new RangeError(`the ${options.lab} lab has no question ${options.index + 1}`);
  const clock = 'now' in question && typeof question.now === 'string' ? { now: fixedClock(question.now) } : {};
  const choices = { ...options.kitOptions, ...clock, lab: options.lab, ...(options.fork ? { fork: options.fork } : {}) };
  const started = performance.now();
  const plan = options.scripted
    ? await labScenarioPlan({ ...choices, scenario: info.questionScenarios[options.index] })
    : await labQuestionPlan({ ...choices, question: question.question });
  const seed = runSeed(options.seed ?? 0, options.run);
  const { trace, outcome } = await run(plan, typeof options.backend === 'function' ? options.backend(seed) : options.backend);
  const { summary } = trace;
  const check = checkLabRun(options.lab, question, summary.answer, outcome);
  const findings = summary.findings.map((f) => f.detail);
  const result: EvalResult = {
    taskId: labTaskId(options.lab, options.index),
    suite: `lab:${options.lab}`,
    kind: 'lab_question',
    design: LAB_SUITE_DESIGN,
    backend: options.backendId,
    variant: 'clean',
    run: options.run,
    seed,
    answer: summary.answer,
    correct: check.pass,
    check: check.detail,
    findings,
    flagged: findings.length > 0,
    shown: summary.answer !== null,
    passed: check.pass,
    steps: summary.steps,
    calls: summary.calls,
    errors: summary.errors,
    tokens: summary.tokens,
    ms: Math.max(0, performance.now() - started),
    end: summary.end.kind,
    labels: traceLabels(trace, plan.kit, plan.offered, question.turns.flat().length),
  };
  return { result, trace };
}

/** k runs of every question of a lab's set, as jobs of the eval's loop; results in the eval's record, suite `lab:<id>`. */
export function labSuiteJobs(options: LabSuiteOptions): EvalJob[] {
  if (!Number.isInteger(options.k) || options.k < 1 || options.k > MAX_K) throw new RangeError(`k must be an integer from 1 to ${MAX_K}`);
  const { lab, backend, backendId, scripted, kitOptions } = options;
  return [...labInfo(lab).questions.keys()].flatMap((index) =>
    Array.from({ length: options.k }, (_, r) => ({
      key: resultKey({ taskId: labTaskId(lab, index), design: LAB_SUITE_DESIGN, backend: backendId, variant: 'clean', run: r }),
      backend: backendId,
      play: () => playLabRun({ lab, index, run: r, seed: options.seed ?? 0, backend, backendId, scripted, ...(kitOptions ? { kitOptions } : {}) }),
    })),
  );
}

const fixedClock = (iso: string) => () => new Date(iso);
