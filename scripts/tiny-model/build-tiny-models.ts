// Writes the tiny Qwen2 and Qwen3 model folders in the layout transformers.js loads (config, tokenizer, onnx/ variants).
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { basename, dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { qwen25TokenizerConfig, qwen25TokenizerJson, TOKENIZER_SOURCES } from './qwen25-tokenizer.ts';
import { qwen3TokenizerConfig, qwen3TokenizerJson } from './qwen3-tokenizer.ts';
import { TINY_MODELS, type TinyModelKind } from './tiny-models.ts';
import { tinyQwen2Config, tinyQwen2GenerationConfig } from './tiny-qwen2-configs.ts';
import { buildTinyQwen2Graph } from './tiny-qwen2-graph.ts';
import { tinyQwen3Config, tinyQwen3GenerationConfig } from './tiny-qwen3-configs.ts';
import { TINY_QWEN3 } from './tiny-qwen3-spec.ts';
import { ONNX_FILE, OTHER_FILES } from '../../src/llm/model-registry.ts';

const builderDir = dirname(fileURLToPath(import.meta.url));
const projectRoot = resolve(builderDir, '../..');

export const FIXTURE_MODELS_DIR = join(projectRoot, 'tests/fixtures/models');
export const CHAT_TEMPLATE_PATH = join(projectRoot, 'third_party/qwen2.5/chat_template.jinja');
/** The ONNX writer the graphs are built with (shared with the stand-in and the preflight). */
const GRAPH_BUILDER_PATH = join(projectRoot, 'src/llm/decoder-graph/onnx-graph-builder.ts');

/**
 * The ONNX file names transformers.js asks for, by dtype, as the model registry lists them. All hold the same fp32
 * graph: enough to test which file a dtype selects.
 */
export const ONNX_VARIANTS = Object.fromEntries(
  Object.entries(ONNX_FILE).map(([dtype, path]) => [dtype, path.slice('onnx/'.length)]),
) as { readonly [D in keyof typeof ONNX_FILE]: string };

export const MODEL_FILES = [...OTHER_FILES, ...Object.values(ONNX_FILE)];

/** Written last: it holds the hash of every input, so a matching stamp means the folder is current. */
const STAMP_FILE = 'fixture-stamp.json';

export interface BuildResult {
  name: string;
  dir: string;
  rebuilt: boolean;
}

function json(value: unknown): string {
  return `${JSON.stringify(value, null, 2)}\n`;
}

/** Hash of everything a build reads: this folder's sources, the graph writer, the chat template and the tokenizer package files. */
function inputsHash(): string {
  const hash = createHash('sha256');
  const sources = readdirSync(builderDir).filter((f) => f.endsWith('.ts')).sort();
  for (const file of [...sources.map((f) => join(builderDir, f)), GRAPH_BUILDER_PATH, CHAT_TEMPLATE_PATH, ...TOKENIZER_SOURCES]) {
    hash.update(basename(file)).update(readFileSync(file));
  }
  return hash.digest('hex');
}

/** A Qwen3 model's rows: each reply after its think block (if any) and "\n\n"; the graph's think script. */
function qwen3Graph(kind: TinyModelKind): Uint8Array {
  const replies = kind.replies();
  const thinking = kind.thinking?.() ?? replies.map(() => []);
  const rows = replies.map((reply, n) => [...(thinking[n] ?? []), TINY_QWEN3.doubleNewlineId, ...reply]);
  return buildTinyQwen2Graph(rows, TINY_QWEN3, { closeId: TINY_QWEN3.thinkCloseId, thinkLengths: rows.map((_, n) => thinking[n]?.length ?? 0) });
}

/**
 * Builds every tiny model (tiny-qwen2, tiny-qwen2-lesson, tiny-qwen3, tiny-qwen3-lesson) under `modelsDir`,
 * skipping the folders whose stamp shows they are current; `force` rebuilds anyway.
 */
export function buildTinyModels(modelsDir: string = FIXTURE_MODELS_DIR, force = false): BuildResult[] {
  const stamp = json({ inputs: inputsHash() });
  const tokenizerJson: Partial<Record<TinyModelKind['family'], string>> = {};
  return TINY_MODELS.map((kind) => {
    const { name, family } = kind;
    const dir = join(modelsDir, name);
    const stampPath = join(dir, STAMP_FILE);
    const current = existsSync(stampPath) && readFileSync(stampPath, 'utf8') === stamp;
    if (current && !force && MODEL_FILES.every((f) => existsSync(join(dir, f)))) return { name, dir, rebuilt: false };

    const qwen3 = family === 'qwen3';
    tokenizerJson[family] ??= JSON.stringify(qwen3 ? qwen3TokenizerJson() : qwen25TokenizerJson());
    const files: Record<string, string | Uint8Array> = {
      'config.json': json(qwen3 ? tinyQwen3Config() : tinyQwen2Config()),
      'generation_config.json': json(qwen3 ? tinyQwen3GenerationConfig() : tinyQwen2GenerationConfig()),
      'tokenizer.json': tokenizerJson[family],
      'tokenizer_config.json': json(qwen3 ? qwen3TokenizerConfig() : qwen25TokenizerConfig(readFileSync(CHAT_TEMPLATE_PATH, 'utf8'))),
    };
    const graph = qwen3 ? qwen3Graph(kind) : buildTinyQwen2Graph(kind.replies());
    for (const variant of Object.values(ONNX_VARIANTS)) files[`onnx/${variant}`] = graph;

    // Build beside the target and swap it in, so a reader never sees a half-written folder.
    const staging = `${dir}.building-${process.pid}`;
    rmSync(staging, { recursive: true, force: true });
    mkdirSync(join(staging, 'onnx'), { recursive: true });
    for (const [file, content] of Object.entries(files)) writeFileSync(join(staging, file), content);
    writeFileSync(join(staging, STAMP_FILE), stamp);
    rmSync(dir, { recursive: true, force: true });
    renameSync(staging, dir);
    return { name, dir, rebuilt: true };
  });
}
