// Prefill and decode speed over the steps of a run, from each step's own timings: what the device report shows
// after a run and what the browser bench prints.
import type { StepStats } from './engine/generation.ts';

export interface RunSpeeds {
  prefilledTokens: number;
  prefillMs: number;
  /** Prompt tokens per second through the model (cache truncation included); undefined without a measurable prefill. */
  prefillTokensPerSecond: number | undefined;
  /** Tokens after each step's first one (the first comes out of prefill). */
  decodedTokens: number;
  decodeMs: number;
  decodeTokensPerSecond: number | undefined;
}

export function runSpeeds(steps: readonly StepStats[]): RunSpeeds {
  let prefilledTokens = 0;
  let prefillMs = 0;
  let decodedTokens = 0;
  let decodeMs = 0;
  for (const s of steps) {
    prefilledTokens += s.prefilledTokens;
    prefillMs += s.prefillMs;
    decodedTokens += Math.max(s.generatedTokens - 1, 0);
    decodeMs += s.decodeMs;
  }
  return {
    prefilledTokens,
    prefillMs,
    prefillTokensPerSecond: prefillMs > 0 && prefilledTokens > 0 ? (prefilledTokens * 1000) / prefillMs : undefined,
    decodedTokens,
    decodeMs,
    decodeTokensPerSecond: decodeMs > 0 && decodedTokens > 0 ? (decodedTokens * 1000) / decodeMs : undefined,
  };
}
