// Writes the tiny Qwen2 model folder in the layout transformers.js loads (config, tokenizer, onnx/ variants).
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { qwen25TokenizerConfig, qwen25TokenizerJson, TOKENIZER_SOURCES } from './qwen25-tokenizer.ts';
import { tinyQwen2Config, tinyQwen2GenerationConfig } from './tiny-qwen2-configs.ts';
import { buildTinyQwen2Graph } from './tiny-qwen2-graph.ts';

const projectRoot = resolve(dirname(fileURLToPath(import.meta.url)), '../..');

export const FIXTURE_MODELS_DIR = join(projectRoot, 'tests/fixtures/models');
export const TINY_QWEN2_NAME = 'tiny-qwen2';
export const CHAT_TEMPLATE_PATH = join(projectRoot, 'third_party/qwen2.5/chat_template.jinja');

/**
 * The ONNX file names transformers.js asks for, by dtype. All hold the same fp32 graph: enough to test
 * which file a dtype selects.
 */
export const ONNX_VARIANTS = {
  fp32: 'model.onnx',
  fp16: 'model_fp16.onnx',
  q8: 'model_quantized.onnx',
  q4: 'model_q4.onnx',
  q4f16: 'model_q4f16.onnx',
} as const;

/** Written last: its content names every input, so an up-to-date stamp means nothing needs rebuilding. */
const STAMP_FILE = 'fixture-stamp.json';

export interface BuildResult {
  dir: string;
  rebuilt: boolean;
  files: string[];
}

function json(value: unknown): string {
  return `${JSON.stringify(value, null, 2)}\n`;
}

/** Builds `<modelsDir>/tiny-qwen2/` unless its stamp shows it is current; `force` rebuilds anyway. */
export function buildTinyQwen2(modelsDir: string = FIXTURE_MODELS_DIR, force = false): BuildResult {
  const dir = join(modelsDir, TINY_QWEN2_NAME);
  const chatTemplate = readFileSync(CHAT_TEMPLATE_PATH, 'utf8');
  const graph = buildTinyQwen2Graph();
  const small: Record<string, string> = {
    'config.json': json(tinyQwen2Config()),
    'generation_config.json': json(tinyQwen2GenerationConfig()),
    'tokenizer_config.json': json(qwen25TokenizerConfig(chatTemplate)),
  };
  const hash = createHash('sha256').update(graph);
  for (const text of Object.values(small)) hash.update(text);
  for (const source of [...TOKENIZER_SOURCES, fileURLToPath(new URL('./qwen25-tokenizer.ts', import.meta.url))]) {
    hash.update(readFileSync(source));
  }
  const stamp = json({ inputs: hash.digest('hex') });
  const files = [...Object.keys(small), 'tokenizer.json', ...Object.values(ONNX_VARIANTS).map((f) => `onnx/${f}`)];

  const stampPath = join(dir, STAMP_FILE);
  const current = existsSync(stampPath) && readFileSync(stampPath, 'utf8') === stamp;
  if (current && !force && files.every((f) => existsSync(join(dir, f)))) return { dir, rebuilt: false, files };

  // Build beside the target and swap it in, so a reader never sees a half-written folder.
  const staging = `${dir}.building-${process.pid}`;
  rmSync(staging, { recursive: true, force: true });
  mkdirSync(join(staging, 'onnx'), { recursive: true });
  for (const [name, text] of Object.entries(small)) writeFileSync(join(staging, name), text);
  writeFileSync(join(staging, 'tokenizer.json'), JSON.stringify(qwen25TokenizerJson()));
  for (const name of Object.values(ONNX_VARIANTS)) writeFileSync(join(staging, 'onnx', name), graph);
  writeFileSync(join(staging, STAMP_FILE), stamp);
  rmSync(dir, { recursive: true, force: true });
  renameSync(staging, dir);
  return { dir, rebuilt: true, files };
}
