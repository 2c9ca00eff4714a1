import { describe, expect, it } from 'vitest';
import { seededRandom } from '../../../../src/core/random/seeded-random.ts';

const draws = (random: { next(): number }, count: number) => Array.from({ length: count }, () => random.next());

describe('seededRandom', () => {
  it('repeats a stream for the same seed and label, and differs otherwise', () => {
    expect(draws(seededRandom(7, 'a'), 5)).toEqual(draws(seededRandom(7, 'a'), 5));
    expect(draws(seededRandom(7, 'a'), 5)).not.toEqual(draws(seededRandom(8, 'a'), 5));
    expect(draws(seededRandom(7, 'a'), 5)).not.toEqual(draws(seededRandom(7, 'b'), 5));
  });

  it('keeps its first outputs (the committed data depends on them)', () => {
    expect(draws(seededRandom(20240319), 3).map((x) => x.toFixed(12))).toEqual([
      '0.376754361205',
      '0.171408971772',
      '0.437581596896',
    ]);
  });

  it('forks streams that depend on the label only, not on draws made before', () => {
    const parent = seededRandom(1);
    const early = draws(parent.fork('x'), 4);
    draws(parent, 100);
    expect(draws(parent.fork('x'), 4)).toEqual(early);
    expect(draws(parent.fork('y'), 4)).not.toEqual(early);
  });

  it('draws uniforms in [0, 1) and integers in [min, max] with both ends reached', () => {
    const random = seededRandom(3);
    const uniforms = draws(random, 10_000);
    expect(Math.min(...uniforms)).toBeGreaterThanOrEqual(0);
    expect(Math.max(...uniforms)).toBeLessThan(1);
    const mean = uniforms.reduce((s, x) => s + x, 0) / uniforms.length;
    expect(mean).toBeCloseTo(0.5, 1);
    const ints = Array.from({ length: 2000 }, () => random.int(2, 5));
    expect(new Set(ints)).toEqual(new Set([2, 3, 4, 5]));
  });

  it('draws normals with the requested mean and spread', () => {
    const random = seededRandom(4);
    const values = Array.from({ length: 20_000 }, () => random.normal(10, 2));
    const mean = values.reduce((s, x) => s + x, 0) / values.length;
    const sd = Math.sqrt(values.reduce((s, x) => s + (x - mean) ** 2, 0) / values.length);
    expect(mean).toBeCloseTo(10, 1);
    expect(sd).toBeCloseTo(2, 1);
  });

  it('picks and samples from a list', () => {
    const random = seededRandom(5);
    const items = ['a', 'b', 'c', 'd'];
    expect(items).toContain(random.pick(items));
    const sample = random.sample(items, 3);
    expect(new Set(sample).size).toBe(3);
    for (const item of sample) expect(items).toContain(item);
    expect(random.sample(items, 10).sort()).toEqual(items);
    expect(() => random.pick([])).toThrow('empty');
    const hits = Array.from({ length: 4000 }, () => random.chance(0.25)).filter(Boolean).length;
    expect(hits / 4000).toBeCloseTo(0.25, 1);
  });
});
