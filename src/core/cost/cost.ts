// A run's cost: each request's usage times one price row, summed. Plain dollars, never rounded here: the UI
// rounds when it shows a figure, so a total is the sum of the exact step costs.
import type { PriceRow } from './price-table.ts';
import type { Usage } from './usage.ts';

export interface Cost {
  /** Dollars for the input tokens, cached ones at the cached price where both are known. */
  input: number;
  /** Dollars for the output tokens; null where they are not counted. */
  output: number | null;
  /** input + output (output as 0 where not counted: `outputCounted` says so). */
  total: number;
  outputCounted: boolean;
}

const PER = 1_000_000;

/** One request's cost. Cached input tokens without a cached price on the row are priced as plain input. */
export function stepCost(usage: Usage, row: PriceRow): Cost {
  const cached = Math.min(usage.cachedInputTokens ?? 0, usage.inputTokens);
  const cachedPrice = row.cachedInput ?? row.input;
  const input = ((usage.inputTokens - cached) * row.input + cached * cachedPrice) / PER;
  const output = usage.outputTokens === null ? null : (usage.outputTokens * row.output) / PER;
  return { input, output, total: input + (output ?? 0), outputCounted: output !== null };
}

/** The sum of the requests' costs; output counted only if every request's is. */
export function runCost(usages: readonly Usage[], row: PriceRow): Cost {
  let input = 0;
  let output = 0;
  let outputCounted = true;
  for (const usage of usages) {
    const cost = stepCost(usage, row);
    input += cost.input;
    if (cost.output === null) outputCounted = false;
    else output += cost.output;
  }
  return { input, output: outputCounted ? output : null, total: input + (outputCounted ? output : 0), outputCounted };
}

/** The running total after each request: what the token chart's cost line and tooltip read. */
export function cumulativeCost(usages: readonly Usage[], row: PriceRow): number[] {
  let total = 0;
  return usages.map((usage) => (total += stepCost(usage, row).total));
}
