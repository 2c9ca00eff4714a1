// The summary card's time per reply: measured on this device (the last run's steps, else the WebGPU check's
// speed scaled to a full reply), and nothing at all before either exists, never a guess.
import { describe, expect, it } from 'vitest';
import type { StepStats } from '../../../../src/llm/engine/generation.ts';
import { answerEstimate, REPLY_TOKENS } from '../../../../src/ui/local/answer-estimate.ts';

const step = (prefillMs: number, decodeMs: number): StepStats => ({
  inputTokens: 567,
  reusedTokens: 0,
  prefilledTokens: 567,
  generatedTokens: 40,
  prefillMs,
  decodeMs,
  tokensPerSecond: undefined,
});

describe('answerEstimate', () => {
  it('no run and no check: no estimate', () => {
    expect(answerEstimate({ steps: [] })).toBeUndefined();
  });

  it("the last run: its replies' average and the whole question", () => {
    expect(answerEstimate({ steps: [step(2000, 4000), step(1000, 3000)] })).toEqual({ from: 'run', secondsPerReply: 5, replies: 2, secondsInAll: 10 });
  });

  it('the run wins over the check', () => {
    expect(answerEstimate({ steps: [step(500, 1500)], check: { tokens: 8, ms: 800 } })?.from).toBe('run');
  });

  it("the WebGPU check: its time per token for a reply of the lesson's length", () => {
    expect(REPLY_TOKENS).toBe(80);
    expect(answerEstimate({ steps: [], check: { tokens: 8, ms: 800 } })).toEqual({ from: 'check', secondsPerReply: 8 });
  });

  it('figures with no time in them give no estimate', () => {
    expect(answerEstimate({ steps: [step(0, 0)] })).toBeUndefined();
    expect(answerEstimate({ steps: [], check: { tokens: 0, ms: 0 } })).toBeUndefined();
  });
});
