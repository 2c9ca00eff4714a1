// Whether a finished lab run got its preset question right, judged one way wherever it is asked (the lab page's
// question set and the eval's lab suites): the house's right outcome is its state, so a hogar run is judged by the
// state diff against the question's changes, not the model's words (the course's point); every other lab's
// answer must hold one of the question's accepted figures or phrases.
import type { HogarQuestion } from './hogar/hogar-questions.ts';
import type { LabOutcome } from './lab-plans.ts';
import { answerMatches, type LabQuestion } from './lab-question.ts';
import type { LabId } from './lab-registry.ts';

export interface LabCheck {
  pass: boolean;
  /** One line: what was looked for and what was found. */
  detail: string;
}

export function checkLabRun(lab: LabId, question: LabQuestion, answer: string | null, outcome: LabOutcome): LabCheck {
  if (answer === null || answer.trim() === '') return { pass: false, detail: 'no answer' };
  if (lab === 'hogar' && outcome.extras.lab === 'hogar') {
    const want = JSON.stringify((question as HogarQuestion).changes);
    const got = JSON.stringify(outcome.extras.changes);
    return { pass: want === got, detail: want === got ? 'the house changed as asked' : `the house changed ${got}, not ${want}` };
  }
  const pass = answerMatches(question, answer);
  return { pass, detail: pass ? `holds ${question.accept.join(' or ')}` : `holds none of ${question.accept.join(', ')}` };
}
