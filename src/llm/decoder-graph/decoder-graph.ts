// The ONNX graph of a Qwen2.5/Qwen3 decoder at any size, with seeded weights: the full-size stand-in (the real
// computation and cost of Qwen2.5-0.5B-Instruct or Qwen3-0.6B; its output is noise), its 2-layer copy checked
// against a plain reference, and the preflight's calibration layers. The interface is the onnx-community exports'
// (input_ids, attention_mask, position_ids, past_key_values.{i}.key|value, num_logits_to_keep → logits,
// present.{i}.key|value), so transformers.js and the lab's generator load it as they would the real model.
// Each layer: RMSNorm → q, k, v (+ bias for Qwen2.5; per-head RMSNorm for Qwen3) → rotary positions (rotate-half,
// θ from config) → grouped-query attention over the KV cache (each KV head serves heads/kvHeads query heads) →
// o_proj, residual → RMSNorm → SwiGLU MLP, residual. Then the final norm and the tied embeddings as lm_head, for
// the last `num_logits_to_keep` positions only.
// Linear layers by precision: fp32 MatMul; q8 DynamicQuantizeLinear + MatMulInteger (uint8, per-tensor scale);
// q4 com.microsoft MatMulNBits (blocks of 32). The embedding table is stored once, transposed [hidden, vocab]:
// uint8 at q8 (as quantize_dynamic quantizes Gather), fp32 at q4 (MatMul4BitsQuantizer leaves it), as the exports.
import type { DecoderDimensions } from './decoder-dimensions.ts';
import { OnnxGraphBuilder, onnxType } from './onnx-graph-builder.ts';
import { quantizeQ4, quantizeQ8, Q4_BLOCK } from './quantize.ts';
import { embeddingWeights, finalNormWeights, layerWeights, type LayerWeights } from './seeded-weights.ts';

export type StandInDtype = 'fp32' | 'q8' | 'q4';
export const STAND_IN_DTYPES: readonly StandInDtype[] = ['fp32', 'q8', 'q4'];

const MASKED = -1e9;
const INT64_MAX = Number.MAX_SAFE_INTEGER;
const FLOAT = onnxType('float32');
const bytesOf = (a: Float32Array) => new Uint8Array(a.buffer, a.byteOffset, a.byteLength);

export interface DecoderGraphOptions {
  dtype: StandInDtype;
  seed: number;
  /** Called after each layer is written (the full build takes a while). */
  onLayer?: (layer: number) => void;
}

