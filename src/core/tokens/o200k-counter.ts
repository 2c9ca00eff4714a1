// o200k_base token counts (the lesson's `tiktoken.get_encoding("o200k_base")`). The encoder's tables are about
// 1 MB gzipped, so they load behind a dynamic import when first asked for, never with the page: a run may go
// before they have, its counts pending until they arrive.
import { o200kUpperBound } from './o200k-bound.ts';

/** Counts the tokens of a text; synchronous once loaded. */
export type TokenCounter = (text: string) => number;

/** A counter that may not have loaded yet. */
export interface LazyCounter {
  /** The counter if it has loaded; asking does not start the load. */
  loaded(): TokenCounter | undefined;
  /** Loads the counter (once) and gives it. */
  load(): Promise<TokenCounter>;
  /** At least the count of `text`, known without loading (the loop decides the token limit on it meanwhile). */
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

/** o200k_base as a run asks for it: counts now once loaded, else later. */
export const o200kCounter: LazyCounter = { loaded: () => ready, load: loadO200kCounter, bound: o200kUpperBound };

/** A counter given already loaded (a function) or lazily, as a lazy one. */
export function lazyCounter(counter: TokenCounter | LazyCounter): LazyCounter {
  if (typeof counter !== 'function') return counter;
  return { loaded: () => counter, load: () => Promise.resolve(counter), bound: counter };
}
