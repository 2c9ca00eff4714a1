// Greedy generation straight on an ONNX Runtime session, with nothing of the lab in between: prefill, then one
// token at a time through the KV cache (present → past), argmax of the last logits. The bench runs it beside
// the lab's generator on the same graph (`overhead: lab/bare`), and the preflight times its calibration layers
// with it. Written against the few session and tensor calls onnxruntime-web and onnxruntime-node share.

export interface OrtTensorLike {
  readonly data: unknown;
  readonly dims: readonly number[];
  dispose?(): void;
}

export interface OrtSessionLike {
  run(feeds: Record<string, OrtTensorLike>): Promise<Record<string, OrtTensorLike>>;
}

export type TensorFactory = (type: 'int64' | 'float32', data: BigInt64Array | Float32Array, dims: number[]) => OrtTensorLike;

/** The cache's shape, from the decoder's config. */
export interface CacheShape {
  layers: number;
  kvHeads: number;
  headDim: number;
}

export interface BareRun {
  /** The tokens written, greedy. */
  tokenIds: number[];
  /** Prompt to first token (one run of the whole prompt and its argmax). */
  prefillMs: number;
  /** Each later token's time. */
  decodeMs: number[];
}

function argmaxLast(logits: OrtTensorLike): number {
  const data = logits.data as Float32Array;
  const vocab = logits.dims.at(-1) ?? data.length;
  let best = data.length - vocab;
  for (let i = best + 1; i < data.length; i++) if (data[i]! > data[best]!) best = i;
  return best - (data.length - vocab);
}

/**
 * `newTokens` tokens after `promptIds`, greedy; `shouldStop` is asked between tokens (the Stop button's path).
 * Every tensor the session returns is released once read.
 */
export async function bareGreedy(
  session: OrtSessionLike,
  tensor: TensorFactory,
  shape: CacheShape,
  promptIds: readonly number[],
  newTokens: number,
  shouldStop: () => boolean = () => false,
): Promise<BareRun> {
  const int64 = (values: readonly number[], dims: number[]) => tensor('int64', BigInt64Array.from(values, (v) => BigInt(v)), dims);
  let past: Record<string, OrtTensorLike> = {};
  for (let i = 0; i < shape.layers; i++) {
    for (const part of ['key', 'value']) past[`past_key_values.${i}.${part}`] = tensor('float32', new Float32Array(0), [1, shape.kvHeads, 0, shape.headDim]);
  }
  const keepOne = tensor('int64', BigInt64Array.of(1n), []);
  const tokenIds: number[] = [];
  const decodeMs: number[] = [];
  let prefillMs = 0;
  let input = [...promptIds];
  let length = 0;
  while (tokenIds.length < newTokens && !(tokenIds.length > 0 && shouldStop())) {
    const started = performance.now();
    const out = await session.run({
      input_ids: int64(input, [1, input.length]),
      attention_mask: int64(Array<number>(length + input.length).fill(1), [1, length + input.length]),
      position_ids: int64(input.map((_, i) => length + i), [1, input.length]),
      num_logits_to_keep: keepOne,
      ...past,
    });
    const next = argmaxLast(out.logits!);
    out.logits!.dispose?.();
    for (const t of Object.values(past)) t.dispose?.();
    past = Object.fromEntries(Object.entries(out).filter(([k]) => k.startsWith('present.')).map(([k, v]) => [k.replace('present.', 'past_key_values.'), v]));
    const ms = performance.now() - started;
    if (tokenIds.length === 0) prefillMs = ms;
    else decodeMs.push(ms);
    tokenIds.push(next);
    length += input.length;
    input = [next];
  }
  for (const t of Object.values(past)) t.dispose?.();
  return { tokenIds, prefillMs, decodeMs };
}
