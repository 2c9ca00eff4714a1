// The full-size stand-ins: Qwen2.5-0.5B-Instruct and Qwen3-0.6B at their real architecture and sizes, with
// seeded random weights, in the folder layout and file names transformers.js loads (config.json, tokenizer,
// onnx/model_quantized.onnx for q8, onnx/model_q4.onnx for q4). Their output is noise; their cost is real: what
// `npm run bench -- local-scale` measures. Built on demand (`npm run fixture:model -- --full`), never in CI
// (≈ 1.3 GB a model, about a minute each here).
import { createHash } from 'node:crypto';
import { copyFileSync, existsSync, mkdirSync, readdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { QWEN25_05B_DIMS, QWEN3_06B_DIMS, type DecoderDimensions } from '../../src/llm/decoder-graph/decoder-dimensions.ts';
import { buildDecoderGraph, type StandInDtype } from '../../src/llm/decoder-graph/decoder-graph.ts';
import { ONNX_FILE } from '../../src/llm/model-registry.ts';
import { FIXTURE_MODELS_DIR } from './build-tiny-models.ts';
import { TINY_QWEN2_NAME, TINY_QWEN3_NAME } from './tiny-models.ts';
import { tinyQwen2GenerationConfig } from './tiny-qwen2-configs.ts';
import { tinyQwen3GenerationConfig } from './tiny-qwen3-configs.ts';

export const STAND_IN_QWEN25 = 'stand-in-qwen2.5-0.5b';
export const STAND_IN_QWEN3 = 'stand-in-qwen3-0.6b';
/** The weights' seed: every build writes the same bytes. */
export const STAND_IN_SEED = 20_250_925;

interface StandIn {
  name: string;
  dims: DecoderDimensions;
  /** The tiny model whose tokenizer files it borrows (the real BPE and chat template of its family). */
  tokenizerFrom: string;
  generationConfig: () => Record<string, unknown>;
}

export const STAND_INS: readonly StandIn[] = [
  { name: STAND_IN_QWEN25, dims: QWEN25_05B_DIMS, tokenizerFrom: TINY_QWEN2_NAME, generationConfig: tinyQwen2GenerationConfig },
  { name: STAND_IN_QWEN3, dims: QWEN3_06B_DIMS, tokenizerFrom: TINY_QWEN3_NAME, generationConfig: tinyQwen3GenerationConfig },
];

/** config.json as the real checkpoints write it (tied embeddings; head_dim, q/k norms and no bias for Qwen3). */
export function standInConfig(d: DecoderDimensions): Record<string, unknown> {
  const qwen3 = d.modelType === 'qwen3';
  return {
    architectures: [qwen3 ? 'Qwen3ForCausalLM' : 'Qwen2ForCausalLM'],
    model_type: d.modelType,
    ...(qwen3 ? { attention_bias: false, head_dim: d.headDim } : {}),
    bos_token_id: 151_643,
    eos_token_id: 151_645,
    hidden_act: 'silu',
    hidden_size: d.hidden,
    intermediate_size: d.intermediate,
    max_position_embeddings: qwen3 ? 40_960 : 32_768,
    max_window_layers: d.layers,
    num_attention_heads: d.heads,
    num_hidden_layers: d.layers,
    num_key_value_heads: d.kvHeads,
    rms_norm_eps: d.rmsEps,
    rope_theta: d.ropeTheta,
    tie_word_embeddings: true,
    torch_dtype: 'bfloat16',
    use_cache: true,
    use_sliding_window: false,
    vocab_size: d.vocab,
  };
}

const SOURCES_DIR = join(import.meta.dirname, '../../src/llm/decoder-graph');

/** Hash of what a stand-in's graph depends on: the decoder-graph sources, its dimensions, its precision. */
function stampFor(standIn: StandIn, dtype: StandInDtype): string {
  const hash = createHash('sha256').update(JSON.stringify({ dims: standIn.dims, dtype, seed: STAND_IN_SEED }));
  for (const file of readdirSync(SOURCES_DIR).sort()) hash.update(file).update(readFileSync(join(SOURCES_DIR, file)));
  return hash.digest('hex');
}

/** Builds each stand-in at each precision (skipping files whose stamp is current); returns what it wrote. */
export function buildStandIns(dtypes: readonly StandInDtype[], log: (line: string) => void, modelsDir = FIXTURE_MODELS_DIR): string[] {
  const written: string[] = [];
  for (const standIn of STAND_INS) {
    const dir = join(modelsDir, standIn.name);
    mkdirSync(join(dir, 'onnx'), { recursive: true });
    const json = (value: unknown) => `${JSON.stringify(value, null, 2)}\n`;
    writeFileSync(join(dir, 'config.json'), json(standInConfig(standIn.dims)));
    writeFileSync(join(dir, 'generation_config.json'), json(standIn.generationConfig()));
    for (const file of ['tokenizer.json', 'tokenizer_config.json']) copyFileSync(join(modelsDir, standIn.tokenizerFrom, file), join(dir, file));
    for (const dtype of dtypes) {
      const path = join(dir, ONNX_FILE[dtype]);
      const stampPath = `${path}.stamp`;
      const stamp = stampFor(standIn, dtype);
      if (existsSync(path) && existsSync(stampPath) && readFileSync(stampPath, 'utf8') === stamp) {
        log(`${standIn.name}/${ONNX_FILE[dtype]} is up to date`);
        continue;
      }
      const started = performance.now();
      const bytes = buildDecoderGraph(standIn.dims, { dtype, seed: STAND_IN_SEED });
      // Written beside the target and swapped in: a reader never sees half a file.
      writeFileSync(`${path}.part`, bytes);
      renameSync(`${path}.part`, path);
      writeFileSync(stampPath, stamp);
      rmSync(`${path}.part`, { force: true });
      log(`built ${standIn.name}/${ONNX_FILE[dtype]}: ${(bytes.byteLength / 1e6).toFixed(0)} MB in ${((performance.now() - started) / 1000).toFixed(1)} s`);
      written.push(path);
    }
  }
  return written;
}
