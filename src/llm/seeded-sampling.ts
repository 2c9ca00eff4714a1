// Seeded sampling for the local model, the arithmetic without transformers.js: which settings a run samples with
// (the person's seed and temperature, the model card's top-k and top-p), the seed of each generation of a run, and
// one token drawn from one row of scores. engine/seeded-sampler.ts runs `drawToken` as a logits processor and
// masks every other token, so generate()'s greedy step writes the drawn one. Checked on fabricated scores
// (tests/unit/llm/seeded-sampling.test.ts): draw frequencies over many seeds follow the softmax within 4 σ.
import { seedWords } from '../core/random/seed-hash.ts';
import { seededRandom, type Random } from '../core/random/seeded-random.ts';
import { definitionFor } from './model-registry.ts';

/** What a run asks for: absent, greedy decoding (the lesson's). */
export interface SamplingOption {
  /** The run's seed: the same seed, model and prompt give the same tokens. */
  seed: number;
  /** Scales the scores before the softmax; 0 is greedy. */
  temperature: number;
  /** Keep only the k most likely tokens; 0 keeps all. Absent, the model card's. */
  topK?: number;
  /** Keep the fewest most likely tokens whose probabilities sum to at least p; 1 keeps all. Absent, the model card's. */
  topP?: number;
}

/** What one generation samples with, every value settled. */
export interface SamplingSettings {
  seed: number;
  temperature: number;
  topK: number;
  topP: number;
}

/** Without a model card's figures: nothing cut. */
const NO_CUT = { topK: 0, topP: 1 } as const;

/** A model's generation settings from its setting or its loaded name (a bare folder name is a `local:` model's). */
function generationOf(model: string) {
  return definitionFor(model.includes('/') || model.startsWith('local:') ? model : `local:${model}`)?.generation;
}

/** The option with the model card's top-k and top-p where it gives none (Qwen3's thinking mode has its own). */
export function resolveSampling(option: SamplingOption, model: string, thinking: boolean): SamplingSettings {
  const generation = generationOf(model);
  const card = (thinking ? generation?.thinkingSampling : undefined) ?? generation?.sampling ?? NO_CUT;
  return { seed: option.seed, temperature: option.temperature, topK: option.topK ?? card.topK, topP: option.topP ?? card.topP };
}

/**
 * Each run of an eval gets its own seed, from the eval's seed and the run's index, each one independent of the
 * others (seed-hash.ts): run i of seed s is always the same run.
 */
export function samplingForRun(option: SamplingOption, run: number): SamplingOption {
  return { ...option, seed: seedWords(option.seed, `local-sampling/run/${run}`)[0] };
}

/**
 * The seeds of a run's generations, drawn in order from one generator seeded by the run's seed: generation n
 * (a ReAct step, a planner stage) always gets the n-th, so a run is reproducible from its seed, and a fork's
 * replayed steps take theirs too.
 */
export function stepSeeds(seed: number): () => number {
  const random = seededRandom(seed, 'local-sampling');
  return () => random.int(0, 0xffffffff);
}

/** The first highest score's index: what greedy decoding's argmax writes. −1 when no score is finite. */
export function argmax(scores: ArrayLike<number>): number {
  let best = -1;
  let max = -Infinity;
  for (let i = 0; i < scores.length; i++) {
    const x = scores[i]!;
    if (x > max) {
      max = x;
      best = i;
    }
  }
  return best;
}

/** The k highest scores' indices, highest first (ties: lower index first), −∞ and NaN left out; one pass. */
function topIndices(scores: ArrayLike<number>, k: number): number[] {
  const ids: number[] = [];
  for (let i = 0; i < scores.length; i++) {
    const x = scores[i]!;
    if (!(x > -Infinity)) continue;
    if (ids.length === k && x <= scores[ids[k - 1]!]!) continue;
    let at = ids.length;
    while (at > 0 && scores[ids[at - 1]!]! < x) at--;
    ids.splice(at, 0, i);
    if (ids.length > k) ids.pop();
  }
  return ids;
}

/** Every finite score's index, highest first: needed only for top-p without top-k. */
function allIndicesSorted(scores: ArrayLike<number>): number[] {
  const ids: number[] = [];
  for (let i = 0; i < scores.length; i++) if (scores[i]! > -Infinity) ids.push(i);
  return ids.sort((a, b) => scores[b]! - scores[a]! || a - b);
}

/**
 * One token drawn from `scores` (one row, after the repetition penalty) as Hugging Face's warpers do it:
 * scores divided by the temperature, then top-k, then top-p over the scaled softmax, then one uniform draw
 * from `random` walked through the kept tokens' probabilities. Temperature 0 is greedy (the argmax, no draw).
 */
export function drawToken(scores: ArrayLike<number>, settings: Pick<SamplingSettings, 'temperature' | 'topK' | 'topP'>, random: Random): number {
  const { temperature, topK, topP } = settings;
  const best = argmax(scores);
  if (best === -1) throw new Error('drawToken: no finite score to draw from');
  if (!(temperature > 0)) return best;
  const max = scores[best]!;
  const weight = (id: number) => Math.exp((scores[id]! - max) / temperature);
  if (topK <= 0 && topP >= 1) return drawFromAll(scores, weight, random);

  let ids = topK > 0 ? topIndices(scores, topK) : allIndicesSorted(scores);
  let weights = ids.map(weight);
  if (topP < 1) {
    // The softmax over the tokens top-k kept, as HF's top-p warper reads it after top-k.
    const kept = weights.reduce((a, b) => a + b, 0);
    let sum = 0;
    let keep = 0;
    while (keep < weights.length && sum < topP * kept) sum += weights[keep++]!;
    ids = ids.slice(0, Math.max(1, keep));
    weights = weights.slice(0, ids.length);
  }
  const target = random.next() * weights.reduce((a, b) => a + b, 0);
  let sum = 0;
  for (let n = 0; n < ids.length; n++) {
    sum += weights[n]!;
    if (target < sum) return ids[n]!;
  }
  // Rounding left the target at the very end: the last kept token.
  return ids.at(-1)!;
}

/** No cut: two passes in index order (the total, then the walk), no sort and no copy of the row. */
function drawFromAll(scores: ArrayLike<number>, weight: (id: number) => number, random: Random): number {
  let total = 0;
  for (let i = 0; i < scores.length; i++) if (scores[i]! > -Infinity) total += weight(i);
  const target = random.next() * total;
  let sum = 0;
  let last = -1;
  for (let i = 0; i < scores.length; i++) {
    if (!(scores[i]! > -Infinity)) continue;
    sum += weight(i);
    last = i;
    if (target < sum) return i;
  }
  return last;
}

/** Every score but `keep`'s set to −∞, in place: the greedy step that follows can only write `keep`. */
export function maskAllBut(scores: Float32Array, keep: number): void {
  const kept = scores[keep]!;
  scores.fill(-Infinity);
  scores[keep] = kept;
}

/** Where a run's Sampling setting starts: the model card's temperature, else 1 (the softmax as it is). */
export function defaultTemperature(model: string, thinking: boolean): number {
  const generation = generationOf(model);
  return ((thinking ? generation?.thinkingSampling : undefined) ?? generation?.sampling)?.temperature ?? 1;
}
