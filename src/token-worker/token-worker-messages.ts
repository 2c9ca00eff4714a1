// What the page and its counting worker say to each other: texts to count and their counts (or why not), and,
// once, whether the o200k_base encoder loaded.

export interface CountRequest {
  id: number;
  texts: readonly string[];
}

export type TokenWorkerMessage =
  | { type: 'loaded' }
  | { type: 'failed'; message: string }
  | { type: 'counts'; id: number; counts: number[] }
  | { type: 'error'; id: number; message: string };
