// o200k_base token counts (the lesson's `tiktoken.get_encoding("o200k_base")`) as a run takes them: counted here
// (a TokenCounter: Node, the workers) or elsewhere (an AsyncCounter: the page, which counts in its token worker,
// src/token-worker/, its counts arriving a moment later). The encoder itself loads in o200k-here.ts, which nothing
// the page runs imports: its 2 MB chunk is never parsed on the page's thread.

/** Counts the tokens of a text; synchronous once loaded. */
export type TokenCounter = (text: string) => number;

/** A counter whose counts may arrive later (one in a worker), with a bound known at once. */
export interface AsyncCounter {
  /** The count of `text` if it is known now; asking starts nothing. */
  known(text: string): number | undefined;
  /** The counts of `texts`, in order; rejects, saying why, when the counter cannot load. */
  count(texts: readonly string[]): Promise<number[]>;
  /** Whether a count asked for now comes at once (the encoder has loaded), so that nobody need be told to wait for it. */
  ready(): boolean;
  /** At least the count of `text`, known without the encoder (the loop decides the token limit on it meanwhile). */
  bound(text: string): number;
}

/** A counter given loaded (a function) or counted elsewhere, as an async one. */
export function asyncCounter(counter: TokenCounter | AsyncCounter): AsyncCounter {
  if (typeof counter !== 'function') return counter;
  return { known: counter, count: (texts) => Promise.resolve(texts.map(counter)), ready: () => true, bound: counter };
}
