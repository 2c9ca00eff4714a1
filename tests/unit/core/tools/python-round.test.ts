import { describe, expect, it } from 'vitest';
import { seededRandom } from '../../../../src/core/random/seeded-random.ts';
import { pythonRound } from '../../../../src/core/tools/python-round.ts';

describe('pythonRound', () => {
  it.each([
    // Python 3: round(x, n)
    [2.675, 2, 2.67], // 2.675 is 2.67499999… in binary (the Python docs' example)
    [1.005, 2, 1],
    [0.125, 2, 0.12], // an exact tie goes to even
    [0.375, 2, 0.38],
    [-0.125, 2, -0.12],
    [2.5, 0, 2],
    [3.5, 0, 4],
    [6.452844597174479, 4, 6.4528],
    [26.19, 2, 26.19],
    [1e20, 2, 1e20],
    [5e-324, 4, 0],
  ])('round(%s, %s) == %s', (x, digits, expected) => {
    expect(pythonRound(x, digits)).toBe(expected);
  });

  it('keeps the sign of a negative value rounded to zero, and passes non-finite values through', () => {
    expect(Object.is(pythonRound(-0.00001, 2), -0)).toBe(true);
    expect(pythonRound(Infinity, 2)).toBe(Infinity);
    expect(pythonRound(Number.NaN, 2)).toBeNaN();
  });

  it('agrees with toFixed (exact decimal value, ties away from zero) away from exact ties', () => {
    const random = seededRandom(7, 'round');
    for (let i = 0; i < 20_000; i++) {
      const x = random.normal(0, 10 ** random.int(-3, 6));
      const digits = random.int(0, 6);
      expect(pythonRound(x, digits), `${x} ${digits}`).toBe(Number(x.toFixed(digits)));
    }
  });
});
