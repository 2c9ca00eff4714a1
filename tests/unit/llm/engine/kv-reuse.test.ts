import { DynamicCache, Tensor } from '@huggingface/transformers';
import { describe, expect, it, vi } from 'vitest';
import { commonPrefixLength, reusableLength, truncateCache } from '../../../../src/llm/engine/kv-reuse.ts';

describe('commonPrefixLength', () => {
  it('counts the leading tokens two sequences share', () => {
    expect(commonPrefixLength([1, 2, 3, 4], [1, 2, 9, 4])).toBe(2);
    expect(commonPrefixLength([1, 2], [1, 2, 3])).toBe(2);
    expect(commonPrefixLength([], [1])).toBe(0);
    expect(commonPrefixLength([5], [6])).toBe(0);
  });
});

describe('reusableLength', () => {
  it('reuses the common prefix', () => {
    expect(reusableLength([1, 2, 3, 4, 5], [1, 2, 3, 7, 8, 9])).toBe(3);
  });

  it('always leaves at least one prompt token to prefill', () => {
    expect(reusableLength([1, 2, 3, 4, 5], [1, 2, 3])).toBe(2);
    expect(reusableLength([1, 2, 3], [1, 2, 3])).toBe(2);
    expect(reusableLength([1], [1])).toBe(0);
    expect(reusableLength([], [])).toBe(0);
  });
});

describe('truncateCache', () => {
  // [batch 1, heads 2, length 3, head_dim 2]: value = 100·head + 10·position + dim
  const tensor = () =>
    new Tensor('float32', Float32Array.from({ length: 12 }, (_, i) => 100 * Math.floor(i / 6) + 10 * Math.floor((i % 6) / 2) + (i % 2)), [1, 2, 3, 2]);

  it('keeps the first positions of every tensor and disposes the old ones', async () => {
    const key = tensor();
    const value = tensor();
    const disposed = [vi.spyOn(key, 'dispose'), vi.spyOn(value, 'dispose')];
    const cache = new DynamicCache({ 'past_key_values.0.key': key, 'past_key_values.0.value': value });
    const cut = await truncateCache(cache, 2);
    expect(cut.get_seq_length()).toBe(2);
    expect(Object.keys(cut)).toEqual(['past_key_values.0.key', 'past_key_values.0.value']);
    expect(cut['past_key_values.0.key']!.dims).toEqual([1, 2, 2, 2]);
    expect(Array.from(cut['past_key_values.0.value']!.data as Float32Array)).toEqual([0, 1, 10, 11, 100, 101, 110, 111]);
    for (const spy of disposed) expect(spy).toHaveBeenCalledOnce();
  });

  it('downloads GPU tensors before slicing them', async () => {
    const key = tensor();
    // Stands in for a WebGPU cache tensor: its data must be fetched with getData().
    Object.defineProperty(key, 'location', { value: 'gpu-buffer' });
    const download = vi.spyOn(key.ort_tensor, 'getData');
    const disposed = vi.spyOn(key, 'dispose');
    const cut = await truncateCache(new DynamicCache({ 'past_key_values.0.key': key }), 1);
    expect(download).toHaveBeenCalledOnce();
    expect(disposed).toHaveBeenCalledOnce();
    expect(cut['past_key_values.0.key']!.location).toBe('cpu');
    expect(Array.from(cut['past_key_values.0.key']!.data as Float32Array)).toEqual([0, 1, 100, 101]);
  });
});
