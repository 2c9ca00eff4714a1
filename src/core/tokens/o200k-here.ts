// The o200k_base encoder (the lesson's `tiktoken.get_encoding("o200k_base")`): its tables are about 1 MB gzipped and
// one long parse, so they load behind a dynamic import when first asked for. For Node, the site's service worker and
// the page's token worker; never imported by what the page's own thread runs.
import { o200kUpperBound } from './o200k-bound.ts';
import type { AsyncCounter, TokenCounter } from './o200k-counter.ts';

let loading: Promise<TokenCounter> | undefined;
let loaded: TokenCounter | undefined;

/**
 * The o200k_base counter, loaded once. Special-token text such as "<|endoftext|>" is counted as plain text
 * instead of throwing, so that no request body can break a count.
 */
export function loadO200kCounter(): Promise<TokenCounter> {
  loading ??= import('gpt-tokenizer/encoding/o200k_base').then(({ countTokens }) => {
    const options = { disallowedSpecial: new Set<string>() };
    loaded = (text: string) => countTokens(text, options);
    return loaded;
  });
  // A failed load (a chunk that could not be fetched) is retried on the next call instead of being cached.
  loading.catch(() => {
    loading = undefined;
  });
  return loading;
}

/** o200k_base loaded on this thread when first asked for: Node's and the workers' (never the page's). */
export const o200kHere: AsyncCounter = {
  known: (text) => loaded?.(text),
  count: (texts) => loadO200kCounter().then((count) => texts.map(count)),
  ready: () => loaded !== undefined,
  bound: o200kUpperBound,
};
