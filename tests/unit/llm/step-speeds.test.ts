import { describe, expect, it } from 'vitest';
import type { StepStats } from '../../../src/llm/engine/generation.ts';
import { runSpeeds } from '../../../src/llm/step-speeds.ts';

const step = (prefilledTokens: number, prefillMs: number, generatedTokens: number, decodeMs: number): StepStats => ({
  inputTokens: prefilledTokens,
  reusedTokens: 0,
  prefilledTokens,
  generatedTokens,
  prefillMs,
  decodeMs,
  tokensPerSecond: undefined,
});

describe('runSpeeds', () => {
  it('sums prefill and decode over the steps; the first token of each step counts as prefill', () => {
    expect(runSpeeds([step(567, 500, 41, 2000), step(167, 100, 21, 1000)])).toEqual({
      prefilledTokens: 734,
      prefillMs: 600,
      prefillTokensPerSecond: (734 * 1000) / 600,
      decodedTokens: 60,
      decodeMs: 3000,
      decodeTokensPerSecond: 20,
    });
  });

  it('says undefined where nothing was measured', () => {
    expect(runSpeeds([step(10, 5, 1, 0)])).toMatchObject({ decodedTokens: 0, decodeTokensPerSecond: undefined });
    expect(runSpeeds([])).toMatchObject({ prefillTokensPerSecond: undefined, decodeTokensPerSecond: undefined });
  });
});
