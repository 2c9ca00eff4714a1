// A logits processor that samples: it draws the next token from the scaled softmax of the scores with a seeded
// generator (seeded-sampling.ts) and masks every other token, so the greedy step generate() runs next (do_sample
// stays false) writes the drawn one. Passed after the alternatives recorder, which so still records the model's
// own distribution (after the repetition penalty, before temperature and mask). One instance per generation:
// its generator's draws go in token order, so the same seed, model and prompt give the same tokens.
import { LogitsProcessor, type Tensor } from '@huggingface/transformers';
import { seededRandom, type Random } from '../../core/random/seeded-random.ts';
import { drawToken, maskAllBut, type SamplingSettings } from '../seeded-sampling.ts';

export class SeededSampler extends LogitsProcessor {
  /** The token drawn at each call, that is per generated token. */
  readonly drawn: number[] = [];
  /** The drawn token's score before the mask (the recorder turns it into the model's probability). */
  readonly drawnScores: number[] = [];
  private readonly random: Random;

  constructor(private readonly settings: SamplingSettings) {
    super();
    this.random = seededRandom(settings.seed, 'tokens');
  }

  /** Scores of shape [batch, vocab] (the last position only); batch 1 here. */
  override _call(_inputIds: bigint[][], logits: Tensor): Tensor {
    const vocab = logits.dims.at(-1) ?? 0;
    const row = (logits.data as Float32Array).subarray(0, vocab);
    const token = drawToken(row, this.settings, this.random);
    this.drawn.push(token);
    this.drawnScores.push(row[token]!);
    maskAllBut(row, token);
    return logits;
  }
}
