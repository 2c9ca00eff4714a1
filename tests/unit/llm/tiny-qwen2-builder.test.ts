import { mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import onnxProto from 'onnx-proto';
import { afterAll, describe, expect, it } from 'vitest';
import { buildTinyQwen2, CHAT_TEMPLATE_PATH, ONNX_VARIANTS } from '../../../scripts/tiny-model/build-tiny-qwen2.ts';
import { TINY_QWEN2 } from '../../../scripts/tiny-model/tiny-qwen2-spec.ts';

const { onnx } = onnxProto;
const modelsDir = mkdtempSync(join(tmpdir(), 'tiny-qwen2-'));
afterAll(() => rmSync(modelsDir, { recursive: true, force: true }));

const first = buildTinyQwen2(modelsDir);
const read = (file: string) => readFileSync(join(first.dir, file));
const readJson = (file: string) => JSON.parse(read(file).toString('utf8')) as Record<string, unknown>;

describe('buildTinyQwen2', () => {
  it('writes the layout transformers.js loads', () => {
    expect(first.rebuilt).toBe(true);
    expect(first.files.sort()).toEqual(
      ['config.json', 'generation_config.json', 'tokenizer.json', 'tokenizer_config.json', ...Object.values(ONNX_VARIANTS).map((f) => `onnx/${f}`)].sort(),
    );
    expect(Object.values(ONNX_VARIANTS)).toEqual(expect.arrayContaining(['model.onnx', 'model_quantized.onnx', 'model_q4.onnx']));
  });

  it('is idempotent: a second build finds the folder current and leaves it alone', () => {
    const before = statSync(join(first.dir, 'tokenizer.json')).mtimeMs;
    expect(buildTinyQwen2(modelsDir).rebuilt).toBe(false);
    expect(statSync(join(first.dir, 'tokenizer.json')).mtimeMs).toBe(before);
  });

  it('rebuilds the same bytes when forced', () => {
    const graph = read('onnx/model.onnx');
    const tokenizer = read('tokenizer.json');
    expect(buildTinyQwen2(modelsDir, true).rebuilt).toBe(true);
    expect(read('onnx/model.onnx').equals(graph)).toBe(true);
    expect(read('tokenizer.json').equals(tokenizer)).toBe(true);
  });

  it('writes a qwen2 config with the fields transformers.js reads', () => {
    expect(readJson('config.json')).toMatchObject({
      model_type: 'qwen2',
      num_hidden_layers: TINY_QWEN2.numLayers,
      num_key_value_heads: TINY_QWEN2.numHeads,
      bos_token_id: 151643,
      eos_token_id: 151645,
      max_position_embeddings: 32768,
      vocab_size: 151936,
      'transformers.js_config': { dtype: 'q8' },
    });
    expect(readJson('generation_config.json')).toMatchObject({ eos_token_id: [151645, 151643], repetition_penalty: 1.1 });
  });

  it("converts the tokenizer to Qwen2.5's added tokens, merges as strings, with Qwen2.5's chat template", () => {
    const tokenizer = readJson('tokenizer.json') as { added_tokens: { id: number; content: string }[]; model: { merges: unknown[]; vocab: object } };
    const ids = tokenizer.added_tokens.map((t) => t.id);
    expect(ids).toEqual(Array.from({ length: 22 }, (_, i) => 151643 + i));
    expect(tokenizer.added_tokens.find((t) => t.id === 151657)?.content).toBe('<tool_call>');
    expect(Object.keys(tokenizer.model.vocab)).toHaveLength(151643);
    expect(tokenizer.model.merges.every((m) => typeof m === 'string' && m.split(' ').length === 2)).toBe(true);
    const config = readJson('tokenizer_config.json') as { chat_template: string; added_tokens_decoder: object };
    expect(config.chat_template).toBe(readFileSync(CHAT_TEMPLATE_PATH, 'utf8'));
    expect(Object.keys(config.added_tokens_decoder).map(Number).sort()).toEqual(ids);
  });

  it('writes the same graph under every dtype name', () => {
    const graph = read('onnx/model.onnx');
    for (const file of Object.values(ONNX_VARIANTS)) expect(read(`onnx/${file}`).equals(graph)).toBe(true);
    expect(graph.length).toBeLessThan(64 * 1024);
  });

  it('declares the real decoder interface (IR 8, opset 17)', () => {
    const model = onnx.ModelProto.decode(read('onnx/model.onnx'));
    expect(Number(model.irVersion)).toBe(8);
    expect(model.opsetImport.map((o) => [o.domain, Number(o.version)])).toEqual([['', 17]]);
    const shape = (v: onnxProto.onnx.IValueInfoProto) => v.type!.tensorType!.shape!.dim!.map((d) => d.dimParam || Number(d.dimValue));
    const io = (list: onnxProto.onnx.IValueInfoProto[]) => Object.fromEntries(list.map((v) => [v.name, shape(v)]));
    const graphInputs = io(model.graph!.input!);
    const kv = ['batch_size', TINY_QWEN2.numHeads, 'past_sequence_length', TINY_QWEN2.headDim];
    expect(graphInputs).toEqual({
      input_ids: ['batch_size', 'sequence_length'],
      attention_mask: ['batch_size', 'total_sequence_length'],
      position_ids: ['batch_size', 'sequence_length'],
      'past_key_values.0.key': kv,
      'past_key_values.0.value': kv,
      'past_key_values.1.key': kv,
      'past_key_values.1.value': kv,
      num_logits_to_keep: [],
    });
    const present = ['batch_size', TINY_QWEN2.numHeads, 'total_sequence_length', TINY_QWEN2.headDim];
    expect(io(model.graph!.output!)).toEqual({
      logits: ['batch_size', 'logits_length', 151936],
      'present.0.key': present,
      'present.0.value': present,
      'present.1.key': present,
      'present.1.value': present,
    });
  });
});
