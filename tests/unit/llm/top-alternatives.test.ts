import { describe, expect, it } from 'vitest';
import { isFork, LOW_CONFIDENCE, tokenAlternatives, topProbabilities } from '../../../src/llm/top-alternatives.ts';

/** The plain way: softmax over everything, then a full sort (stable: lower id first on ties). */
function reference(scores: readonly number[], k: number) {
  const max = Math.max(...scores.filter((x) => x !== -Infinity && !Number.isNaN(x)));
  const exps = scores.map((x) => (Number.isNaN(x) ? 0 : Math.exp(x - max)));
  const sum = exps.reduce((a, b) => a + b, 0);
  return scores
    .map((x, id) => ({ id, x }))
    .filter(({ x }) => !Number.isNaN(x) && x !== -Infinity)
    .sort((a, b) => b.x - a.x || a.id - b.id)
    .slice(0, k)
    .map(({ id }) => ({ id, probability: exps[id]! / sum }));
}

/** A fixed pseudo-random sequence (no Math.random: the same scores every run). */
function scoresOf(n: number, seed: number): number[] {
  let s = seed;
  return Array.from({ length: n }, () => {
    s = (s * 1_103_515_245 + 12_345) % 2_147_483_648;
    return (s / 2_147_483_648) * 20 - 10;
  });
}

describe('topProbabilities', () => {
  it('matches a full softmax and sort, highest first', () => {
    for (const seed of [1, 7, 42]) {
      const scores = scoresOf(5_000, seed);
      const top = topProbabilities(scores, 5);
      const expected = reference(scores, 5);
      expect(top.map((c) => c.id)).toEqual(expected.map((c) => c.id));
      top.forEach((c, i) => expect(c.probability).toBeCloseTo(expected[i]!.probability, 12));
    }
  });

  it('gives probabilities that are descending and sum to at most 1, to 1 when k covers the row', () => {
    const scores = scoresOf(200, 3);
    const top = topProbabilities(scores, 5);
    for (let i = 1; i < top.length; i++) expect(top[i]!.probability).toBeLessThanOrEqual(top[i - 1]!.probability);
    expect(top.reduce((n, c) => n + c.probability, 0)).toBeLessThanOrEqual(1);
    const all = topProbabilities([1, 2, 3], 5);
    expect(all.map((c) => c.id)).toEqual([2, 1, 0]);
    expect(all.reduce((n, c) => n + c.probability, 0)).toBeCloseTo(1, 12);
  });

  it('breaks ties by the lower id, as greedy decoding’s argmax does', () => {
    expect(topProbabilities([0, 5, 1, 5, 5], 2).map((c) => c.id)).toEqual([1, 3]);
    expect(topProbabilities([2, 2, 2], 3).map((c) => c.probability)).toEqual([1 / 3, 1 / 3, 1 / 3]);
  });

  it('stays finite with large scores, gives suppressed (−∞) tokens nothing and skips NaN', () => {
    const top = topProbabilities([1000, 999, -Infinity, Number.NaN, 998], 5);
    expect(top.map((c) => c.id)).toEqual([0, 1, 4]);
    const z = 1 + Math.exp(-1) + Math.exp(-2);
    expect(top.map((c) => c.probability)).toEqual([1 / z, Math.exp(-1) / z, Math.exp(-2) / z].map((p) => expect.closeTo(p, 12)));
    expect(topProbabilities([], 5)).toEqual([]);
  });

  it('reads a Float32Array, as the model’s scores come', () => {
    const scores = Float32Array.from(scoresOf(1_000, 9));
    expect(topProbabilities(scores, 3).map((c) => c.id)).toEqual(reference(Array.from(scores), 3).map((c) => c.id));
  });
});

describe('tokenAlternatives', () => {
  const pieces: Record<number, string> = { 1: '<tool_call>', 2: 'El', 3: '\n' };
  const decode = (id: number) => pieces[id] ?? `#${id}`;

  it('pairs each generated token with its ranking, pieces decoded', () => {
    const out = tokenAlternatives(
      [1, 3],
      [
        [{ id: 1, probability: 0.6 }, { id: 2, probability: 0.3 }],
        [{ id: 3, probability: 0.99 }],
      ],
      decode,
    );
    expect(out).toEqual([
      { id: 1, piece: '<tool_call>', probability: 0.6, top: [{ id: 1, piece: '<tool_call>', probability: 0.6 }, { id: 2, piece: 'El', probability: 0.3 }] },
      { id: 3, piece: '\n', probability: 0.99, top: [{ id: 3, piece: '\n', probability: 0.99 }] },
    ]);
  });

  it('gives a chosen token outside its ranking probability 0, and refuses rankings that do not match the tokens', () => {
    expect(tokenAlternatives([2], [[{ id: 1, probability: 0.9 }]], decode)[0]!.probability).toBe(0);
    // A sampled token below the ranking: the probability given for it; one among them keeps its own.
    expect(tokenAlternatives([2, 1], [[{ id: 1, probability: 0.9 }], [{ id: 1, probability: 0.9 }]], decode, [0.04, 0.5]).map((t) => t.probability)).toEqual([0.04, 0.9]);
    expect(() => tokenAlternatives([1, 2], [[]], decode)).toThrow(/1 rankings for 2 tokens/);
  });
});

describe('isFork', () => {
  it('marks a token whose top choice is under 50 %', () => {
    const token = (p: number) => ({ id: 1, piece: 'x', probability: p, top: [{ id: 1, piece: 'x', probability: p }] });
    expect(LOW_CONFIDENCE).toBe(0.5);
    expect(isFork(token(0.49))).toBe(true);
    expect(isFork(token(0.5))).toBe(false);
    expect(isFork(token(0.97))).toBe(false);
  });
});
