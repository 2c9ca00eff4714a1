// The tiny Qwen2 ONNX graph: the real decoder interface (input_ids, attention_mask, position_ids,
// past_key_values.{i}.key|value, num_logits_to_keep → logits, present.{i}.key|value) around a toy model:
// - two attention layers over hashed embeddings: token embeddings and the output projection are integer
//   hashes of the token id (Range/Mod), so the full 151,936-token vocabulary costs no weights;
// - a turn layer whose cache marks every <|im_start|>: each position finds where the current reply began and
//   how many turns came before, and a large logit forces the scripted reply token (or <|im_end|> after it).
// Every output depends on the cached prefix, so a misaligned KV cache changes the result.
// The same builder makes the tiny Qwen3 graphs: another head_dim, and a turn layer that also finds the turn's
// </think> (see ThinkScript).
import { OnnxGraphBuilder } from '../../src/llm/decoder-graph/onnx-graph-builder.ts';
import type { TinyModelSpec } from './tiny-model-spec.ts';
import { TINY_QWEN2 } from './tiny-qwen2-spec.ts';

const HASH_MODULUS = 65_521;
const MASKED = -1e9;
/** Logit added to a scripted reply token: larger than any hashed logit, after any repetition penalty. */
const FORCED = 1e5;
/** Logit added to added tokens, so free tokens are plain text. */
const ADDED_TOKEN_PENALTY = -1e3;
/** Tokens of a turn header before its content: <|im_start|>, "assistant", "\n". */
const HEADER_LENGTH = 3;
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

/** The reply table: one row per assistant turn, padded with <|im_end|> (a reply never runs past its row). */
function replyTable(replies: readonly (readonly number[])[], imEndId: number): { rows: number; width: number; ids: number[] } {
  const width = Math.max(...replies.map((r) => r.length)) + 1;
  const ids = replies.flatMap((r) => [...r, ...Array<number>(width - r.length).fill(imEndId)]);
  return { rows: replies.length, width, ids };
}

/**
 * Qwen3's think block. Each reply row is then its think block (`<think>…</think>`, or nothing), "\n\n", the reply.
 * A turn holding a </think> (the template's empty block with thinking off, or the model's own) goes on from the
 * token after it; a turn without one starts at the row's beginning, past the "\n\n" when the row has no think block.
 */
export interface ThinkScript {
  closeId: number;
  /** Per reply row: how many tokens its think block takes (0: none). */
  thinkLengths: readonly number[];
}

/**
 * @param replies token ids of the n-th assistant turn (an id outside the vocabulary lets the hashed weights choose); the last repeats.
 * @param spec the family's sizes and ids (Qwen2.5's by default).
 * @param think Qwen3's think blocks, when the rows begin with them.
 */
