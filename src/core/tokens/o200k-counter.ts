// o200k_base token counts (the lesson's `tiktoken.get_encoding("o200k_base")`). The encoder's tables are about
// 1 MB gzipped, so they load behind a dynamic import the first time a count is needed, never with the page.

/** Counts the tokens of a text; synchronous once loaded. */
export type TokenCounter = (text: string) => number;

let loading: Promise<TokenCounter> | undefined;

/**
 * The o200k_base counter, loaded once. Special-token text such as "<|endoftext|>" is counted as plain text
 * instead of throwing, so that no request body can break a count.
 */
export function loadO200kCounter(): Promise<TokenCounter> {
  loading ??= import('gpt-tokenizer/encoding/o200k_base').then(({ countTokens }) => {
    const options = { disallowedSpecial: new Set<string>() };
    return (text: string) => countTokens(text, options);
  });
  // A failed load (a chunk that could not be fetched) is retried on the next call instead of being cached.
  loading.catch(() => {
    loading = undefined;
  });
  return loading;
}
