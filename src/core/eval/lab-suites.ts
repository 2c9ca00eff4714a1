// The companion labs' question sets as further eval suites, each question with a checker. All five allow one on
// the lab's own data: the store's, the budgeter's and the analyst's answers are figures of fixed tables (the
// analyst's recomputed from the bundled orders by a test); the assistant's questions each carry the clock they
// are asked at and read the bundled Wikipedia summaries, so their answers are fixed too (its Wikipedia checks are
// loose: "programming language" is all the Python question asks the answer to hold); the house's right outcome is
// its state, so its checker compares the state diff with the question's changes, not the model's words (the
// course's point). None is possible for the analyst on a student's own file: nobody knows those answers.
// A question runs its good run's script on the simulators, or is asked as it is of a model that reads it.
import { traceLabels } from './call-labels.ts';
import type { ReactBackend } from '../run/backend.ts';
import { run } from '../run/run.ts';
import type { LabKitOptions } from '../labs/lab-definition.ts';
import { labQuestionPlan, labScenarioPlan, type LabOutcome } from '../labs/lab-plans.ts';
import { answerMatches, type LabQuestion } from '../labs/lab-question.ts';
import { labInfo, type LabId } from '../labs/lab-registry.ts';
import type { HogarQuestion } from '../labs/hogar/hogar-questions.ts';
import type { CheckResult } from './check-answer.ts';
import type { EvalController } from './eval-control.ts';
import type { EvalResult } from './eval-record.ts';
import { MAX_K } from './eval-runner.ts';

export const LAB_SUITE_DESIGN = 'lab-react';

export interface LabSuiteOptions {
  lab: LabId;
  /** The simulated providers with `scripted` (each question's good run), or a model that reads the question. */
  backend: ReactBackend<unknown>;
  backendId: string;
  scripted: boolean;
  k: number;
  kitOptions?: LabKitOptions;
  onResult?(result: EvalResult): void;
  control?: EvalController;
}

/** Whether a finished lab run got its question right. */
export function checkLabRun(lab: LabId, question: LabQuestion, answer: string | null, outcome: LabOutcome): CheckResult {
  if (answer === null || answer.trim() === '') return { pass: false, detail: 'no answer' };
  if (lab === 'hogar' && outcome.extras.lab === 'hogar') {
    const want = JSON.stringify((question as HogarQuestion).changes);
    const got = JSON.stringify(outcome.extras.changes);
    return { pass: want === got, detail: want === got ? 'the house changed as asked' : `the house changed ${got}, not ${want}` };
  }
  const pass = answerMatches(question, answer);
  return { pass, detail: pass ? `holds ${question.accept.join(' or ')}` : `holds none of ${question.accept.join(', ')}` };
}

/** k runs of every question of a lab's set; results in the eval's record, suite `lab:<id>`. */
export async function runLabSuite(options: LabSuiteOptions): Promise<{ results: EvalResult[]; cancelled: boolean }> {
  if (!Number.isInteger(options.k) || options.k < 1 || options.k > MAX_K) throw new RangeError(`k must be an integer from 1 to ${MAX_K}`);
  const info = labInfo(options.lab);
  const results: EvalResult[] = [];
  for (const [index, question] of info.questions.entries()) {
    const clock = 'now' in question && typeof question.now === 'string' ? { now: fixedClock(question.now) } : {};
    const choices = { ...options.kitOptions, ...clock, lab: options.lab };
    for (let r = 0; r < options.k; r++) {
      if (options.control && !(await options.control.proceed())) return { results, cancelled: true };
      const started = performance.now();
      const plan = options.scripted
        ? await labScenarioPlan({ ...choices, scenario: info.questionScenarios[index] })
        : await labQuestionPlan({ ...choices, question: question.question });
      const { trace, outcome } = await run(plan, options.backend);
      const { summary } = trace;
      const check = checkLabRun(options.lab, question, summary.answer, outcome);
      const findings = summary.findings.map((f) => f.detail);
      const result: EvalResult = {
        taskId: `${options.lab}-${String(index + 1).padStart(2, '0')}`,
        suite: `lab:${options.lab}`,
        kind: 'lab_question',
        design: LAB_SUITE_DESIGN,
        backend: options.backendId,
        variant: 'clean',
        run: r,
        seed: r,
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
      results.push(result);
      options.onResult?.(result);
    }
  }
  return { results, cancelled: false };
}

const fixedClock = (iso: string) => () => new Date(iso);
