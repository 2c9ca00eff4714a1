// KV-cache reuse across agent steps: each step's prompt starts with the previous step's prompt and reply,
// so the keys/values computed for that common prefix can be kept and only the new suffix prefilled.
import { DynamicCache, Tensor } from '@huggingface/transformers';

/** Length of the longest common prefix of two token sequences. */
export function commonPrefixLength(a: readonly number[], b: readonly number[]): number {
  const n = Math.min(a.length, b.length);
  let i = 0;
  while (i < n && a[i] === b[i]) i++;
  return i;
}

/**
 * How many cached tokens a new prompt can reuse. The match is on token ids, not text: tokenization is not
 * stable across boundaries ("Hel" + "lo world" ≠ "Hello world") and re-rendered tool calls re-serialize JSON.
 * At least one prompt token is left to prefill, since generation needs the logits of the last one.
 */
export function reusableLength(cachedIds: readonly number[], promptIds: readonly number[]): number {
  return Math.min(commonPrefixLength(cachedIds, promptIds), Math.max(promptIds.length - 1, 0));
}

async function onCpu(tensor: Tensor): Promise<Tensor> {
  if (tensor.location !== 'gpu-buffer') return tensor;
  // WebGPU cache tensors live on the GPU: download before slicing.
  const data = await tensor.ort_tensor.getData();
  return new Tensor(tensor.type, data as Tensor['data'], tensor.dims);
}

/**
 * A cache holding only the first `length` positions (tensors are [batch, heads, length, head_dim]). The input cache's tensors are disposed (they are
 * GPU buffers under WebGPU), so the input must not be used afterwards.
 */
export async function truncateCache(cache: DynamicCache, length: number): Promise<DynamicCache> {
  const kept: Record<string, Tensor> = {};
  for (const [name, tensor] of Object.entries(cache)) {
    const cpu = await onCpu(tensor);
    kept[name] = cpu.slice(null, null, [0, length], null);
    if (cpu !== tensor) cpu.dispose();
    tensor.dispose();
  }
  return new DynamicCache(kept);
}
