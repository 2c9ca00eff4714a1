import { describe, expect, it } from 'vitest';
import { answerMatches } from '../../../../src/core/labs/lab-question.ts';

describe('answerMatches', () => {
  const total = { accept: ['42'] };

  it('finds a figure standing alone, with or without trailing zeros', () => {
    expect(answerMatches(total, 'Together they cost $42.')).toBe(true);
    expect(answerMatches(total, 'Together: 42.00 dollars')).toBe(true);
    expect(answerMatches(total, '42')).toBe(true);
  });

  it('does not find it inside another figure', () => {
    for (const text of ['$142 in all', '420', '42.5', '4.42', 'no total']) expect(answerMatches(total, text)).toBe(false);
  });

  it('ignores case, spacing and thousands separators', () => {
    expect(answerMatches({ accept: ['Tuesday'] }, 'It falls on a TUESDAY.')).toBe(true);
    expect(answerMatches({ accept: ['8518.86'] }, 'It is 8,518.86 metres taller.')).toBe(true);
    expect(answerMatches({ accept: ['22755'] }, 'Son 22\u00a0755 MXN.')).toBe(true);
    expect(answerMatches({ accept: ['Facebook AI Similarity Search'] }, 'facebook  AI\nsimilarity search')).toBe(true);
  });

  it('any accepted fragment will do', () => {
    const tokyo = { accept: ['23:00', '11 pm'] };
    expect(answerMatches(tokyo, "It's 11 pm in Tokyo")).toBe(true);
    expect(answerMatches(tokyo, 'It is 23:00 there')).toBe(true);
    expect(answerMatches(tokyo, 'It is 22:00 there')).toBe(false);
  });
});
