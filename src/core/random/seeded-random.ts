// A seeded random source with the draws the generators need. Pure integer state (sfc32) plus Math.log/Math.sqrt
// for normal draws: the same seed gives the same numbers on every run.
import { seedWords } from './seed-hash.ts';
import { sfc32 } from './sfc32.ts';

export interface Random {
  /** Uniform in [0, 1). */
  next(): number;
  /** Uniform in [min, max). */
  uniform(min: number, max: number): number;
  /** Integer in [min, max], both included. */
  int(min: number, max: number): number;
  /** Normal draw (Marsaglia's polar method). */
  normal(mean?: number, sd?: number): number;
  /** True with probability `p`. */
  chance(p: number): boolean;
  /** One item, uniformly. Throws on an empty list (a programming error, not a data error). */
  pick<T>(items: readonly T[]): T;
  /** `count` distinct items in random order (all of them when `count` exceeds the list). */
  sample<T>(items: readonly T[], count: number): T[];
  /** An independent stream named by `label`: the same seed and label always give the same stream. */
  fork(label: string): Random;
}

/** A random source for `seed`; `label` names the stream (forks append to it). */
export function seededRandom(seed: number, label = ''): Random {
  const [a, b, c, d] = seedWords(seed, label);
  const nextWord = sfc32(a, b, c, d);
  // The first outputs of a freshly seeded sfc32 are still correlated with the seed words.
  for (let i = 0; i < 12; i++) nextWord();
  let spareNormal: number | undefined;

  const next = () => nextWord() / 4294967296;

  const standardNormal = (): number => {
    if (spareNormal !== undefined) {
      const value = spareNormal;
      spareNormal = undefined;
      return value;
    }
    for (;;) {
      const u = 2 * next() - 1;
      const v = 2 * next() - 1;
      const s = u * u + v * v;
      if (s > 0 && s < 1) {
        const factor = Math.sqrt((-2 * Math.log(s)) / s);
        spareNormal = v * factor;
        return u * factor;
      }
    }
  };

  const random: Random = {
    next,
    uniform: (min, max) => min + (max - min) * next(),
    int: (min, max) => min + Math.floor(next() * (max - min + 1)),
    normal: (mean = 0, sd = 1) => mean + sd * standardNormal(),
    chance: (p) => next() < p,
    pick<T>(items: readonly T[]): T {
      if (items.length === 0) throw new Error('pick from an empty list');
      return items[Math.floor(next() * items.length)] as T;
    },
    sample<T>(items: readonly T[], count: number): T[] {
      const pool = [...items];
      const size = Math.min(count, pool.length);
      for (let i = 0; i < size; i++) {
        const j = i + Math.floor(next() * (pool.length - i));
        [pool[i], pool[j]] = [pool[j] as T, pool[i] as T];
      }
      return pool.slice(0, size);
    },
    fork: (childLabel) => seededRandom(seed, `${label}/${childLabel}`),
  };
  return random;
}
