// A lab's preset questions in one click: each question's good run played by the scripted model on one API shape,
// and the companion course's metric over them (seed 003): the share answered within 5 iterations (its target:
// 90 %), and the tools each question used.
import type { Finding } from '../agent/verify/finding.ts';
import { answerMatches } from './lab-question.ts';
import { labInfo } from './lab-registry.ts';
import { playLabScenario, type LabRunOptions, type LabTrace } from './run-lab.ts';
import { QUESTION_SCENARIOS } from './scenarios/lab-scenarios.ts';

/** The course's target: 90 % of questions answered in 5 iterations or fewer. */
export const QUESTION_SET_TARGET = { iterations: 5, share: 0.9 } as const;

export interface QuestionRun {
  question: string;
  /** The run ended with a non-empty answer. */
  answered: boolean;
  /** The answer holds the question's known answer (`answerMatches`). */
  correct: boolean;
  toolsUsed: string[];
  iterations: number;
  /** Answered within the target's iterations. */
  withinTarget: boolean;
  findings: Finding[];
  trace: LabTrace;
}

export interface QuestionSetReport {
  runs: QuestionRun[];
  /** Share of the questions answered within the target's iterations, 0 to 1. */
  share: number;
  meetsTarget: boolean;
}

/**
 * @example const report = await runQuestionSet({ lab: 'asistente', provider: 'anthropic', transport })
 *   // report.share: 1, report.runs[0].toolsUsed: ['calculator', 'get_datetime', 'calculator']
 */
export async function runQuestionSet(options: LabRunOptions): Promise<QuestionSetReport> {
  const questions = labInfo(options.lab).questions;
  const runs: QuestionRun[] = [];
  for (const [i, scenario] of QUESTION_SCENARIOS[options.lab].entries()) {
    const question = questions[i];
    if (!question) continue;
    // The asistente's questions each carry the clock they are asked at.
    const now = options.now ?? ('now' in question && typeof question.now === 'string' ? clock(question.now) : undefined);
    const trace = await playLabScenario({ ...options, ...(now ? { now } : {}) }, scenario);
    const text = trace.summary.answer;
    const answered = trace.summary.end.kind === 'answered' && text !== null && text.trim() !== '';
    runs.push({
      question: question.question,
      answered,
      correct: text !== null && answerMatches(question, text),
      toolsUsed: trace.metric.toolsUsed,
      iterations: trace.metric.iterations,
      withinTarget: answered && trace.metric.iterations <= QUESTION_SET_TARGET.iterations,
      findings: trace.summary.findings,
      trace,
    });
  }
  const share = runs.length === 0 ? 0 : runs.filter((r) => r.withinTarget).length / runs.length;
  return { runs, share, meetsTarget: share >= QUESTION_SET_TARGET.share };
}

const clock = (iso: string) => () => new Date(iso);
