// A plain TypeScript Qwen2.5/Qwen3 decoder over the stand-in's seeded weights, written from the models'
// definitions (RMSNorm, rotate-half rotary positions, grouped-query attention, SwiGLU, tied lm_head) with no ONNX
// in sight: the stand-in graph must compute what this computes. Slow and clear, for a few tokens of a small copy.
import type { DecoderDimensions } from '../../../../src/llm/decoder-graph/decoder-dimensions.ts';
import { embeddingWeights, finalNormWeights, layerWeights } from '../../../../src/llm/decoder-graph/seeded-weights.ts';

/** y = x · W, W row-major [x.length, outputs]. */
function matVec(x: Float32Array, w: Float32Array, outputs: number, bias?: Float32Array): Float32Array {
  const y = new Float32Array(outputs);
  for (let i = 0; i < x.length; i++) {
    const xi = x[i]!;
    const row = i * outputs;
    for (let o = 0; o < outputs; o++) y[o]! += xi * w[row + o]!;
  }
  if (bias) for (let o = 0; o < outputs; o++) y[o]! += bias[o]!;
  return y;
}

function rmsNorm(x: Float32Array, w: Float32Array, eps: number): Float32Array {
  let sum = 0;
  for (const v of x) sum += v * v;
  const inv = 1 / Math.sqrt(sum / x.length + eps);
  return x.map((v, i) => v * inv * w[i]!);
}

/** Rotary positions on one head's vector at position p: (u · cos) + (rotate_half(u) · sin). */
function rotary(u: Float32Array, p: number, theta: number): Float32Array {
  const half = u.length / 2;
  return u.map((v, j) => {
    const angle = p / theta ** ((2 * (j % half)) / u.length);
    const rotated = j < half ? -u[j + half]! : u[j - half]!;
    return v * Math.cos(angle) + rotated * Math.sin(angle);
  });
}

/** The logits at every position of `ids` (one forward pass over the whole sequence, no cache). */
export function referenceLogits(d: DecoderDimensions, seed: number, ids: readonly number[]): Float32Array[] {
  const table = embeddingWeights(d, seed); // [hidden, vocab]
  let xs = ids.map((id) => Float32Array.from({ length: d.hidden }, (_, k) => table[k * d.vocab + id]!));
  const group = d.heads / d.kvHeads;
  for (let layer = 0; layer < d.layers; layer++) {
    const w = layerWeights(d, seed, layer);
    const keys: Float32Array[][] = [];
    const values: Float32Array[][] = [];
    const queries: Float32Array[][] = [];
    xs.forEach((x, p) => {
      const h = rmsNorm(x, w.inputNorm, d.rmsEps);
      const head = (all: Float32Array, n: number) => Array.from({ length: n }, (_, i) => all.slice(i * d.headDim, (i + 1) * d.headDim));
      let q: Float32Array[] = head(matVec(h, w.q, d.heads * d.headDim, w.qBias), d.heads);
      let k: Float32Array[] = head(matVec(h, w.k, d.kvHeads * d.headDim, w.kBias), d.kvHeads);
      if (w.qNorm && w.kNorm) {
        q = q.map((u) => rmsNorm(u, w.qNorm!, d.rmsEps));
        k = k.map((u) => rmsNorm(u, w.kNorm!, d.rmsEps));
      }
      queries.push(q.map((u) => rotary(u, p, d.ropeTheta)));
      keys.push(k.map((u) => rotary(u, p, d.ropeTheta)));
      values.push(head(matVec(h, w.v, d.kvHeads * d.headDim, w.vBias), d.kvHeads));
    });
    xs = xs.map((x, p) => {
      const attended = new Float32Array(d.heads * d.headDim);
      for (let hh = 0; hh < d.heads; hh++) {
        const kvHead = Math.floor(hh / group);
        const scores = keys.slice(0, p + 1).map((k) => k[kvHead]!.reduce((s, v, j) => s + v * queries[p]![hh]![j]!, 0) / Math.sqrt(d.headDim));
        const max = Math.max(...scores);
        const e = scores.map((s) => Math.exp(s - max));
        const total = e.reduce((a, b) => a + b, 0);
        e.forEach((weight, t) => {
          for (let j = 0; j < d.headDim; j++) attended[hh * d.headDim + j]! += (weight / total) * values[t]![kvHead]![j]!;
        });
      }
      const projected = matVec(attended, w.o, d.hidden);
      const afterAttention = x.map((v, i) => v + projected[i]!);
      const m = rmsNorm(afterAttention, w.postNorm, d.rmsEps);
      const gate = matVec(m, w.gate, d.intermediate);
      const up = matVec(m, w.up, d.intermediate);
      const swiglu = gate.map((g, i) => (g / (1 + Math.exp(-g))) * up[i]!);
      const down = matVec(swiglu, w.down, d.hidden);
      return afterAttention.map((v, i) => v + down[i]!);
    });
  }
  const finalNorm = finalNormWeights(d, seed);
  return xs.map((x) => matVec(rmsNorm(x, finalNorm, d.rmsEps), table, d.vocab));
}
