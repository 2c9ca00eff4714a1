// The tiny Qwen2 ONNX graph: the real decoder interface (input_ids, attention_mask, position_ids,
// past_key_values.{i}.key|value, num_logits_to_keep → logits, present.{i}.key|value) around a toy
// two-layer attention model. Token embeddings and the output projection are integer hashes of the
// token id (Range/Mod), so the full 151,936-token vocabulary costs no weights and the file stays small.
import { OnnxGraphBuilder } from './onnx-graph-builder.ts';
import { TINY_QWEN2 } from './tiny-qwen2-spec.ts';

const HASH_MODULUS = 65_521;
const MASKED = -1e9;
const INT64_MAX = Number.MAX_SAFE_INTEGER;

/** mulberry32: a seeded generator, so the weights are the same bytes on every build. */
function seededRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

export function buildTinyQwen2Graph(): Uint8Array {
  const { vocabSize: V, hiddenSize: D, numHeads: H, headDim: Dh, numLayers, imEndId, turnPeriod } = TINY_QWEN2;
  const random = seededRandom(TINY_QWEN2.seed);
  const g = new OnnxGraphBuilder();
  const f32 = (values: number[], dims?: number[]) => g.constant('float32', values, dims);
  const i64 = (values: number[], dims?: number[]) => g.constant('int64', values, dims);
  const matrix = (rows: number, cols: number, scale: number) =>
    f32(Array.from({ length: rows * cols }, () => (random() * 2 - 1) * scale), [rows, cols]);
  const hashParams = (dims: number[]) => {
    const n = dims.reduce((a, b) => a * b, 1);
    return {
      a: i64(Array.from({ length: n }, () => 1 + Math.floor(random() * 1_000_000)), dims),
      b: i64(Array.from({ length: n }, () => Math.floor(random() * HASH_MODULUS)), dims),
    };
  };
  const modulus = i64([HASH_MODULUS], []);
  /** ((ids · a + b) mod p) mapped to [-1, 1): a pseudo-random vector per token id. */
  const hashed = (ids: string, params: { a: string; b: string }) => {
    const h = g.node('Mod', [g.node('Add', [g.node('Mul', [ids, params.a]), params.b]), modulus]);
    return g.node('Sub', [g.node('Mul', [g.node('Cast', [h], { to: 1 }), f32([2 / HASH_MODULUS], [])]), f32([1], [])]);
  };
  const rmsNorm = (x: string) => {
    const meanSquare = g.node('ReduceMean', [g.node('Mul', [x, x])], { axes: [-1], keepdims: 1 });
    return g.node('Div', [x, g.node('Sqrt', [g.node('Add', [meanSquare, f32([1e-6], [])])])]);
  };

  const inputIds = g.input('input_ids', 'int64', ['batch_size', 'sequence_length']);
  const attentionMask = g.input('attention_mask', 'int64', ['batch_size', 'total_sequence_length']);
  const positionIds = g.input('position_ids', 'int64', ['batch_size', 'sequence_length']);
  const past = Array.from({ length: numLayers }, (_, i) => ({
    key: g.input(`past_key_values.${i}.key`, 'float32', ['batch_size', H, 'past_sequence_length', Dh]),
    value: g.input(`past_key_values.${i}.value`, 'float32', ['batch_size', H, 'past_sequence_length', Dh]),
  }));
  const logitsToKeep = g.input('num_logits_to_keep', 'int64', []);

  // Embeddings: hashed token vector plus a sinusoidal position vector (wrong positions change everything).
  const tokenVectors = hashed(g.node('Unsqueeze', [inputIds, i64([2])]), hashParams([D]));
  const positions = g.node('Cast', [g.node('Unsqueeze', [positionIds, i64([2])])], { to: 1 });
  const frequencies = f32(Array.from({ length: D }, () => 0.01 + random() * 0.5));
  const positionVectors = g.node('Mul', [g.node('Sin', [g.node('Mul', [positions, frequencies])]), f32([0.5], [])]);
  let x = rmsNorm(g.node('Add', [tokenVectors, positionVectors]));

  // Masks: causal over past + new tokens, and attention_mask for padded keys.
  const scalarAt = (shapeOf: string, index: number) => g.node('Gather', [g.node('Shape', [shapeOf]), i64([index], [])], { axis: 0 });
  const pastLength = scalarAt(past[0]!.key, 2);
  const totalLength = g.node('Add', [pastLength, scalarAt(inputIds, 1)]);
  const rows = g.node('Unsqueeze', [g.node('Range', [pastLength, totalLength, i64([1], [])]), i64([1])]);
  const cols = g.node('Unsqueeze', [g.node('Range', [i64([0], []), totalLength, i64([1], [])]), i64([0])]);
  const causalMask = g.node('Where', [g.node('Greater', [cols, rows]), f32([MASKED], []), f32([0], [])]);
  const padMask = g.node('Unsqueeze', [
    g.node('Mul', [g.node('Sub', [g.node('Cast', [attentionMask], { to: 1 }), f32([1], [])]), f32([-MASKED], [])]),
    i64([1, 2]),
  ]);
  const mask = g.node('Add', [causalMask, padMask]);

  const toHeads = (t: string) => g.node('Transpose', [g.node('Reshape', [t, i64([0, 0, H, Dh])])], { perm: [0, 2, 1, 3] });
  for (let i = 0; i < numLayers; i++) {
    const scale = 1 / Math.sqrt(D);
    const q = toHeads(g.node('MatMul', [x, matrix(D, D, scale * 3)]));
    const k = toHeads(g.node('MatMul', [x, matrix(D, D, scale * 3)]));
    const v = toHeads(g.node('MatMul', [x, matrix(D, D, scale * 3)]));
    const keys = g.node('Concat', [past[i]!.key, k], { axis: 2 }, `present.${i}.key`);
    const values = g.node('Concat', [past[i]!.value, v], { axis: 2 }, `present.${i}.value`);
    const scores = g.node('Add', [
      g.node('Mul', [g.node('MatMul', [q, g.node('Transpose', [keys], { perm: [0, 1, 3, 2] })]), f32([1 / Math.sqrt(Dh)], [])]),
      mask,
    ]);
    const context = g.node('MatMul', [g.node('Softmax', [scores], { axis: -1 }), values]);
    const merged = g.node('Reshape', [g.node('Transpose', [context], { perm: [0, 2, 1, 3] }), i64([0, 0, D])]);
    x = g.node('Add', [x, g.node('MatMul', [merged, matrix(D, D, scale * 2)])]);
    x = rmsNorm(g.node('Add', [x, g.node('Tanh', [g.node('MatMul', [x, matrix(D, D, scale * 2)])])]));
  }

  // Logits for the last `num_logits_to_keep` positions (0 keeps all), against hashed output vectors.
  const keepFrom = g.node('Unsqueeze', [g.node('Neg', [logitsToKeep]), i64([0])]);
  const kept = g.node('Slice', [x, keepFrom, i64([INT64_MAX]), i64([1])]);
  const vocab = g.node('Range', [i64([0], []), i64([V], []), i64([1], [])]);
  const outputVectors = hashed(g.node('Unsqueeze', [vocab, i64([0])]), hashParams([D, 1]));
  const scores = g.node('Mul', [g.node('MatMul', [kept, outputVectors]), f32([4], [])]);
  // End of turn: a large logit on <|im_end|> when the next position is a multiple of turnPeriod.
  const keptPositions = g.node('Slice', [positionIds, keepFrom, i64([INT64_MAX]), i64([1])]);
  const nextPosition = g.node('Add', [keptPositions, i64([1], [])]);
  const turnEnds = g.node('Equal', [g.node('Mod', [nextPosition, i64([turnPeriod], [])]), i64([0], [])]);
  const isImEnd = g.node('Cast', [g.node('Equal', [vocab, i64([imEndId], [])])], { to: 1 });
  const endBias = g.node('Mul', [g.node('Unsqueeze', [g.node('Cast', [turnEnds], { to: 1 }), i64([2])]), isImEnd]);
  g.node('Add', [scores, g.node('Mul', [endBias, f32([1e4], [])])], {}, 'logits');

  g.output('logits', 'float32', ['batch_size', 'logits_length', V]);
  for (let i = 0; i < numLayers; i++) {
    g.output(`present.${i}.key`, 'float32', ['batch_size', H, 'total_sequence_length', Dh]);
    g.output(`present.${i}.value`, 'float32', ['batch_size', H, 'total_sequence_length', Dh]);
  }
  return g.encode('tiny_qwen2', 'agent-loop-lab tiny-model builder');
}
