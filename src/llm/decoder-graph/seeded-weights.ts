// Seeded random weights for the stand-in decoder: each tensor from its own stream, seeded by the lab's seed hashing
// (src/core/random: seed and name), so one layer can be made alone (the preflight's calibration) and every build
// writes the same bytes. Values are drawn at the scale of a trained checkpoint (linear weights ±0.035, norms near
// 1), so activations stay in range.
import { seedWords } from '../../core/random/seed-hash.ts';
import type { DecoderDimensions } from './decoder-dimensions.ts';

/** One decoder layer, each linear weight row-major [in, out] (the graph computes x · W). */
export interface LayerWeights {
  inputNorm: Float32Array;
  q: Float32Array;
  k: Float32Array;
  v: Float32Array;
  /** With qkvBias. */
  qBias?: Float32Array;
  kBias?: Float32Array;
  vBias?: Float32Array;
  /** With qkNorm: [headDim]. */
  qNorm?: Float32Array;
  kNorm?: Float32Array;
  o: Float32Array;
  postNorm: Float32Array;
  gate: Float32Array;
  up: Float32Array;
  down: Float32Array;
}

/**
 * n values uniform in [centre − spread, centre + spread), seeded by the lab's seed hashing (src/core/random) of
 * (seed, name). The draws are mulberry32 inlined, not the lab's sfc32 generator: a full-size model draws half a
 * billion of them and the preflight tens of millions while the student waits, and sfc32 through its closure took
 * 2.3 times as long (4.8 s against 2.1 s for the embedding table in Node).
 */
export function seededTensor(seed: number, name: string, n: number, spread: number, centre = 0): Float32Array {
  let state = seedWords(seed, name)[0];
  const out = new Float32Array(n);
  const scale = (2 * spread) / 4_294_967_296;
  const base = centre - spread;
  for (let i = 0; i < n; i++) {
    state = (state + 0x6d2b79f5) | 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    out[i] = base + ((t ^ (t >>> 14)) >>> 0) * scale;
  }
  return out;
}

/** Uniform ±0.035 has the standard deviation 0.02 of Qwen's initializer_range. */
const LINEAR = 0.035;
const NORM_SPREAD = 0.1;

export function layerWeights(d: DecoderDimensions, seed: number, layer: number): LayerWeights {
  const q = d.heads * d.headDim;
  const kv = d.kvHeads * d.headDim;
  const w = (name: string, n: number, spread = LINEAR, centre = 0) => seededTensor(seed, `layers.${layer}.${name}`, n, spread, centre);
  return {
    inputNorm: w('input_layernorm', d.hidden, NORM_SPREAD, 1),
    q: w('q_proj', d.hidden * q),
    k: w('k_proj', d.hidden * kv),
    v: w('v_proj', d.hidden * kv),
    ...(d.qkvBias ? { qBias: w('q_bias', q, 0.2), kBias: w('k_bias', kv, 0.2), vBias: w('v_bias', kv, 0.02) } : {}),
    ...(d.qkNorm ? { qNorm: w('q_norm', d.headDim, NORM_SPREAD, 1), kNorm: w('k_norm', d.headDim, NORM_SPREAD, 1) } : {}),
    o: w('o_proj', q * d.hidden),
    postNorm: w('post_attention_layernorm', d.hidden, NORM_SPREAD, 1),
    gate: w('gate_proj', d.hidden * d.intermediate),
    up: w('up_proj', d.hidden * d.intermediate),
    down: w('down_proj', d.intermediate * d.hidden),
  };
}

/** The tied embedding table, stored transposed [hidden, vocab]: the lm_head's x · E, and a Gather along axis 1. */
export function embeddingWeights(d: DecoderDimensions, seed: number): Float32Array {
  return seededTensor(seed, 'embed_tokens', d.hidden * d.vocab, LINEAR);
}

export function finalNormWeights(d: DecoderDimensions, seed: number): Float32Array {
  return seededTensor(seed, 'norm', d.hidden, NORM_SPREAD, 1);
}
