// Shape of the tiny Qwen3 test models: Qwen3-0.6B's interface and vocabulary (its head_dim is not hidden / heads,
// so neither is this one's), toy sizes, and the think-block tokens the turn layer reads.
import type { TinyModelSpec } from './tiny-model-spec.ts';

export const TINY_QWEN3 = {
  /** Qwen3's embedding rows (151,643 BPE tokens + 26 added tokens, padded), as Qwen2.5's. */
  vocabSize: 151_936,
  hiddenSize: 16,
  numHeads: 2,
  /** 2 × 12 = 24 ≠ 16: the projections widen, as Qwen3-0.6B's 16 × 128 against its hidden 1,024. */
  headDim: 12,
  numLayers: 3,
  maxPositionEmbeddings: 40_960,
  endOfTextId: 151_643,
  imStartId: 151_644,
  imEndId: 151_645,
  firstAddedId: 151_643,
  seed: 20_250_429,
  thinkOpenId: 151_667,
  thinkCloseId: 151_668,
  /** "\n\n" (ĊĊ): what follows </think> before the reply, in the template and in the model's own replies. */
  doubleNewlineId: 271,
} as const satisfies TinyModelSpec & Record<string, number>;
