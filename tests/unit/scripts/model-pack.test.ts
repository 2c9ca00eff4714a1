// `npm run model:pack` (scripts/model-pack.ts) on a temporary folder: a complete folder is copied into
// dist/models/<name>/ with a manifest of sizes and listed in models/index.json (beside other copies); a folder with a
// truncated file, a missing file, or another model's config is refused with what is wrong, and nothing is written.
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { beforeEach, describe, expect, it } from 'vitest';
import { packModel } from '../../../scripts/model-pack.ts';
import { readClassCopies } from '../../../src/llm/class-copy.ts';
import { QWEN25_05B, type ModelDefinition } from '../../../src/llm/model-registry.ts';
import { QWEN25_CONFIG } from '../llm/qwen25-config.ts';

const CONFIG = JSON.stringify(QWEN25_CONFIG);
const FILES: Record<string, string> = {
  'config.json': CONFIG,
  'generation_config.json': '{"do_sample":true}',
  'tokenizer.json': '{"model":{}}',
  'tokenizer_config.json': '{"chat_template":""}',
  'onnx/model_quantized.onnx': 'x'.repeat(1000),
};
const exact = (path: string) => ({ path, bytes: Buffer.byteLength(FILES[path]!), exact: true });
/** Qwen2.5's entry with the small stand-in files' exact sizes, so the real check runs on bytes a test can write. */
const STAND_IN: ModelDefinition = {
  ...QWEN25_05B,
  precisions: { q8: exact('onnx/model_quantized.onnx') },
  otherFiles: ['config.json', 'generation_config.json', 'tokenizer.json', 'tokenizer_config.json'].map(exact),
};

let folder = '';
let dist = '';
beforeEach(() => {
  const root = mkdtempSync(join(tmpdir(), 'model-pack-'));
  folder = join(root, 'Qwen2.5-0.5B-Instruct');
  dist = join(root, 'dist');
  mkdirSync(join(folder, 'onnx'), { recursive: true });
  mkdirSync(dist);
  writeFileSync(join(dist, 'index.html'), '<!doctype html>');
  for (const [path, text] of Object.entries(FILES)) writeFileSync(join(folder, path), text);
});

const pack = (name?: string) => packModel({ folder, dist, models: [STAND_IN], ...(name ? { name } : {}) });

describe('npm run model:pack', () => {
  it('copies a checked folder into dist/models/<name>/ with a manifest of sizes, and lists it beside the other copies', async () => {
    mkdirSync(join(dist, 'models'));
    writeFileSync(join(dist, 'models', 'index.json'), JSON.stringify({ copies: [{ name: 'older', id: 'x/y', dtypes: ['q4'], bytes: 1 }] }));
    const result = await pack('class-5b');
    expect(result).toMatchObject({ ok: true, copy: { name: 'class-5b', id: QWEN25_05B.id, dtypes: ['q8'], bytes: Object.values(FILES).reduce((sum, text) => sum + Buffer.byteLength(text), 0) } });
    const copy = join(dist, 'models', 'class-5b');
    expect(readFileSync(join(copy, 'onnx', 'model_quantized.onnx'), 'utf8')).toBe(FILES['onnx/model_quantized.onnx']);
    const manifest = JSON.parse(readFileSync(join(copy, 'manifest.json'), 'utf8'));
    expect(manifest).toEqual({ id: QWEN25_05B.id, modelType: 'qwen2', files: Object.entries(FILES).map(([path, text]) => ({ path, bytes: Buffer.byteLength(text) })) });
    const listed = readClassCopies(JSON.parse(readFileSync(join(dist, 'models', 'index.json'), 'utf8')));
    expect(listed.map((c) => c.name)).toEqual(['older', 'class-5b']);
  });

  it('names the copy after the model when no --name is given', async () => {
    expect(await pack()).toMatchObject({ ok: true, copy: { name: 'Qwen2.5-0.5B-Instruct' } });
    expect(existsSync(join(dist, 'models', 'Qwen2.5-0.5B-Instruct', 'manifest.json'))).toBe(true);
  });

  it('refuses a truncated weights file, a missing tokenizer and another model’s config, writing nothing', async () => {
    writeFileSync(join(folder, 'onnx', 'model_quantized.onnx'), 'x'.repeat(600));
    expect(await pack()).toEqual({ ok: false, problems: ['onnx/model_quantized.onnx weighs 600 bytes, not 1000 bytes: it looks cut short (an unfinished copy?).'] });
    writeFileSync(join(folder, 'onnx', 'model_quantized.onnx'), FILES['onnx/model_quantized.onnx']!);
    rmSync(join(folder, 'tokenizer.json'));
    expect(await pack()).toEqual({ ok: false, problems: ['tokenizer.json is missing.'] });
    writeFileSync(join(folder, 'tokenizer.json'), FILES['tokenizer.json']!);
    writeFileSync(join(folder, 'config.json'), CONFIG.replace('qwen2', 'llama'));
    expect(await pack()).toEqual({ ok: false, problems: ['config.json says model_type llama, not qwen2: these are another model’s files.'] });
    expect(existsSync(join(dist, 'models'))).toBe(false);
  });

  it('refuses a folder that is not a built site’s dist', async () => {
    expect(await packModel({ folder, dist: folder, models: [STAND_IN] })).toEqual({ ok: false, problems: [`${folder} holds no built site: run \`npm run build\` first (the build empties it).`] });
  });
});
