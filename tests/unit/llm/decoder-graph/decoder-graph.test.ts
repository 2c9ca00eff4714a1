// The stand-in's graph computes a real Qwen decoder: a 2-layer copy (real widths, heads and rotary θ; a 4,096-token
// vocabulary, which changes no operator) run by onnxruntime-node, prefill then two cached decode steps, against
// the plain reference. fp32 must match it; q8 and q4 must stay close (their error is the weights' rounding).
import * as ort from 'onnxruntime-node';
import { describe, expect, it } from 'vitest';
import { QWEN25_05B_DIMS, QWEN3_06B_DIMS, type DecoderDimensions } from '../../../../src/llm/decoder-graph/decoder-dimensions.ts';
import { buildDecoderGraph, type StandInDtype } from '../../../../src/llm/decoder-graph/decoder-graph.ts';
import { referenceLogits } from './reference-decoder.ts';

const SEED = 7;
const IDS = [11, 4000, 257, 3, 1999, 42, 800, 123];
const PREFILL = 6;

const int64 = (values: number[], dims: number[]) => new ort.Tensor('int64', BigInt64Array.from(values, BigInt), dims);

/** Logits at every position: the first PREFILL tokens at once, then one token a step through the KV cache. */
async function graphLogits(d: DecoderDimensions, dtype: StandInDtype): Promise<Float32Array[]> {
  const session = await ort.InferenceSession.create(buildDecoderGraph(d, { dtype, seed: SEED }));
  let past: Record<string, ort.Tensor> = {};
  for (let i = 0; i < d.layers; i++) {
    for (const part of ['key', 'value']) past[`past_key_values.${i}.${part}`] = new ort.Tensor('float32', new Float32Array(0), [1, d.kvHeads, 0, d.headDim]);
  }
  const out: Float32Array[] = [];
  const chunks = [IDS.slice(0, PREFILL), ...IDS.slice(PREFILL).map((id) => [id])];
  let done = 0;
  for (const chunk of chunks) {
    const result = await session.run({
      input_ids: int64(chunk, [1, chunk.length]),
      attention_mask: int64(Array<number>(done + chunk.length).fill(1), [1, done + chunk.length]),
      position_ids: int64(chunk.map((_, i) => done + i), [1, chunk.length]),
      num_logits_to_keep: new ort.Tensor('int64', BigInt64Array.of(0n), []),
      ...past,
    });
    const logits = result.logits!.data as Float32Array;
    for (let p = 0; p < chunk.length; p++) out.push(logits.slice(p * d.vocab, (p + 1) * d.vocab));
    past = Object.fromEntries(Object.entries(result).filter(([k]) => k.startsWith('present.')).map(([k, v]) => [k.replace('present.', 'past_key_values.'), v]));
    done += chunk.length;
  }
  await session.release();
  return out;
}

function cosine(a: Float32Array, b: Float32Array): number {
  let ab = 0;
  let aa = 0;
  let bb = 0;
  for (let i = 0; i < a.length; i++) {
    ab += a[i]! * b[i]!;
    aa += a[i]! * a[i]!;
    bb += b[i]! * b[i]!;
  }
  return ab / Math.sqrt(aa * bb);
}

const maxAbs = (a: Float32Array) => a.reduce((m, v) => Math.max(m, Math.abs(v)), 0);

describe.each([
  ['Qwen2.5-0.5B', QWEN25_05B_DIMS],
  ['Qwen3-0.6B', QWEN3_06B_DIMS],
])('the %s stand-in, 2 layers', (_, full) => {
  const d: DecoderDimensions = { ...full, layers: 2, vocab: 4096 };
  const reference = referenceLogits(d, SEED, IDS);

  it('fp32 computes the reference logits at every position, through the KV cache', async () => {
    const logits = await graphLogits(d, 'fp32');
    expect(logits).toHaveLength(IDS.length);
    logits.forEach((row, p) => {
      const diff = row.reduce((m, v, i) => Math.max(m, Math.abs(v - reference[p]![i]!)), 0);
      expect(diff, `position ${p}`).toBeLessThan(1e-3 * maxAbs(reference[p]!));
    });
  });

  it.each(['q8', 'q4'] as const)('%s stays close to the reference', async (dtype) => {
    const logits = await graphLogits(d, dtype);
    logits.forEach((row, p) => expect(cosine(row, reference[p]!), `position ${p}`).toBeGreaterThan(dtype === 'q8' ? 0.99 : 0.95));
  });
});
