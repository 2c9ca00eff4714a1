// Every question's good run, replayed through the kit at the question's clock and against the bundled
// Wikipedia: no call fails, and the results hold the facts the answer states.
import { setupServer } from 'msw/node';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAsistenteKit } from '../../../../../src/core/labs/asistente/asistente-kit.ts';
import { ASISTENTE_QUESTIONS } from '../../../../../src/core/labs/asistente/asistente-questions.ts';
import { wikipediaHandler } from '../../../../../src/core/labs/asistente/wikipedia-handler.ts';
import { answerMatches } from '../../../../../src/core/labs/lab-question.ts';

const server = setupServer(wikipediaHandler());
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterAll(() => server.close());

async function replay(question: (typeof ASISTENTE_QUESTIONS)[number]): Promise<string[]> {
  const kit = createAsistenteKit({ now: () => new Date(question.now) });
  const results: string[] = [];
  for (const turn of question.turns) {
    for (const call of turn) {
      const output = await kit.executeAsync(call.name, call.args);
      if ('error' in output) throw new Error(`${call.name}: ${output.error}`);
      results.push(String(output.resultado));
    }
  }
  return results;
}

describe('the question set', () => {
  it("holds a dozen questions, the course's three among them", () => {
    expect(ASISTENTE_QUESTIONS).toHaveLength(12);
    const questions = ASISTENTE_QUESTIONS.map((q) => q.question);
    expect(questions).toContain('What is 15% of 847 plus the current UTC hour?');
    expect(questions).toContain('What day of the week will January 1st 2030 fall on?');
    expect(questions).toContain('What is 2 to the power of 32?');
  });

  it.each(ASISTENTE_QUESTIONS.map((q) => [q.question, q]))('%s: the reference answer is accepted', (_, question) => {
    expect(answerMatches(question, question.answer)).toBe(true);
    // Within the course's target of 5 iterations.
    expect(question.turns.length).toBeLessThanOrEqual(4);
  });

  it.each(ASISTENTE_QUESTIONS.map((q) => [q.question, q]))('%s: the good run replays without errors', async (_, question) => {
    const results = await replay(question);
    expect(results).toHaveLength(question.turns.flat().length);
  });

  it('the results carry the answers', async () => {
    const run = async (text: string) => {
      const question = ASISTENTE_QUESTIONS.find((q) => q.question === text);
      if (!question) throw new Error(`no question ${text}`);
      return replay(question);
    };
    expect(await run('What is 15% of 847 plus the current UTC hour?')).toEqual(['127.05', '2025-06-16T14:00:00Z', '141.05']);
    expect(await run('What is 2 to the power of 32?')).toEqual(['4294967296']);
    expect(await run('What time is it right now in Tokyo?')).toEqual(['2025-06-16T23:00:00+09:00']);
    expect(await run('What time is it in Madrid right now?')).toEqual(['2025-01-15T10:45:00+01:00']);
    expect(await run('What is the remainder when 2 to the power of 20 is divided by 7?')).toEqual(['4']);
    expect(await run('How many days are left until January 1st 2026?')).toEqual(['2025-06-16T14:00:00Z', '199']);

    // Saturday 1 January 2000 plus 3 weekdays, which the calendar confirms.
    expect(await run('What day of the week will January 1st 2030 fall on?')).toEqual(['3']);
    expect(new Date(Date.UTC(2000, 0, 1)).getUTCDay()).toBe(6);
    expect(new Date(Date.UTC(2030, 0, 1)).getUTCDay()).toBe(2);

    const einstein = await run('How many years ago did Albert Einstein receive the Nobel Prize in Physics?');
    expect(einstein[0]).toContain('1921 Nobel Prize in Physics');
    expect(einstein[2]).toBe('104');
    const heights = await run('How many metres taller is Mount Everest than the Eiffel Tower?');
    expect(heights).toEqual([expect.stringContaining('8,848.86 m'), expect.stringContaining('330 metres'), '8518.86']);
    const years = await run('How many years passed between the first ascent of Mount Everest and the Apollo 11 Moon landing?');
    expect(years).toEqual([expect.stringContaining('1953'), expect.stringContaining('July 20, 1969'), '16']);
    expect((await run('Give me a one-sentence summary of the Wikipedia article about Python'))[0]).toContain(
      'general-purpose programming language',
    );
    expect((await run('What does FAISS stand for, and who develops it?'))[0]).toContain('Facebook AI Similarity Search');
  });
});
