// A speed row of the browser bench, from the runs of one setting: pure, so a unit test can check that its
// tokens, times and speeds belong together.
import type { RunSpeeds } from '../../src/llm/step-speeds.ts';
import { median } from './measure.ts';

/**
 * One row from runs of one setting: their token counts (greedy decoding from an empty cache gives the same every
 * run, checked), the median of their times, and the speeds of those tokens in those times.
 */
export function medianSpeeds(runs: readonly RunSpeeds[]): RunSpeeds {
  const [first] = runs as [RunSpeeds];
  if (runs.some((r) => r.prefilledTokens !== first.prefilledTokens || r.decodedTokens !== first.decodedTokens)) {
    throw new Error(`runs of one setting differ in tokens: ${runs.map((r) => `${r.prefilledTokens}+${r.decodedTokens}`).join(', ')}`);
  }
  const prefillMs = median(runs.map((r) => r.prefillMs));
  const decodeMs = median(runs.map((r) => r.decodeMs));
  const rate = (tokens: number, ms: number) => (tokens > 0 && ms > 0 ? (tokens * 1000) / ms : undefined);
  return {
    prefilledTokens: first.prefilledTokens,
    prefillMs,
    prefillTokensPerSecond: rate(first.prefilledTokens, prefillMs),
    decodedTokens: first.decodedTokens,
    decodeMs,
    decodeTokensPerSecond: rate(first.decodedTokens, decodeMs),
  };
}
