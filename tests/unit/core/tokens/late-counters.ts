// Counters as a page has them before the o200k encoder has loaded, with the real upper bound meanwhile.
import { o200kUpperBound } from '../../../../src/core/tokens/o200k-bound.ts';
import type { LazyCounter, TokenCounter } from '../../../../src/core/tokens/o200k-counter.ts';

/** A counter whose chunk never arrives. */
export const NEVER: LazyCounter = { loaded: () => undefined, load: () => new Promise<never>(() => undefined), bound: o200kUpperBound };

/** A counter not loaded until a run asks for it; `loads` says how often one did. */
export function lateCounter(count: TokenCounter): LazyCounter & { loads: number } {
  let ready: TokenCounter | undefined;
  return {
    loads: 0,
    bound: o200kUpperBound,
    loaded: () => ready,
    load() {
      this.loads += 1;
      ready = count;
      return Promise.resolve(count);
    },
  };
}
