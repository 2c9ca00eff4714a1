// The house's questions played through a fresh kit: the diff after each good run is the recorded one, and
// each answer is accepted and reports exactly those changes.
import { describe, expect, it } from 'vitest';
import { claimedLightChanges, compareClaims } from '../../../../../src/core/labs/hogar/claimed-changes.ts';
import { createHogarKit } from '../../../../../src/core/labs/hogar/hogar-kit.ts';
import { HOGAR_COMMAND, HOGAR_QUESTIONS } from '../../../../../src/core/labs/hogar/hogar-questions.ts';
import { diffHomeState } from '../../../../../src/core/labs/hogar/home-diff.ts';
import { answerMatches } from '../../../../../src/core/labs/lab-question.ts';

describe('the house questions', () => {
  it("start with the course's command", () => {
    expect(HOGAR_QUESTIONS[0]?.question).toBe(HOGAR_COMMAND);
  });

  it.each(HOGAR_QUESTIONS.map((q) => [q.question, q] as const))('%s', (_, question) => {
    const hogar = createHogarKit();
    const before = hogar.state();
    for (const call of question.turns.flat()) expect(hogar.kit.execute(call.name, call.args)).toHaveProperty('resultado');
    const changes = diffHomeState(before, hogar.state());
    expect(changes).toEqual(question.changes);
    expect(answerMatches(question, question.answer)).toBe(true);
    expect(compareClaims(claimedLightChanges(question.answer), changes).agree).toBe(true);
  });
});
