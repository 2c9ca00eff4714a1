// Shape of the tiny Qwen2 test models: Qwen2.5-0.5B-Instruct's interface and vocabulary, toy sizes.

export const TINY_QWEN2 = {
  /** Qwen2.5's embedding rows (151,643 BPE tokens + 22 added tokens, padded). */
  vocabSize: 151_936,
  hiddenSize: 16,
  numHeads: 2,
  headDim: 8,
  /** Two attention layers and the turn layer (where the current reply started, how many turns came before). */
  numLayers: 3,
  maxPositionEmbeddings: 32_768,
  endOfTextId: 151_643,
  imStartId: 151_644,
  imEndId: 151_645,
  /** Ids from here on are added tokens (`<|endoftext|>`, `<|im_start|>`, `<tool_call>`…). */
  firstAddedId: 151_643,
  /** Seed of the weight generator: the same fixture bytes on every build. */
  seed: 20_240_315,
} as const;
