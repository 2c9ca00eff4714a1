// The token chart's numbers, from traces: tokens of each request sent and the running total, and the steps the
// chart writes its figures at (the lesson's: the step limit, 12 and the last step).
import type { RequestEvent, Trace } from '../../core/agent/index.ts';

export interface TokenSeries {
  /** Tokens of each request sent, step 1 first. */
  perRequest: number[];
  /** Tokens sent up to and including each step. */
  cumulative: number[];
}

export interface TokenMark {
  step: number;
  tokens: number;
  /** The mark at the step limit, which the chart highlights. */
  isLimit: boolean;
}

/** Undefined while the trace's counts are pending (the o200k counter has not loaded). */
export function tokenSeries(trace: Trace): TokenSeries | undefined {
  const perRequest = trace.events.filter((e): e is RequestEvent => e.type === 'request' && e.sent).map((e) => e.tokens);
  if (perRequest.some((t) => t === null)) return undefined;
  const counted = perRequest as number[];
  let total = 0;
  return { perRequest: counted, cumulative: counted.map((t) => (total += t)) };
}

/** Figures at the step limit, at 12 steps and at the last step, each once, in step order; steps past the series are left out. */
export function tokenMarks(cumulative: readonly number[], stepLimit: number): TokenMark[] {
  const steps = [...new Set([stepLimit, 12, cumulative.length])].filter((s) => s >= 1 && s <= cumulative.length).sort((a, b) => a - b);
  return steps.map((step) => ({ step, tokens: cumulative[step - 1] as number, isLimit: step === stepLimit }));
}
