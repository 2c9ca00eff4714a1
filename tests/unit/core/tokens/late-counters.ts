// Counters as the page has them: counting in a worker, each count arriving on a later task, with the real upper
// bound meanwhile; and one whose worker could not load.
import { o200kUpperBound } from '../../../../src/core/tokens/o200k-bound.ts';
import type { AsyncCounter, TokenCounter } from '../../../../src/core/tokens/o200k-counter.ts';

/** A counter whose encoder cannot load: every count is refused. */
export const FAILING: AsyncCounter = {
  known: () => undefined,
  count: () => Promise.reject(new Error('the counting worker could not load')),
  bound: o200kUpperBound,
};

/** Counts with `count`, each on a later task, as a worker's answer arrives; `asked` says how many it was asked for. */
export function lateCounter(count: TokenCounter): AsyncCounter & { asked: number } {
  return {
    asked: 0,
    bound: o200kUpperBound,
    known: () => undefined,
    count(text) {
      this.asked += 1;
      return new Promise((resolve) => setTimeout(() => resolve(count(text)), 1));
    },
  };
}
