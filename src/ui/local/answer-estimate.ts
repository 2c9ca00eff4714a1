// How long one reply of the model takes on this device, for the student's "how long will I wait": measured, never
// guessed. The last run's own steps when there was one; else the WebGPU check's speed, scaled to a reply of the
// lesson's length; else no estimate (the page says so).
import type { StepStats } from '../../llm/engine/generation.ts';

/** New tokens a reply may take: the lesson's limit a step (the estimate from the check is for a full reply). */
export const REPLY_TOKENS = 80;

export type AnswerEstimate =
  /** The last run: its replies' average, and the whole question. */
  | { from: 'run'; secondsPerReply: number; replies: number; secondsInAll: number }
  /** The WebGPU check's tokens per second, for a reply of REPLY_TOKENS (reading a long prompt comes on top). */
  | { from: 'check'; secondsPerReply: number };

export interface EstimateFigures {
  /** The last run's steps, in order. */
  steps: readonly StepStats[];
  /** The WebGPU check: the tokens it generated and how long that took. */
  check?: { tokens: number; ms: number };
}

/**
 * @example answerEstimate({ steps: [{ prefillMs: 2000, decodeMs: 4000, … }, { prefillMs: 1000, decodeMs: 3000, … }] })
 *   // { from: 'run', secondsPerReply: 5, replies: 2, secondsInAll: 10 }
 */
export function answerEstimate({ steps, check }: EstimateFigures): AnswerEstimate | undefined {
  const ms = steps.reduce((sum, s) => sum + s.prefillMs + s.decodeMs, 0);
  if (steps.length > 0 && ms > 0) return { from: 'run', secondsPerReply: ms / steps.length / 1000, replies: steps.length, secondsInAll: ms / 1000 };
  if (check && check.tokens > 0 && check.ms > 0) return { from: 'check', secondsPerReply: ((check.ms / check.tokens) * REPLY_TOKENS) / 1000 };
  return undefined;
}
