// The registry defines each model once: Qwen3-0.6B beside Qwen2.5, with what the page needs before a Load (files,
// rounded sizes, shape) and what a run needs (template, tool-call format, thinking, generation settings); a
// model setting (Hub id or local:NAME) finds its definition.
import { describe, expect, it } from 'vitest';
import { definitionFor, findModel, MODEL_REGISTRY, ONNX_FILE, QWEN25_05B, QWEN3_06B, registryFiles } from '../../../src/llm/model-registry.ts';
import { memoryEstimate } from '../../../src/llm/load-plan.ts';
import { checkAgainstHub } from '../../../src/llm/hub-check.ts';
import { planLoad, precisionSizes } from '../../../src/ui/common/local-model/model-cache.ts';

const BASE = 'https://school.example/lab/';

describe('QWEN3_06B', () => {
  it("is onnx-community's Qwen3-0.6B, Apache-2.0, Hermes calls, thinking; 28 layers × 8 KV heads × head_dim 128", () => {
    expect(findModel('onnx-community/Qwen3-0.6B-ONNX')).toBe(QWEN3_06B);
    expect(MODEL_REGISTRY.map((m) => m.id)).toEqual(['onnx-community/Qwen2.5-0.5B-Instruct', 'onnx-community/Qwen3-0.6B-ONNX']);
    expect(QWEN3_06B).toMatchObject({ name: 'Qwen3-0.6B', modelType: 'qwen3', licence: 'Apache-2.0', toolCalls: 'hermes', thinking: true, generation: { maxNewTokens: 80, greedy: true } });
    expect(QWEN3_06B.shape).toEqual({ layers: 28, kvHeads: 8, headDim: 128 });
    expect(QWEN25_05B).toMatchObject({ modelType: 'qwen2', thinking: false, toolCalls: 'hermes' });
    // KV cache: 28 × 2 × 8 × 128 × 2 bytes = 112 kB a token in fp16 (Qwen2.5: 12 kB).
    expect(memoryEstimate(0, QWEN3_06B.shape, 'q4f16', 1).kvBytes).toBe(114_688);
  });

  it('holds only the rounded figures found (q4f16 570 MB, q4 919 MB, q8 618 MB), none as exact; fp16, fp32 and the small files unknown', () => {
    const mb = Object.fromEntries(Object.entries(QWEN3_06B.precisions).map(([d, f]) => [d, f.bytes / 1e6]));
    expect(mb).toEqual({ q8: 618, q4: 919, q4f16: 570 });
    for (const [dtype, f] of Object.entries(QWEN3_06B.precisions)) {
      expect(f.exact).toBe(false);
      expect(f.path).toBe(ONNX_FILE[dtype as keyof typeof ONNX_FILE]);
    }
    expect(registryFiles(QWEN3_06B, 'fp32')).toBeUndefined();
    expect(QWEN3_06B.otherFiles).toEqual([]);
  });

  it('shows what a Load fetches: the weights’ rounded size, the small files unknown until the Hub answers', async () => {
    const source = { model: QWEN3_06B.id };
    const none = { cached: async () => new Set<string>() };
    const plan = await planLoad(source, 'q4f16', BASE, none);
    expect(plan.sizesFrom).toBe('registry');
    expect(plan.shape).toEqual(QWEN3_06B.shape);
    expect(plan.files.map((f) => [f.path, f.bytes])).toEqual([
      ['config.json', undefined],
      ['generation_config.json', undefined],
      ['tokenizer.json', undefined],
      ['tokenizer_config.json', undefined],
      ['onnx/model_q4f16.onnx', 570e6],
    ]);
    const sizes = await precisionSizes(source, BASE, plan.files);
    expect(sizes.q4f16).toEqual({ bytes: 570e6, exact: false, partial: true });
    expect(sizes.fp32).toBeUndefined();
  });

  it('checks against the Hub only the sizes it holds', async () => {
    const listing = (folder: string) =>
      folder.endsWith('/onnx')
        ? [{ type: 'file', path: 'onnx/model_q4f16.onnx', size: 569_900_000 }, { type: 'file', path: 'onnx/model_q4.onnx', size: 919_200_000 }, { type: 'file', path: 'onnx/model_quantized.onnx', size: 618_400_000 }]
        : [{ type: 'file', path: 'tokenizer.json', size: 11_422_654 }];
    const fetchFn = async (url: string) => ({ ok: true, status: 200, json: async () => listing(url) });
    expect(await checkAgainstHub(QWEN3_06B, fetchFn)).toMatchObject({ status: 'equal', hubSizes: { 'tokenizer.json': 11_422_654 } });
  });
});

describe('definitionFor: the definition behind a model setting', () => {
  it('a Hub id is its own entry; an unknown one has none', () => {
    expect(definitionFor('onnx-community/Qwen3-0.6B-ONNX')).toBe(QWEN3_06B);
    expect(definitionFor('onnx-community/Qwen2.5-0.5B-Instruct')).toBe(QWEN25_05B);
    expect(definitionFor('someone/else')).toBeUndefined();
  });

  it("local:NAME: by its config.json's model_type once read, else by its name", () => {
    expect(definitionFor('local:tiny-qwen3-lesson')).toBe(QWEN3_06B);
    expect(definitionFor('local:tiny-qwen2')).toBe(QWEN25_05B);
    expect(definitionFor('local:classroom', 'qwen3')).toBe(QWEN3_06B);
    expect(definitionFor('local:qwen3-copy', 'qwen2')).toBe(QWEN25_05B);
    expect(definitionFor('local:llama')).toBeUndefined();
  });
});
