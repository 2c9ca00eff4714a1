// A trace's cost at one price row: each sent request's, by step, and the run's. Undefined where an input count is
// not made; output stays out (and says so) until its counts are back from the page's token worker.
import { runCost, stepCost, traceUsages, type Cost, type PriceRow, type Usage, type UsageSource } from '../../../core/cost/index.ts';
import type { Trace } from '../../../core/agent/index.ts';
import type { TokenCounter } from '../../../core/tokens/index.ts';

export interface TraceCost {
  steps: Map<number, Cost>;
  total: Cost;
  /** Whose count the run's usages are (one backend's, so all alike). */
  source: UsageSource;
}

export function traceCost(trace: Trace, row: PriceRow, count: TokenCounter | undefined): TraceCost | undefined {
  const usages: { step: number; usage: Usage }[] = [];
  for (const s of traceUsages(trace, count)) {
    if (s.usage === null) return undefined;
    usages.push({ step: s.step, usage: s.usage });
  }
  return {
    steps: new Map(usages.map((s) => [s.step, stepCost(s.usage, row)])),
    total: runCost(
      usages.map((s) => s.usage),
      row,
    ),
    source: usages.some((s) => s.usage.source === 'provider') ? 'provider' : 'lab-count',
  };
}