export function buildTinyQwen2Graph(replies: readonly (readonly number[])[], spec: TinyModelSpec = TINY_QWEN2, think?: ThinkScript): Uint8Array {
  const { vocabSize: V, hiddenSize: D, numHeads: H, headDim: Dh, numLayers, imStartId, firstAddedId } = spec;
  /** The heads' width: the hidden size for Qwen2.5, wider for Qwen3. */
  const P = H * Dh;
  const attentionLayers = numLayers - 1;
  const turnLayer = numLayers - 1;
  const random = seededRandom(spec.seed);
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
  const future = g.node('Greater', [cols, rows]);
  const causalMask = g.node('Where', [future, f32([MASKED], []), f32([0], [])]);
  const padMask = g.node('Unsqueeze', [
    g.node('Mul', [g.node('Sub', [g.node('Cast', [attentionMask], { to: 1 }), f32([1], [])]), f32([-MASKED], [])]),
    i64([1, 2]),
  ]);
  const mask = g.node('Add', [causalMask, padMask]);

  const toHeads = (t: string) => g.node('Transpose', [g.node('Reshape', [t, i64([0, 0, H, Dh])])], { perm: [0, 2, 1, 3] });
  for (let i = 0; i < attentionLayers; i++) {
    const scale = 1 / Math.sqrt(D);
    const q = toHeads(g.node('MatMul', [x, matrix(D, P, scale * 3)]));
    const k = toHeads(g.node('MatMul', [x, matrix(D, P, scale * 3)]));
    const v = toHeads(g.node('MatMul', [x, matrix(D, P, scale * 3)]));
    const keys = g.node('Concat', [past[i]!.key, k], { axis: 2 }, `present.${i}.key`);
    const values = g.node('Concat', [past[i]!.value, v], { axis: 2 }, `present.${i}.value`);
    const scores = g.node('Add', [
      g.node('Mul', [g.node('MatMul', [q, g.node('Transpose', [keys], { perm: [0, 1, 3, 2] })]), f32([1 / Math.sqrt(Dh)], [])]),
      mask,
    ]);
    const context = g.node('MatMul', [g.node('Softmax', [scores], { axis: -1 }), values]);
    const merged = g.node('Reshape', [g.node('Transpose', [context], { perm: [0, 2, 1, 3] }), i64([0, 0, P])]);
    x = g.node('Add', [x, g.node('MatMul', [merged, matrix(P, D, scale * 2)])]);
    x = rmsNorm(g.node('Add', [x, g.node('Tanh', [g.node('MatMul', [x, matrix(D, D, scale * 2)])])]));
  }

  // Logits for the last `num_logits_to_keep` positions (0 keeps all), against hashed output vectors.
  const keepFrom = g.node('Unsqueeze', [g.node('Neg', [logitsToKeep]), i64([0])]);
  const keepLast = (t: string) => g.node('Slice', [t, keepFrom, i64([INT64_MAX]), i64([1])]);
  const vocab = g.node('Range', [i64([0], []), i64([V], []), i64([1], [])]);
  const outputVectors = hashed(g.node('Unsqueeze', [vocab, i64([0])]), hashParams([D, 1]));
  const hashedLogits = g.node('Mul', [g.node('MatMul', [keepLast(x), outputVectors]), f32([4], [])]);
  const addedTokens = g.node('Cast', [g.node('GreaterOrEqual', [vocab, i64([firstAddedId], [])])], { to: 1 });
  const freeLogits = g.node('Add', [hashedLogits, g.node('Mul', [addedTokens, f32([ADDED_TOKEN_PENALTY], [])])]);

  // Turn layer. Its cache row for a token is [isTurnStart·(position+1), isTurnStart, position, 0…] in every head;
  // with think blocks, the fourth column is isThinkClose·(position+1).
  const isTurnStart = g.node('Cast', [g.node('Equal', [inputIds, i64([imStartId], [])])], { to: 1 });
  const position = g.node('Cast', [positionIds], { to: 1 });
  const column = (t: string) => g.node('Unsqueeze', [t, i64([2])]);
  const positionPlusOne = g.node('Add', [position, f32([1], [])]);
  const closeColumn = think
    ? [column(g.node('Mul', [g.node('Cast', [g.node('Equal', [inputIds, i64([think.closeId], [])])], { to: 1 }), positionPlusOne]))]
    : [];
  const row = g.node(
    'Concat',
    [
      column(g.node('Mul', [isTurnStart, positionPlusOne])),
      column(isTurnStart),
      column(position),
      ...closeColumn,
      g.node('Mul', [column(position), f32(Array<number>(Dh - 3 - closeColumn.length).fill(0))]),
    ],
    { axis: 2 },
  );
  const rowPerHead = g.node('Concat', Array<string>(H).fill(g.node('Unsqueeze', [row, i64([1])])), { axis: 1 });
  const turnKeys = g.node('Concat', [past[turnLayer]!.key, rowPerHead], { axis: 2 }, `present.${turnLayer}.key`);
  const turnValues = g.node('Concat', [past[turnLayer]!.value, rowPerHead], { axis: 2 }, `present.${turnLayer}.value`);
  const cachedColumn = (t: string, index: number) =>
    g.node('Gather', [g.node('Gather', [t, i64([0], [])], { axis: 1 }), i64([index], [])], { axis: 2 });
  // Attending with scores 100·(position+1) on turn starts picks the latest one: where this turn began.
  const turnScores = g.node('Add', [
    g.node('Unsqueeze', [g.node('Mul', [cachedColumn(turnKeys, 0), f32([100], [])]), i64([1])]),
    causalMask,
  ]);
  const turnStart = g.node('MatMul', [g.node('Softmax', [turnScores], { axis: -1 }), column(cachedColumn(turnValues, 2))]);
  const seen = g.node('Cast', [g.node('Not', [future])], { to: 1 });
  const turnsSoFar = g.node('MatMul', [seen, column(cachedColumn(turnValues, 1))]);
  const toIndex = (t: string, max: number) =>
    g.node('Min', [g.node('Max', [g.node('Cast', [g.node('Round', [t])], { to: 7 }), i64([0], [])]), i64([max], [])]);
  const table = replyTable(replies, spec.imEndId);
  // System, user and assistant headers open the first reply; each later reply follows a tool turn and its own header.
  const replyNumber = toIndex(
    g.node('Floor', [g.node('Div', [g.node('Sub', [keepLast(turnsSoFar), f32([HEADER_LENGTH], [])]), f32([2], [])])]),
    table.rows - 1,
  );
  // The token predicted after position p is reply token p + 1 − (turn start + header).
  const nextPosition = g.node('Add', [keepLast(column(position)), f32([1], [])]);
  let fromHeader = g.node('Sub', [nextPosition, g.node('Add', [keepLast(turnStart), f32([HEADER_LENGTH], [])])]);
  if (think) {
    const perRow = (values: readonly number[]) => g.node('Cast', [g.node('Gather', [i64([...values]), replyNumber])], { to: 1 });
    // Without a </think> in the turn: a row with no think block starts past its "\n\n".
    fromHeader = g.node('Add', [fromHeader, perRow(think.thinkLengths.map((n) => (n > 0 ? 0 : 1)))]);
    // The latest </think> so far (its position + 1, 0 if none), and whether it lies in this turn.
    const closes = g.node('Unsqueeze', [cachedColumn(turnKeys, 3), i64([1])]);
    const latestClose = keepLast(g.node('ReduceMax', [g.node('Mul', [seen, closes])], { axes: [-1], keepdims: 1 }));
    const inTurn = g.node('Cast', [g.node('Greater', [g.node('Sub', [latestClose, keepLast(turnStart)]), f32([1.5], [])])], { to: 1 });
    // After a </think> at q: reply token thinkLength + p − q (the "\n\n" first, then the reply).
    const fromClose = g.node('Add', [perRow(think.thinkLengths), g.node('Sub', [nextPosition, latestClose])]);
    fromHeader = g.node('Add', [fromHeader, g.node('Mul', [inTurn, g.node('Sub', [fromClose, fromHeader])])]);
  }
  const offset = toIndex(fromHeader, table.width - 1);
  const target = g.node('Gather', [
    i64(table.ids),
    g.node('Add', [g.node('Mul', [replyNumber, i64([table.width], [])]), offset]),
  ]);
  const forced = g.node('Cast', [g.node('Equal', [vocab, target])], { to: 1 });
  g.node('Add', [freeLogits, g.node('Mul', [forced, f32([FORCED], [])])], {}, 'logits');

  g.output('logits', 'float32', ['batch_size', 'logits_length', V]);
  for (let i = 0; i < numLayers; i++) {
    g.output(`present.${i}.key`, 'float32', ['batch_size', H, 'total_sequence_length', Dh]);
    g.output(`present.${i}.value`, 'float32', ['batch_size', H, 'total_sequence_length', Dh]);
  }
  return g.encode(think ? 'tiny_qwen3' : 'tiny_qwen2', 'agent-loop-lab tiny-model builder');
}
