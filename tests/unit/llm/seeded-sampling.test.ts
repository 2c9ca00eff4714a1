// Seeded sampling's arithmetic on fabricated scores: the same seed draws the same tokens, other seeds others; over
// many seeds each token comes up as often as the scaled softmax says, within 4 standard errors; temperature 0 (and
// one near it) is the argmax; top-k and top-p cut what they should; the mask leaves one finite score.
import { describe, expect, it } from 'vitest';
import { seededRandom } from '../../../src/core/random/seeded-random.ts';
import { argmax, defaultTemperature, drawToken, maskAllBut, resolveSampling, samplingForRun, stepSeeds } from '../../../src/llm/seeded-sampling.ts';

const SCORES = Float32Array.from([1.2, -0.4, 2.0, 0.3, 2.0, -3, -Infinity, Number.NaN, 0.9]);
const ALL = { topK: 0, topP: 1 };

function softmax(scores: ArrayLike<number>, temperature: number): number[] {
  const finite = Array.from(scores, (x) => (Number.isFinite(x) ? x / temperature : -Infinity));
  const max = Math.max(...finite);
  const weights = finite.map((x) => (x === -Infinity ? 0 : Math.exp(x - max)));
  const total = weights.reduce((a, b) => a + b, 0);
  return weights.map((w) => w / total);
}

/** One draw from each of `n` fresh generators, seeds 0…n−1: how often each token came up. */
function frequencies(scores: Float32Array, settings: { temperature: number; topK: number; topP: number }, n: number): number[] {
  const counts = new Array<number>(scores.length).fill(0);
  for (let seed = 0; seed < n; seed++) counts[drawToken(scores, settings, seededRandom(seed, 'tokens'))]! += 1;
  return counts.map((c) => c / n);
}

/** Each frequency within 4 standard errors of its probability (a binomial's, over n draws), and 0 where p is 0. */
function expectFollows(observed: readonly number[], expected: readonly number[], n: number): void {
  expected.forEach((p, i) => {
    const tolerance = 4 * Math.sqrt((p * (1 - p)) / n);
    if (p === 0) expect(observed[i]).toBe(0);
    else expect(Math.abs(observed[i]! - p), `token ${i}: ${observed[i]} against ${p}`).toBeLessThanOrEqual(tolerance);
  });
}

describe('drawToken', () => {
  it('the same seed draws the same sequence; another seed another', () => {
    const draw = (seed: number) => {
      const random = seededRandom(seed, 'tokens');
      return Array.from({ length: 40 }, () => drawToken(SCORES, { temperature: 1, ...ALL }, random));
    };
    expect(draw(7)).toEqual(draw(7));
    expect(draw(8)).not.toEqual(draw(7));
  });

  it('over 20,000 seeds each token comes up as the softmax of the scaled scores says (4 σ), at T = 1 and T = 0.5', () => {
    const n = 20_000;
    for (const temperature of [1, 0.5]) expectFollows(frequencies(SCORES, { temperature, ...ALL }, n), softmax(SCORES, temperature), n);
  });

  it('never draws a −∞ or NaN score', () => {
    const seen = frequencies(SCORES, { temperature: 3, ...ALL }, 5000);
    expect(seen[6]).toBe(0);
    expect(seen[7]).toBe(0);
  });

  it('temperature 0 is greedy: the first highest score, with no draw taken; near 0 it draws the argmax too', () => {
    const random = seededRandom(1);
    const before = seededRandom(1).next();
    expect(drawToken(SCORES, { temperature: 0, ...ALL }, random)).toBe(2);
    expect(random.next()).toBe(before);
    expect(argmax(SCORES)).toBe(2);
    // 2.0 is held twice: near 0 the two ties split the draws, nothing else ever comes up.
    const near = frequencies(SCORES, { temperature: 1e-3, ...ALL }, 2000);
    expect(near[2]! + near[4]!).toBe(1);
    const unique = Float32Array.from([0.1, 3, 2.9, -1]);
    expect(frequencies(unique, { temperature: 1e-3, ...ALL }, 500)[1]).toBe(1);
  });

  it('top-k keeps the k highest, drawn in proportion to their softmax', () => {
    const n = 20_000;
    const kept = Float32Array.from(SCORES, (x, i) => ([0, 2, 4].includes(i) ? x : -Infinity));
    expectFollows(frequencies(SCORES, { temperature: 1, topK: 3, topP: 1 }, n), softmax(kept, 1), n);
  });

  it('top-p keeps the fewest highest whose probabilities reach p, over what top-k kept, and always one', () => {
    const n = 20_000;
    const only = (ids: number[]) => Float32Array.from(SCORES, (x, i) => (ids.includes(i) ? x : -Infinity));
    const three = softmax(only([0, 2, 4]), 1);
    // The two 2.0s hold 2·p[2]; with p just above that, the next one (1.2) is kept too, and no more.
    const p = softmax(SCORES, 1);
    expectFollows(frequencies(SCORES, { temperature: 1, topK: 0, topP: 2 * p[2]! + 0.01 }, n), three, n);
    // After top-k 5 the softmax is over those five: the same cut asks for a p over their probabilities.
    const five = softmax(only([0, 2, 3, 4, 8]), 1);
    expectFollows(frequencies(SCORES, { temperature: 1, topK: 5, topP: 2 * five[2]! + 0.01 }, n), three, n);
    expect(frequencies(SCORES, { temperature: 1, topK: 5, topP: 2 * p[2]! + 0.01 }, 2000)[0]).toBe(0);
    expect(frequencies(SCORES, { temperature: 1, topK: 0, topP: 0.01 }, 500)[2]).toBe(1);
  });

  it('refuses a row with no finite score', () => {
    expect(() => drawToken(Float32Array.from([-Infinity, Number.NaN]), { temperature: 1, ...ALL }, seededRandom(1))).toThrow(/no finite score/);
  });
});

