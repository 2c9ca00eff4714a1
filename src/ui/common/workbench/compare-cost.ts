// A compared run's cost, the way its timeline prices it: an API run at the page's price row (the one picked, else
// its model's), its output once counted; undefined where it is not priced (a local model, a plan) or not counted yet.
import type { Trace } from '../../../core/agent/index.ts';
import { vendorOf } from '../../../core/cost/index.ts';
import { outputCounter } from '../cost/output-counter.svelte.ts';
import { prices } from '../cost/price-store.svelte.ts';
import { traceCost } from '../cost/trace-cost.ts';

export function compareCost(trace: Trace | undefined): number | undefined {
  if (trace === undefined || !vendorOf(trace.backend)) return undefined;
  const row = prices.rowFor(trace.backend, trace.model);
  return row ? traceCost(trace, row, outputCounter(trace))?.total.total : undefined;
}
