// The sizes of a Qwen-family decoder, as its config.json gives them: what the full-size stand-in is built with,
// what the preflight's one calibration layer copies, and what the reference test shrinks.

export interface DecoderDimensions {
  /** config.json's model_type: `qwen2` (Qwen2.5) or `qwen3`. */
  modelType: 'qwen2' | 'qwen3';
  layers: number;
  hidden: number;
  heads: number;
  kvHeads: number;
  headDim: number;
  /** The MLP's width (intermediate_size). */
  intermediate: number;
  vocab: number;
  ropeTheta: number;
  rmsEps: number;
  /** Qwen2.5 adds a bias to q, k and v; Qwen3 does not. */
  qkvBias: boolean;
  /** Qwen3 normalises each head's queries and keys (q_norm, k_norm) before the rotary positions. */
  qkNorm: boolean;
}

/** Qwen/Qwen2.5-0.5B-Instruct's config.json: 24 layers, hidden 896, 14 query heads and 2 KV heads of 64, MLP 4864, tied embeddings. */
export const QWEN25_05B_DIMS: DecoderDimensions = {
  modelType: 'qwen2',
  layers: 24,
  hidden: 896,
  heads: 14,
  kvHeads: 2,
  headDim: 64,
  intermediate: 4864,
  vocab: 151_936,
  ropeTheta: 1_000_000,
  rmsEps: 1e-6,
  qkvBias: true,
  qkNorm: false,
};

/** Qwen/Qwen3-0.6B's config.json: 28 layers, hidden 1024, 16 query heads and 8 KV heads of 128, MLP 3072, q/k norms, no bias, tied. */
export const QWEN3_06B_DIMS: DecoderDimensions = {
  modelType: 'qwen3',
  layers: 28,
  hidden: 1024,
  heads: 16,
  kvHeads: 8,
  headDim: 128,
  intermediate: 3072,
  vocab: 151_936,
  ropeTheta: 1_000_000,
  rmsEps: 1e-6,
  qkvBias: false,
  qkNorm: true,
};

/** What the KV cache's size depends on (the registry's `shape`, the memory estimate's input). */
export function cacheShape(d: DecoderDimensions): { layers: number; kvHeads: number; headDim: number } {
  return { layers: d.layers, kvHeads: d.kvHeads, headDim: d.headDim };
}

/** Weights of one decoder layer (norms, attention, MLP), counted as the checkpoint counts them. */
export function layerParameters(d: DecoderDimensions): number {
  const q = d.heads * d.headDim;
  const kv = d.kvHeads * d.headDim;
  const bias = d.qkvBias ? q + 2 * kv : 0;
  const norms = 2 * d.hidden + (d.qkNorm ? 2 * d.headDim : 0);
  return d.hidden * (q + 2 * kv) + bias + q * d.hidden + 3 * d.hidden * d.intermediate + norms;
}

/** Every weight: the layers, the final norm and the (tied) embedding table. */
export function modelParameters(d: DecoderDimensions): number {
  return d.layers * layerParameters(d) + d.hidden + d.vocab * d.hidden;
}

/** A model folder's config.json read as decoder dimensions; undefined when it is not a Qwen2/Qwen3 decoder's. */
export function dimensionsFromConfig(config: unknown): DecoderDimensions | undefined {
  if (typeof config !== 'object' || config === null) return undefined;
  const c = config as Record<string, unknown>;
  const n = (key: string) => (typeof c[key] === 'number' && Number.isFinite(c[key]) ? c[key] : undefined);
  const modelType = c.model_type;
  const [layers, hidden, heads, kvHeads, intermediate, vocab] = ['num_hidden_layers', 'hidden_size', 'num_attention_heads', 'num_key_value_heads', 'intermediate_size', 'vocab_size'].map(n);
  if ((modelType !== 'qwen2' && modelType !== 'qwen3') || !layers || !hidden || !heads || !intermediate || !vocab) return undefined;
  const qwen3 = modelType === 'qwen3';
  return {
    modelType,
    layers,
    hidden,
    heads,
    kvHeads: kvHeads ?? heads,
    headDim: n('head_dim') ?? hidden / heads,
    intermediate,
    vocab,
    ropeTheta: n('rope_theta') ?? 1_000_000,
    rmsEps: n('rms_norm_eps') ?? 1e-6,
    qkvBias: qwen3 ? c.attention_bias === true : true,
    qkNorm: qwen3,
  };
}
