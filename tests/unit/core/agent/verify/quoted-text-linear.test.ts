// An answer of 50,000 unclosed `«a` took the old backtracking pattern 1.6 s, on every keystroke of the
// verifier's box: the same bytes split into twenty answers must cost about as much as the whole.
import { describe, expect, it } from 'vitest';
import { REFERENCE_TRACES, referenceVerifyInput, verifyAnswer } from '../../../../../src/core/agent/index.ts';
import { splitQuotes } from '../../../../../src/core/agent/verify/quoted-text.ts';
import { wholeToPartsRatio } from '../../../timing/linear-ratio.ts';

const PARTS = 20;
const hostile = (pairs: number) => '«a'.repeat(pairs);
const trace = REFERENCE_TRACES[0];

describe('quoted passages on a hostile answer', () => {
  it('splitQuotes: 50,000 × `«a` ≤ 6× twenty answers of 2,500 (quadratic: 20×)', () => {
    const parts = Array.from({ length: PARTS }, () => hostile(50_000 / PARTS));
    expect(wholeToPartsRatio(splitQuotes, hostile(50_000), parts)).toBeLessThan(6);
  });

  it('the whole verifier: 50,000 × `«a` ≤ 6× twenty answers of 2,500 (quadratic: 20×)', () => {
    if (!trace) throw new Error('no reference trace');
    const verify = (answer: string) => verifyAnswer(referenceVerifyInput(trace, answer));
    const parts = Array.from({ length: PARTS }, () => hostile(50_000 / PARTS));
    expect(wholeToPartsRatio(verify, hostile(50_000), parts)).toBeLessThan(6);
  });

  it('an unclosed quote leaves the passages before it, and an empty one is skipped', () => {
    expect(splitQuotes('«Sube.» y «a«a')).toEqual({ quotes: ['Sube'], rest: '        y «a«a' });
    expect(splitQuotes('""Baja"')).toEqual({ quotes: ['Baja'], rest: '"      ' });
  });
});
