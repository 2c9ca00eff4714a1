// A lab's preset questions in one click: each question's good run played by the scripted model on one backend,
// and the companion course's metric over them (the calculator, clock and Wikipedia course): the share answered
// within 5 iterations (its target: 90 %), and the tools each question used.
import type { Finding } from '../agent/verify/finding.ts';
import type { ReactBackend } from '../run/backend.ts';
import { run, type RunRecord } from '../run/run.ts';
import { labScenarioPlan, type LabChoices, type LabOutcome } from './lab-plans.ts';
import { checkLabRun } from './check-lab-run.ts';
import { labInfo } from './lab-registry.ts';

/** The course's target: 90 % of questions answered in 5 iterations or fewer. */
export const QUESTION_SET_TARGET = { iterations: 5, share: 0.9 } as const;

export interface QuestionRun<R> {
  question: string;
  /** The run ended with a non-empty answer. */
  answered: boolean;
  /** The run got its question right, judged as the eval judges it (`checkLabRun`: hogar by the house's state). */
  correct: boolean;
  toolsUsed: string[];
  iterations: number;
  /** Answered within the target's iterations. */
  withinTarget: boolean;
  findings: Finding[];
  run: RunRecord<LabOutcome, R>;
}

export interface QuestionSetReport<R> {
  runs: QuestionRun<R>[];
  /** Share of the questions answered within the target's iterations, 0 to 1. */
  share: number;
  meetsTarget: boolean;
}

/**
 * @example const report = await runQuestionSet({ lab: 'asistente' }, simulatedBackend({ provider: 'anthropic', transport }))
 *   // report.share: 1, report.runs[0].toolsUsed: ['calculator', 'get_datetime', 'calculator']
 */
export async function runQuestionSet<R>(choices: LabChoices, backend: ReactBackend<R>): Promise<QuestionSetReport<R>> {
  const info = labInfo(choices.lab);
  const runs: QuestionRun<R>[] = [];
  for (const [i, scenario] of info.questionScenarios.entries()) {
    const question = info.questions[i];
    if (!question) continue;
    // The asistente's questions each carry the clock they are asked at.
    const now = choices.now ?? ('now' in question && typeof question.now === 'string' ? clock(question.now) : undefined);
    const record = await run(await labScenarioPlan({ ...choices, ...(now ? { now } : {}), scenario }), backend);
    const { summary } = record.trace;
    const text = summary.answer;
    const answered = summary.end.kind === 'answered' && text !== null && text.trim() !== '';
    const { metric } = record.outcome;
    runs.push({
      question: question.question,
      answered,
      correct: checkLabRun(choices.lab, question, text, record.outcome).pass,
      toolsUsed: metric.toolsUsed,
      iterations: metric.iterations,
      withinTarget: answered && metric.iterations <= QUESTION_SET_TARGET.iterations,
      findings: summary.findings,
      run: record,
    });
  }
  const share = runs.length === 0 ? 0 : runs.filter((r) => r.withinTarget).length / runs.length;
  return { runs, share, meetsTarget: share >= QUESTION_SET_TARGET.share };
}

const clock = (iso: string) => () => new Date(iso);
