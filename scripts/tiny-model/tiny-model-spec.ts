// What the tiny graph builder needs to know of a model family: the interface's sizes and the token ids it reads.

export interface TinyModelSpec {
  /** Embedding rows (the real model's, so every token id is valid). */
  vocabSize: number;
  hiddenSize: number;
  numHeads: number;
  /** Per head; Qwen3's is not hidden / heads. */
  headDim: number;
  /** Attention layers plus the last, the turn layer. */
  numLayers: number;
  maxPositionEmbeddings: number;
  endOfTextId: number;
  imStartId: number;
  imEndId: number;
  /** Ids from here on are added tokens. */
  firstAddedId: number;
  /** Seed of the weight generator. */
  seed: number;
}