export function buildDecoderGraph(d: DecoderDimensions, options: DecoderGraphOptions): Uint8Array {
  const { dtype, seed } = options;
  const g = new OnnxGraphBuilder();
  const f32 = (values: number[], dims?: number[]) => g.constant('float32', values, dims);
  const i64 = (values: number[], dims?: number[]) => g.constant('int64', values, dims);
  const weight = (w: Float32Array, dims: number[]) => g.tensor('float32', bytesOf(w), dims);

  /** x · W (+ bias) at the graph's precision; `w` row-major [inputs, outputs]. */
  const linear = (x: string, w: Float32Array, inputs: number, outputs: number, bias?: Float32Array): string => {
    let y: string;
    if (dtype === 'fp32') y = g.node('MatMul', [x, weight(w, [inputs, outputs])]);
    else if (dtype === 'q8') {
      const q = quantizeQ8(w);
      y = matMulInteger(x, g.tensor('uint8', q.values, [inputs, outputs]), q);
    } else {
      const q = quantizeQ4(w, inputs, outputs);
      const blocks = inputs / Q4_BLOCK;
      y = g.node(
        'MatMulNBits',
        [x, g.tensor('uint8', q.packed, [outputs, blocks, Q4_BLOCK / 2]), g.tensor('float32', bytesOf(q.scales), [outputs * blocks])],
        { K: inputs, N: outputs, bits: 4, block_size: Q4_BLOCK },
        undefined,
        { domain: 'com.microsoft' },
      );
    }
    return bias ? g.node('Add', [y, weight(bias, [outputs])]) : y;
  };
  /** quantize_dynamic's pattern: the activations quantized on the fly, an integer product, both scales applied. */
  function matMulInteger(x: string, weights: string, q: { scale: number; zeroPoint: number }): string {
    const [xq, xScale, xZero] = g.multi('DynamicQuantizeLinear', [x], 3) as [string, string, string];
    const product = g.node('MatMulInteger', [xq, weights, xZero, g.tensor('uint8', Uint8Array.of(q.zeroPoint), [])]);
    return g.node('Mul', [g.node('Cast', [product], { to: FLOAT }), g.node('Mul', [xScale, f32([q.scale], [])])]);
  }
  const rmsNorm = (x: string, w: Float32Array) => {
    const meanSquare = g.node('ReduceMean', [g.node('Mul', [x, x])], { keepdims: 1, axes: [-1] });
    const normed = g.node('Div', [x, g.node('Sqrt', [g.node('Add', [meanSquare, f32([d.rmsEps], [])])])]);
    return g.node('Mul', [normed, weight(w, [w.length])]);
  };

  // The interface.
  const inputIds = g.input('input_ids', 'int64', ['batch_size', 'sequence_length']);
  const attentionMask = g.input('attention_mask', 'int64', ['batch_size', 'total_sequence_length']);
  const positionIds = g.input('position_ids', 'int64', ['batch_size', 'sequence_length']);
  const past = Array.from({ length: d.layers }, (_, i) => ({
    key: g.input(`past_key_values.${i}.key`, 'float32', ['batch_size', d.kvHeads, 'past_sequence_length', d.headDim]),
    value: g.input(`past_key_values.${i}.value`, 'float32', ['batch_size', d.kvHeads, 'past_sequence_length', d.headDim]),
  }));
  const logitsToKeep = g.input('num_logits_to_keep', 'int64', []);

  // Embeddings: columns of the [hidden, vocab] table, Gather along axis 1 → [hidden, batch, seq] → [batch, seq, hidden].
  const embedding = embeddingWeights(d, seed);
  let table: string;
  let embedded: string;
  let embedQ8: { scale: number; zeroPoint: number } | undefined;
  if (dtype === 'q8') {
    const q = quantizeQ8(embedding);
    embedQ8 = q;
    table = g.tensor('uint8', q.values, [d.hidden, d.vocab]);
    const picked = g.node('Gather', [table, inputIds], { axis: 1 });
    embedded = g.node('DequantizeLinear', [picked, f32([q.scale], []), g.tensor('uint8', Uint8Array.of(q.zeroPoint), [])]);
  } else {
    table = weight(embedding, [d.hidden, d.vocab]);
    embedded = g.node('Gather', [table, inputIds], { axis: 1 });
  }
  let x = g.node('Transpose', [embedded], { perm: [1, 2, 0] });

  // Rotary positions, rotate-half convention: angle p·θ^(−2i/headDim), the same for both halves.
  const half = d.headDim / 2;
  const inverseFrequencies = Array.from({ length: half }, (_, i) => 1 / d.ropeTheta ** ((2 * i) / d.headDim));
  const angles = g.node('Mul', [g.node('Unsqueeze', [g.node('Cast', [positionIds], { to: FLOAT }), i64([2])]), f32(inverseFrequencies)]);
  const doubled = g.node('Concat', [angles, angles], { axis: -1 });
  // [batch, 1, seq, headDim]: broadcast over heads.
  const cos = g.node('Unsqueeze', [g.node('Cos', [doubled]), i64([1])]);
  const sin = g.node('Unsqueeze', [g.node('Sin', [doubled]), i64([1])]);
  const rotate = (t: string) => {
    const [first, second] = g.multi('Split', [t, i64([half, half])], 2, { axis: -1 }) as [string, string];
    const rotated = g.node('Concat', [g.node('Neg', [second]), first], { axis: -1 });
    return g.node('Add', [g.node('Mul', [t, cos]), g.node('Mul', [rotated, sin])]);
  };

  // Masks: causal over past + new tokens, plus attention_mask's padding; [batch, 1, seq, total].
  const scalarAt = (shapeOf: string, index: number) => g.node('Gather', [g.node('Shape', [shapeOf]), i64([index], [])], { axis: 0 });
  const pastLength = scalarAt(past[0]!.key, 2);
  const totalLength = g.node('Add', [pastLength, scalarAt(inputIds, 1)]);
  const rows = g.node('Unsqueeze', [g.node('Range', [pastLength, totalLength, i64([1], [])]), i64([1])]);
  const cols = g.node('Unsqueeze', [g.node('Range', [i64([0], []), totalLength, i64([1], [])]), i64([0])]);
  const causal = g.node('Where', [g.node('Greater', [cols, rows]), f32([MASKED], []), f32([0], [])]);
  const padding = g.node('Unsqueeze', [
    g.node('Mul', [g.node('Sub', [f32([1], []), g.node('Cast', [attentionMask], { to: FLOAT })]), f32([MASKED], [])]),
    i64([1, 2]),
  ]);
  const mask = g.node('Add', [causal, padding]);
  // Query heads grouped by KV head ([batch, kvHeads, group·seq, headDim]): the mask repeated for each head of a group.
  const group = d.heads / d.kvHeads;
  const groupMask = group === 1 ? mask : g.node('Concat', Array<string>(group).fill(mask), { axis: 2 });

  const toHeads = (t: string, heads: number) => g.node('Reshape', [t, i64([0, 0, heads, d.headDim])]);
  const headsFirst = (t: string) => g.node('Transpose', [t], { perm: [0, 2, 1, 3] });
  const q = d.heads * d.headDim;
  const kv = d.kvHeads * d.headDim;
  for (let i = 0; i < d.layers; i++) {
    const w: LayerWeights = layerWeights(d, seed, i);
    const h = rmsNorm(x, w.inputNorm);
    let qs = toHeads(linear(h, w.q, d.hidden, q, w.qBias), d.heads);
    let ks = toHeads(linear(h, w.k, d.hidden, kv, w.kBias), d.kvHeads);
    const vs = headsFirst(toHeads(linear(h, w.v, d.hidden, kv, w.vBias), d.kvHeads));
    if (w.qNorm && w.kNorm) {
      qs = rmsNorm(qs, w.qNorm);
      ks = rmsNorm(ks, w.kNorm);
    }
    const queries = rotate(headsFirst(qs));
    const keys = g.node('Concat', [past[i]!.key, rotate(headsFirst(ks))], { axis: 2 }, `present.${i}.key`);
    const values = g.node('Concat', [past[i]!.value, vs], { axis: 2 }, `present.${i}.value`);
    // Query head h uses KV head ⌊h / group⌋: heads kv·group … kv·group + group − 1 are contiguous, so a reshape groups them.
    const grouped = g.node('Reshape', [queries, i64([0, d.kvHeads, -1, d.headDim])]);
    const scores = g.node('Add', [
      g.node('Mul', [g.node('MatMul', [grouped, g.node('Transpose', [keys], { perm: [0, 1, 3, 2] })]), f32([1 / Math.sqrt(d.headDim)], [])]),
      groupMask,
    ]);
    const context = g.node('MatMul', [g.node('Softmax', [scores], { axis: -1 }), values]);
    const merged = g.node('Reshape', [headsFirst(g.node('Reshape', [context, i64([0, d.heads, -1, d.headDim])])), i64([0, 0, q])]);
    x = g.node('Add', [x, linear(merged, w.o, q, d.hidden)]);
    const m = rmsNorm(x, w.postNorm);
    const gate = linear(m, w.gate, d.hidden, d.intermediate);
    const swish = g.node('Mul', [gate, g.node('Sigmoid', [gate])]);
    x = g.node('Add', [x, linear(g.node('Mul', [swish, linear(m, w.up, d.hidden, d.intermediate)]), w.down, d.intermediate, d.hidden)]);
    options.onLayer?.(i);
  }

  // The last `num_logits_to_keep` positions (0 keeps all), normed, against the tied embeddings.
  const keepFrom = g.node('Unsqueeze', [g.node('Neg', [logitsToKeep]), i64([0])]);
  const kept = g.node('Slice', [x, keepFrom, i64([INT64_MAX]), i64([1])]);
  const normed = rmsNorm(kept, finalNormWeights(d, seed));
  const logits = embedQ8 ? matMulInteger(normed, table, embedQ8) : g.node('MatMul', [normed, table]);
  g.node('Identity', [logits], {}, 'logits');

  g.output('logits', 'float32', ['batch_size', 'logits_length', d.vocab]);
  for (let i = 0; i < d.layers; i++) {
    g.output(`present.${i}.key`, 'float32', ['batch_size', d.kvHeads, 'total_sequence_length', d.headDim]);
    g.output(`present.${i}.value`, 'float32', ['batch_size', d.kvHeads, 'total_sequence_length', d.headDim]);
  }
  return g.encode(`stand_in_${d.modelType}`, 'agent-loop-lab decoder-graph builder');
}