describe('maskAllBut', () => {
  it('leaves exactly one finite score, the kept one unchanged, so the argmax is it', () => {
    for (const keep of [0, 3, 8]) {
      const row = Float32Array.from(SCORES);
      maskAllBut(row, keep);
      expect(Array.from(row).filter(Number.isFinite)).toEqual([SCORES[keep]]);
      expect(argmax(row)).toBe(keep);
    }
  });
});

describe('seeds and settings', () => {
  it("a run's step seeds come in order from its seed: the same seed, the same seeds; another, others", () => {
    const take = (seed: number) => {
      const next = stepSeeds(seed);
      return [next(), next(), next()];
    };
    expect(take(5)).toEqual(take(5));
    expect(take(6)).not.toEqual(take(5));
    expect(new Set(take(5)).size).toBe(3);
    expect(take(5).every((s) => Number.isInteger(s) && s >= 0 && s <= 0xffffffff)).toBe(true);
  });

  it("each run of an eval gets its own seed, the same for the same index", () => {
    const base = { seed: 42, temperature: 0.7 };
    const seeds = [0, 1, 2, 3].map((i) => samplingForRun(base, i).seed);
    expect(new Set(seeds).size).toBe(4);
    expect(samplingForRun(base, 2)).toEqual({ seed: seeds[2], temperature: 0.7 });
    expect(samplingForRun({ ...base, seed: 43 }, 2).seed).not.toBe(seeds[2]);
  });

  it("top-k and top-p default to the model card's, by Hub id, local: setting or loaded folder name; the option's win", () => {
    const option = { seed: 1, temperature: 0.9 };
    expect(resolveSampling(option, 'onnx-community/Qwen2.5-0.5B-Instruct', false)).toEqual({ seed: 1, temperature: 0.9, topK: 20, topP: 0.8 });
    expect(resolveSampling(option, 'tiny-qwen2-lesson', false)).toEqual({ seed: 1, temperature: 0.9, topK: 20, topP: 0.8 });
    expect(resolveSampling(option, 'local:tiny-qwen3', true)).toEqual({ seed: 1, temperature: 0.9, topK: 20, topP: 0.95 });
    expect(resolveSampling(option, 'onnx-community/Qwen3-0.6B-ONNX', false)).toMatchObject({ topK: 20, topP: 0.8 });
    expect(resolveSampling({ ...option, topK: 0, topP: 1 }, 'tiny-qwen2', false)).toEqual({ seed: 1, temperature: 0.9, topK: 0, topP: 1 });
    expect(resolveSampling(option, 'someone/other-model', false)).toEqual({ seed: 1, temperature: 0.9, topK: 0, topP: 1 });
    expect(defaultTemperature('local:tiny-qwen3', true)).toBe(0.6);
    expect(defaultTemperature('onnx-community/Qwen2.5-0.5B-Instruct', false)).toBe(0.7);
    expect(defaultTemperature('someone/other-model', false)).toBe(1);
  });
});
