// A preset question's good run as a scripted model: its turns of calls in order, then its reference answer.
// This is what the question set plays on every API shape to measure the course's metric. A good run gets no
// errors: one means the kit or the table is not the one the question was written for, and is reported.
import type { ScriptAction } from '../run/script-contract.ts';
import type { LabQuestion } from './lab-question.ts';
import { answer, call, calls, errorOf, unexpected } from './script-reading.ts';
import type { LabScenario } from './lab-scenario.ts';

/** The scenario id of the question at `index` in its lab's list: `pregunta_01`. */
export const questionScenarioId = (index: number) => `pregunta_${String(index + 1).padStart(2, '0')}`;

export function goodRunScenario(question: LabQuestion, index: number): LabScenario {
  const rules = [...question.turns.map((_, i) => `turn_${i + 1}`), 'answer'];
  return {
    id: questionScenarioId(index),
    label: { en: `Question ${index + 1}`, es: `Pregunta ${index + 1}` },
    gloss: { en: `A good run: ${question.answer}`, es: `Una buena ejecución: ${question.answer}` },
    question: question.question,
    rules,
    act: (results) => play(question, results),
  };
}

function play(question: LabQuestion, results: readonly unknown[]): ScriptAction<string> {
  const failed = results.findIndex((r) => errorOf(r) !== undefined);
  if (failed !== -1) return unexpected(`a good run gets no errors; result ${failed + 1} is: ${errorOf(results[failed])}`);
  let received = 0;
  for (const [i, turn] of question.turns.entries()) {
    if (results.length === received) return calls(`turn_${i + 1}`, turn.map((c) => call(c.name, c.args)));
    received += turn.length;
    if (results.length < received) return unexpected(`expected the ${turn.length} results of turn ${i + 1} together`);
  }
  if (results.length > received) return unexpected('expected nothing after the last turn');
  return answer('answer', question.answer);
}
