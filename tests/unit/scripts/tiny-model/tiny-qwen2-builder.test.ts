import { mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import onnxProto from 'onnx-proto';
import { afterAll, describe, expect, it } from 'vitest';
import { buildTinyModels, CHAT_TEMPLATE_PATH, MODEL_FILES, ONNX_VARIANTS } from '../../../../scripts/tiny-model/build-tiny-models.ts';
import { TINY_QWEN2_LESSON_NAME, TINY_QWEN2_MALFORMED_NAME, TINY_QWEN2_NAME, TINY_QWEN3_LESSON_NAME, TINY_QWEN3_NAME } from '../../../../scripts/tiny-model/tiny-models.ts';
import { TINY_QWEN2 } from '../../../../scripts/tiny-model/tiny-qwen2-spec.ts';

const { onnx } = onnxProto;
const modelsDir = mkdtempSync(join(tmpdir(), 'tiny-qwen2-'));
afterAll(() => rmSync(modelsDir, { recursive: true, force: true }));

const built = buildTinyModels(modelsDir);
const first = built[0]!;
const read = (file: string) => readFileSync(join(first.dir, file));
const readJson = (file: string) => JSON.parse(read(file).toString('utf8')) as Record<string, unknown>;

describe('buildTinyQwen2', () => {
  it('writes the layout transformers.js loads, for each tiny model', () => {
    expect(built.map((b) => [b.name, b.rebuilt])).toEqual([
      [TINY_QWEN2_NAME, true],
      [TINY_QWEN2_LESSON_NAME, true],
      [TINY_QWEN2_MALFORMED_NAME, true],
      [TINY_QWEN3_NAME, true],
      [TINY_QWEN3_LESSON_NAME, true],
    ]);
    for (const b of built) for (const file of MODEL_FILES) expect(statSync(join(b.dir, file)).size).toBeGreaterThan(0);
    expect(Object.values(ONNX_VARIANTS)).toEqual(expect.arrayContaining(['model.onnx', 'model_quantized.onnx', 'model_q4.onnx']));
  });

  it('is idempotent: a second build finds the folders current and leaves them alone', () => {
    const before = statSync(join(first.dir, 'tokenizer.json')).mtimeMs;
    expect(buildTinyModels(modelsDir).map((b) => b.rebuilt)).toEqual([false, false, false, false, false]);
    expect(statSync(join(first.dir, 'tokenizer.json')).mtimeMs).toBe(before);
  });

  it('rebuilds the same bytes when forced', () => {
    const graph = read('onnx/model.onnx');
    const tokenizer = read('tokenizer.json');
    expect(buildTinyModels(modelsDir, true).map((b) => b.rebuilt)).toEqual([true, true, true, true, true]);
    expect(read('onnx/model.onnx').equals(graph)).toBe(true);
    expect(read('tokenizer.json').equals(tokenizer)).toBe(true);
  });

  it('rebuilds a folder with a missing file', () => {
    rmSync(join(first.dir, 'onnx/model_q4.onnx'));
    expect(buildTinyModels(modelsDir).map((b) => b.rebuilt)).toEqual([true, false, false, false, false]);
    expect(statSync(join(first.dir, 'onnx/model_q4.onnx')).size).toBeGreaterThan(0);
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

  it('writes the same graph under every dtype name; the models differ only in their replies', () => {
    const graph = read('onnx/model.onnx');
    for (const file of Object.values(ONNX_VARIANTS)) expect(read(`onnx/${file}`).equals(graph)).toBe(true);
    expect(graph.length).toBeLessThan(64 * 1024);
    const lesson = readFileSync(join(built[1]!.dir, 'onnx/model.onnx'));
    expect(lesson.equals(graph)).toBe(false);
    expect(readFileSync(join(built[1]!.dir, 'tokenizer.json')).equals(read('tokenizer.json'))).toBe(true);
  });

  it('declares the real decoder interface (IR 8, opset 17)', () => {
    const model = onnx.ModelProto.decode(read('onnx/model.onnx'));
    expect(Number(model.irVersion)).toBe(8);
    expect(model.opsetImport.map((o) => [o.domain, Number(o.version)])).toEqual([['', 17]]);
    const shape = (v: onnxProto.onnx.IValueInfoProto) => v.type!.tensorType!.shape!.dim!.map((d) => d.dimParam || Number(d.dimValue));
    const io = (list: onnxProto.onnx.IValueInfoProto[]) => Object.fromEntries(list.map((v) => [v.name, shape(v)]));
    const graphInputs = io(model.graph!.input!);
    const layers = Array.from({ length: TINY_QWEN2.numLayers }, (_, i) => i);
    const kv = ['batch_size', TINY_QWEN2.numHeads, 'past_sequence_length', TINY_QWEN2.headDim];
    expect(graphInputs).toEqual({
      input_ids: ['batch_size', 'sequence_length'],
      attention_mask: ['batch_size', 'total_sequence_length'],
      position_ids: ['batch_size', 'sequence_length'],
      ...Object.fromEntries(layers.flatMap((i) => [[`past_key_values.${i}.key`, kv], [`past_key_values.${i}.value`, kv]])),
      num_logits_to_keep: [],
    });
    const present = ['batch_size', TINY_QWEN2.numHeads, 'total_sequence_length', TINY_QWEN2.headDim];
    expect(io(model.graph!.output!)).toEqual({
      logits: ['batch_size', 'logits_length', 151936],
      ...Object.fromEntries(layers.flatMap((i) => [[`present.${i}.key`, present], [`present.${i}.value`, present]])),
    });
  });
});
