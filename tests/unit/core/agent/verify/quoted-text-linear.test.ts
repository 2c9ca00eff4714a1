// An answer of 50,000 unclosed `«a` took the old backtracking pattern 1.6 s, on every keystroke of the
// verifier's box: splitQuotes must read the whole about as often as the same bytes split into twenty answers.
// Counted (characters read), not timed, so a busy machine cannot fail it; the whole verifier's time on such an
// answer is `npm run bench -- linear`.
import { describe, expect, it } from 'vitest';
import { splitQuotes } from '../../../../../src/core/agent/verify/quoted-text.ts';
import { wholeToPartsReads } from '../../../work/counted-reads.ts';

const PARTS = 20;
const hostile = (pairs: number) => '«a'.repeat(pairs);

describe('quoted passages on a hostile answer', () => {
  it('splitQuotes: 50,000 × `«a` reads ≤ 2× what twenty answers of 2,500 read (a rescan: 20×)', () => {
    const parts = Array.from({ length: PARTS }, () => hostile(50_000 / PARTS));
    expect(wholeToPartsReads(splitQuotes, hostile(50_000), parts)).toBeLessThan(2);
  });

  it('closed passages among unclosed ones are read once too', () => {
    const mixed = (n: number) => '«Sube» y «a'.repeat(n);
    const parts = Array.from({ length: PARTS }, () => mixed(5_000 / PARTS));
    expect(wholeToPartsReads(splitQuotes, mixed(5_000), parts)).toBeLessThan(2);
  });

  it('an unclosed quote leaves the passages before it, and an empty one is skipped', () => {
    expect(splitQuotes('«Sube.» y «a«a')).toEqual({ quotes: ['Sube'], rest: '        y «a«a' });
    expect(splitQuotes('""Baja"')).toEqual({ quotes: ['Baja'], rest: '"      ' });
  });
});
