// The fixture behaves like a causal LM with a KV cache: a correct cache reproduces the full forward pass,
// and a cache of another prefix, or wrong positions, changes the result.
import { AutoModelForCausalLM, DynamicCache, Tensor, ones, type PreTrainedModel } from '@huggingface/transformers';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TINY_QWEN2 } from '../../../../scripts/tiny-model/tiny-qwen2-spec.ts';
import { useModelSource } from '../../../../src/llm/engine/model-source.ts';
import { fixtureSource } from '../../llm/tiny-model-fixture.ts';

type Outputs = Record<string, Tensor>;

const ids = (values: number[]) => new Tensor('int64', BigInt64Array.from(values, BigInt), [1, values.length]);
const cacheOf = (outputs: Outputs) =>
  new DynamicCache(
    Object.fromEntries(Object.entries(outputs).filter(([k]) => k.startsWith('present.')).map(([k, v]) => [k.replace('present', 'past_key_values'), v])),
  );
/** Logits of the last position. */
const lastLogits = (outputs: Outputs) => {
  const logits = outputs.logits!;
  const [, seq, vocab] = logits.dims as [number, number, number];
  return (logits.data as Float32Array).slice((seq - 1) * vocab, seq * vocab);
};
const maxAbsDiff = (a: Float32Array, b: Float32Array) => a.reduce((m, x, i) => Math.max(m, Math.abs(x - b[i]!)), 0);
const argmax = (a: Float32Array) => a.reduce((best, x, i) => (x > a[best]! ? i : best), 0);

describe('the tiny Qwen2 graph', () => {
  let model: PreTrainedModel;
  const forward = (inputs: Record<string, unknown>) => model(inputs) as Promise<Outputs>;
  const prompt = [151644, 872, 198, 9707, 11, 1879, 0, 151645, 198, 151644, 77091, 198];
  const other = [151644, 872, 198, 13048, 11, 1879, 0, 151645, 198, 151644, 77091, 198];
  const split = 8;

  beforeAll(async () => {
    useModelSource(fixtureSource);
    model = await AutoModelForCausalLM.from_pretrained(fixtureSource.model, { dtype: 'fp32' });
  });
  afterAll(async () => {
    await model.dispose();
  });

  it('returns logits over the full vocabulary and a present cache per layer', async () => {
    const out = await forward({ input_ids: ids(prompt), attention_mask: ones([1, prompt.length]) });
    expect(out.logits!.dims).toEqual([1, prompt.length, TINY_QWEN2.vocabSize]);
    for (let i = 0; i < TINY_QWEN2.numLayers; i++) {
      expect(out[`present.${i}.key`]!.dims).toEqual([1, TINY_QWEN2.numHeads, prompt.length, TINY_QWEN2.headDim]);
      expect(out[`present.${i}.value`]!.dims).toEqual([1, TINY_QWEN2.numHeads, prompt.length, TINY_QWEN2.headDim]);
    }
  });

  it('gives the same next-token logits from a cached prefix as from the full prompt', async () => {
    const full = lastLogits(await forward({ input_ids: ids(prompt), attention_mask: ones([1, prompt.length]) }));
    const head = await forward({ input_ids: ids(prompt.slice(0, split)), attention_mask: ones([1, split]) });
    const tail = await forward({ input_ids: ids(prompt.slice(split)), attention_mask: ones([1, prompt.length]), past_key_values: cacheOf(head) });
    expect(maxAbsDiff(lastLogits(tail), full)).toBeLessThan(1e-3);
  });

  it('changes the result when the cache holds another prefix', async () => {
    const full = lastLogits(await forward({ input_ids: ids(prompt), attention_mask: ones([1, prompt.length]) }));
    const wrongHead = await forward({ input_ids: ids(other.slice(0, split)), attention_mask: ones([1, split]) });
    const tail = lastLogits(
      await forward({ input_ids: ids(prompt.slice(split)), attention_mask: ones([1, prompt.length]), past_key_values: cacheOf(wrongHead) }),
    );
    expect(maxAbsDiff(tail, full)).toBeGreaterThan(0.1);
    expect(argmax(tail)).not.toBe(argmax(full));
  });

  it('changes the result when the new tokens get wrong positions', async () => {
    const head = await forward({ input_ids: ids(prompt.slice(0, split)), attention_mask: ones([1, split]) });
    const rest = prompt.length - split;
    const right = lastLogits(await forward({ input_ids: ids(prompt.slice(split)), attention_mask: ones([1, prompt.length]), past_key_values: cacheOf(head) }));
    const restarted = lastLogits(
      await forward({
        input_ids: ids(prompt.slice(split)),
        attention_mask: ones([1, prompt.length]),
        position_ids: new Tensor('int64', BigInt64Array.from({ length: rest }, (_, i) => BigInt(i)), [1, rest]),
        past_key_values: cacheOf(head),
      }),
    );
    expect(maxAbsDiff(restarted, right)).toBeGreaterThan(0.1);
  });
});
