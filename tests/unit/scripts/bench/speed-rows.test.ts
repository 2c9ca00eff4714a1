// A browser bench row: tokens, the median time and the speed all from the same runs.
import { describe, expect, it } from 'vitest';
import { medianSpeeds } from '../../../../scripts/bench/speed-rows.ts';
import type { RunSpeeds } from '../../../../src/llm/step-speeds.ts';

const run = (prefillMs: number, decodeMs: number, prefilledTokens = 600, decodedTokens = 100): RunSpeeds => ({
  prefilledTokens,
  prefillMs,
  prefillTokensPerSecond: (prefilledTokens * 1000) / prefillMs,
  decodedTokens,
  decodeMs,
  decodeTokensPerSecond: (decodedTokens * 1000) / decodeMs,
});

describe('medianSpeeds', () => {
  it('gives the speed of the runs’ tokens in their median time', () => {
    const row = medianSpeeds([run(30, 200), run(10, 400), run(20, 250)]);
    expect(row).toEqual({ prefilledTokens: 600, prefillMs: 20, prefillTokensPerSecond: 30_000, decodedTokens: 100, decodeMs: 250, decodeTokensPerSecond: 400 });
  });

  it('refuses runs that differ in tokens (a run that reused the one before)', () => {
    expect(() => medianSpeeds([run(20, 200), run(5, 200, 30)])).toThrow(/differ in tokens/);
  });
});
