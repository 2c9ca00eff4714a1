// Shape of the tiny Qwen2 test model: Qwen2.5-0.5B-Instruct's interface and vocabulary, toy sizes.

export const TINY_QWEN2 = {
  /** Qwen2.5's embedding rows (151,643 BPE tokens + 22 added tokens, padded). */
  vocabSize: 151_936,
  hiddenSize: 16,
  numHeads: 2,
  headDim: 8,
  numLayers: 2,
  maxPositionEmbeddings: 32_768,
  endOfTextId: 151_643,
  imEndId: 151_645,
  /**
   * The model ends its turn when the next position is a multiple of this, so every greedy generation
   * stops at `<|im_end|>` within this many tokens: tests get short, deterministic turns.
   */
  turnPeriod: 16,
  /** Seed of the weight generator: the same fixture bytes on every machine. */
  seed: 20_240_315,
} as const;
