// A logits processor that records, at every generated token, the top-k tokens and their probabilities. generate()
// runs the processors it builds from the generation config first (the repetition penalty of 1.1 Qwen2.5's config
// holds) and the ones passed in after them, so this one sees the very scores the greedy pick is the argmax of.
// It only reads them, and runs before the seeded sampler (seeded-sampler.ts) when both are on, so it records the
// model's own distribution, not the masked one. LocalModel adds it only when alternatives are asked for.
import { LogitsProcessor, type Tensor } from '@huggingface/transformers';
import { rankScores, type TokenChoice } from '../top-alternatives.ts';

export class AlternativesRecorder extends LogitsProcessor {
  /** One ranking per call, that is per generated token. */
  readonly ranked: TokenChoice[][] = [];
  /** Each call's softmax normaliser, so a token sampled outside the top k still gets its probability. */
  private readonly normalisers: { max: number; sum: number }[] = [];

  constructor(private readonly k: number) {
    super();
  }

  /** Scores of shape [batch, vocab] (the last position only); batch 1 here. */
  override _call(_inputIds: bigint[][], logits: Tensor): Tensor {
    const vocab = logits.dims.at(-1) ?? 0;
    const { top, max, sum } = rankScores((logits.data as Float32Array).subarray(0, vocab), this.k);
    this.ranked.push(top);
    this.normalisers.push({ max, sum });
    return logits;
  }

  /** The probability the model gave a score at the n-th call (the drawn token's, read by the sampler). */
  probabilityAt(call: number, score: number): number {
    const n = this.normalisers[call];
    return n && n.sum > 0 ? Math.exp(score - n.max) / n.sum : 0;
  }
}
