// Counters as a page has them before its counting worker has loaded the o200k encoder, with the real upper bound
// meanwhile: one whose counts are held until released, and one that cannot load.
import { o200kUpperBound } from '../../../../src/core/tokens/o200k-bound.ts';
import type { AsyncCounter, TokenCounter } from '../../../../src/core/tokens/o200k-counter.ts';

/** A counter that cannot load: every count rejects, saying why. */
export const FAILING: AsyncCounter = {
  known: () => undefined,
  count: () => Promise.reject(new Error('the o200k_base token counter could not run: offline')),
  ready: () => false,
  bound: o200kUpperBound,
};

/** A counter still loading until `release`: counts asked for meanwhile wait for it; `asks` says how often one was. */
export function heldCounter(count: TokenCounter): AsyncCounter & { asks: number; release(): void } {
  let loaded = false;
  let release = () => {};
  const released = new Promise<void>((resolve) => (release = resolve));
  return {
    asks: 0,
    known: (text) => (loaded ? count(text) : undefined),
    count(texts) {
      this.asks += 1;
      return released.then(() => texts.map(count));
    },
    ready: () => loaded,
    bound: o200kUpperBound,
    release() {
      loaded = true;
      release();
    },
  };
}
