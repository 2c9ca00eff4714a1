// o200k_base token counts (the lesson's `tiktoken.get_encoding("o200k_base")`). The encoder's tables are about
// 1 MB gzipped, so they load behind a dynamic import when first asked for. In Node, in the site's service worker and
// in the page's counting worker they load here and count at once; the page itself counts through that worker
// (src/token-worker/), so its counts arrive later: `AsyncCounter` is how a run takes either.
import { o200kUpperBound } from './o200k-bound.ts';

/** Counts the tokens of a text; synchronous once loaded. */
export type TokenCounter = (text: string) => number;

/** A counter whose counts may arrive later (one in a worker), with a bound known at once. */
export interface AsyncCounter {
  /** The count of `text` if it is known now; asking starts nothing. */
  known(text: string): number | undefined;
  /** The count of `text`; rejects, saying why, when the counter cannot load. */
  count(text: string): Promise<number>;
  /** At least the count of `text`, known without the counter (the loop decides the token limit on it meanwhile). */
  bound(text: string): number;
}

let loading: Promise<TokenCounter> | undefined;
let ready: TokenCounter | undefined;

/**
 * The o200k_base counter, loaded once. Special-token text such as "<|endoftext|>" is counted as plain text
 * instead of throwing, so that no request body can break a count.
 */
export function loadO200kCounter(): Promise<TokenCounter> {
  loading ??= import('gpt-tokenizer/encoding/o200k_base').then(({ countTokens }) => {
    const options = { disallowedSpecial: new Set<string>() };
    ready = (text: string) => countTokens(text, options);
    return ready;
  });
  // A failed load (a chunk that could not be fetched) is retried on the next call instead of being cached.
  loading.catch(() => {
    loading = undefined;
  });
  return loading;
}

/** A counter given already loaded (a function) or counting elsewhere, as an async one. */
export function asyncCounter(counter: TokenCounter | AsyncCounter): AsyncCounter {
  if (typeof counter !== 'function') return counter;
  return { known: counter, count: (text) => Promise.resolve(counter(text)), bound: counter };
}

/** o200k_base as an async counter loaded on this thread: Node's, the workers' (the page counts in its counting worker). */
export const o200kHere: AsyncCounter = {
  known: (text) => ready?.(text),
  count: (text) => loadO200kCounter().then((count) => count(text)),
  bound: o200kUpperBound,
};
