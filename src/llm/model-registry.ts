// The models the lab knows before it loads one, each defined here and only here: its Hub id, name, licence,
// chat template, tool-call format, thinking support, generation settings, shape, and the files transformers.js
// fetches for each precision, with their sizes. Pure: the page shows what a Load will cost
// (bytes to download, memory: load-plan.ts) from this, checks it against the Hub's listing when online
// (hub-check.ts), and measures `local:NAME` models from the files the site serves (see ui/common/local-model/model-cache.ts).
//
// Which files transformers.js 4.3.2 fetches for a text-generation model (utils/model_registry/get_model_files.js
// and the tokenizer's loader): config.json, generation_config.json, tokenizer.json, tokenizer_config.json and
// onnx/model{suffix}.onnx, the suffix by dtype (DEFAULT_DTYPE_SUFFIX_MAPPING: fp32 '', fp16 '_fp16',
// q8 '_quantized', q4 '_q4', q4f16 '_q4f16', bnb4 '_bnb4'); no external-data file for these models.
import { cacheShape, QWEN25_05B_DIMS, QWEN3_06B_DIMS, type DecoderDimensions } from './decoder-graph/decoder-dimensions.ts';
import type { LocalDtype } from './device-choice.ts';

/** One file of a model, as the registry knows it. */
export interface RegistryFile {
  /** Path inside the model's repository or folder (`onnx/model_q4.onnx`). */
  path: string;
  bytes: number;
  /** False where only the Hub's rounded figure ("786 MB") is known: the page writes "≈". */
  exact: boolean;
}

/** What the KV-cache estimate needs (from the model's config.json). */
export interface ModelShape {
  layers: number;
  kvHeads: number;
  headDim: number;
}

/** How a model writes tool calls, and which parser reads them (hermes-parser.ts: `<tool_call>{…}</tool_call>`). */
export type ToolCallFormat = 'hermes';

/** The generation settings the lab uses with a model. */
export interface GenerationSettings {
  /** New tokens a step unless the run plan or the link says otherwise (the lesson's 80). */
  maxNewTokens: number;
  /** Greedy decoding (do_sample false) unless a run asks for seeded sampling, as the lesson's recorded run. */
  greedy: true;
  /** The cut seeded sampling uses by default (top-k, top-p), from the model's generation_config.json or card. */
  sampling: SamplingCut;
  /** With thinking on, where the card suggests another. */
  thinkingSampling?: SamplingCut;
}

/** Top-k (0: none) and top-p (1: none), and the temperature a run's Sampling setting starts at. */
export interface SamplingCut {
  temperature: number;
  topK: number;
  topP: number;
}

export interface ModelDefinition {
  /** The Hub id transformers.js loads. */
  id: string;
  /** The short name people read (`Qwen3-0.6B`). */
  name: string;
  /** config.json's model_type: how a `local:` folder's config names the same family. */
  modelType: string;
  licence: string;
  /** Where the prompt's format comes from: always the model's own chat template (chat-template.ts renders it). */
  chatTemplate: string;
  toolCalls: ToolCallFormat;
  /** The template takes `enable_thinking` and the model may write `<think>…</think>` before its answer. */
  thinking: boolean;
  generation: GenerationSettings;
  shape: ModelShape;
  /** Its config.json's sizes: what the preflight builds its calibration layers from. */
  decoder: DecoderDimensions;
  /** The ONNX weights, by precision. */
  precisions: Partial<Record<LocalDtype, RegistryFile>>;
  /** Everything else it fetches, whatever the precision. */
  otherFiles: RegistryFile[];
  /** Where and when the sizes were read, in both UI languages. */
  sizesSource: { en: string; es: string };
}

/**
 * The precision the lab picks on WASM, from measurement: `npm run bench -- local-scale` on 2026-12-06 (the full-size
 * stand-in of Qwen2.5-0.5B-Instruct, Chromium 156, WASM, 1 thread, a shared 2-core machine) wrote step 1 of the
 * lesson's task 1 (567 tokens read, 80 written) in 18.2–19.1 s at q8 and 79.6 s at q4: decode 131–138 ms a token
 * against 785 (q4's MatMulNBits unpacks 4-bit blocks on the CPU, which costs more than the bytes it saves), prefill
 * 7.8–8.2 s against 17.6 s. q8 is also the smaller file (494 MB against 769 MB for the stand-in; 512 and 786 MB real).
 */
export const WASM_DTYPE = 'q8' satisfies LocalDtype;

/** The ONNX file transformers.js asks for at each of the lab's precisions. */
export const ONNX_FILE: Readonly<Record<LocalDtype, string>> = {
  fp32: 'onnx/model.onnx',
  fp16: 'onnx/model_fp16.onnx',
  q8: 'onnx/model_quantized.onnx',
  q4: 'onnx/model_q4.onnx',
  q4f16: 'onnx/model_q4f16.onnx',
};

/** The files besides the weights, in the order transformers.js asks for them. */
export const OTHER_FILES = ['config.json', 'generation_config.json', 'tokenizer.json', 'tokenizer_config.json'] as const;

const MB = 1_000_000;

/** The lesson's: 80 new tokens a step, greedy. */
/**
 * Qwen2.5-0.5B-Instruct's generation_config.json (do_sample true, temperature 0.7, top_p 0.8, top_k 20,
 * repetition_penalty 1.1; the fixture models copy it, tests/fixtures/models/tiny-qwen2/generation_config.json).
 */
const QWEN25_GENERATION: GenerationSettings = { maxNewTokens: 80, greedy: true, sampling: { temperature: 0.7, topK: 20, topP: 0.8 } };
/**
 * Qwen3-0.6B's model card, "Best Practices": Temperature=0.7, TopP=0.8, TopK=20 for non-thinking mode and
 * Temperature=0.6, TopP=0.95, TopK=20 for thinking mode (read 2026-12-01 from stored copies of its pages).
 */
const QWEN3_GENERATION: GenerationSettings = {
  maxNewTokens: 80,
  greedy: true,
  sampling: { temperature: 0.7, topK: 20, topP: 0.8 },
  thinkingSampling: { temperature: 0.6, topK: 20, topP: 0.95 },
};
const approx = (path: string, bytes: number): RegistryFile => ({ path, bytes, exact: false });
const exact = (path: string, bytes: number): RegistryFile => ({ path, bytes, exact: true });

/**
 * Sizes read on 2026-12-01 from the Hub's file pages https://huggingface.co/onnx-community/Qwen2.5-0.5B-Instruct/tree/main
 * and /tree/main/onnx (commit 516c8d0, "Upload folder using huggingface_hub"), in a stored copy; the Hub's API
 * (/api/models/…/tree/main) could not be reached where they were read. Those pages print decimal
 * units rounded to three figures, so only the small files' "678 Bytes" and "242 Bytes" are exact; the others are
 * the printed figure (±0.5 of its last digit) and say "≈" on screen until the Hub check reads the real bytes.
 */
export const QWEN25_05B: ModelDefinition = {
  id: 'onnx-community/Qwen2.5-0.5B-Instruct',
  name: 'Qwen2.5-0.5B-Instruct',
  modelType: 'qwen2',
  licence: 'Apache-2.0',
  chatTemplate: 'tokenizer_config.json chat_template (Qwen2.5: tools in the system message, Hermes calls)',
  toolCalls: 'hermes',
  thinking: false,
  generation: QWEN25_GENERATION,
  // config.json: 24 layers, 14 query heads, 2 KV heads, hidden 896 → head_dim 64.
  shape: cacheShape(QWEN25_05B_DIMS),
  decoder: QWEN25_05B_DIMS,
  precisions: {
    fp32: approx(ONNX_FILE.fp32, 1990 * MB),
    fp16: approx(ONNX_FILE.fp16, 997 * MB),
    q8: approx(ONNX_FILE.q8, 512 * MB),
    q4: approx(ONNX_FILE.q4, 786 * MB),
    q4f16: approx(ONNX_FILE.q4f16, 483 * MB),
  },
  otherFiles: [
    exact('config.json', 678),
    exact('generation_config.json', 242),
    approx('tokenizer.json', 7.03 * MB),
    approx('tokenizer_config.json', 7310),
  ],
  sizesSource: {
    en: 'huggingface.co/onnx-community/Qwen2.5-0.5B-Instruct/tree/main (commit 516c8d0), read 2026-12-01',
    es: 'huggingface.co/onnx-community/Qwen2.5-0.5B-Instruct/tree/main (commit 516c8d0), leído el 2026-12-01',
  },
};

/**
 * Qwen3-0.6B, the transformers.js tool-calling example's tool-capable small model. Its config.json (as Qwen/Qwen3-0.6B
 * publishes it): 28 layers, 16 query heads, 8 KV heads, head_dim 128 (not hidden 1024 / 16), model_type qwen3.
 * Sizes: the Hub's listing of onnx/ could not be read where these were written, nor a stored copy of its
 * page; the three figures below are the Hub's printed sizes as several public projects quote them (q4f16 570 MB,
 * with that file's sha256 9e33a591…, q4 919 MB, quantized 618 MB; "checked 2026-09-15" in one), so they are rounded
 * ("≈") until the Hub check reads the real bytes. fp16 and fp32 are left out: neither their sizes nor whether they
 * come with an .onnx_data file could be read. The four small files' sizes are unknown too (not listed: the page says
 * "unknown" until the Hub check answers).
 */
export const QWEN3_06B: ModelDefinition = {
  id: 'onnx-community/Qwen3-0.6B-ONNX',
  name: 'Qwen3-0.6B',
  modelType: 'qwen3',
  licence: 'Apache-2.0',
  chatTemplate: 'tokenizer_config.json chat_template (Qwen3: Hermes calls, enable_thinking, earlier turns’ <think> dropped)',
  toolCalls: 'hermes',
  thinking: true,
  generation: QWEN3_GENERATION,
  shape: cacheShape(QWEN3_06B_DIMS),
  decoder: QWEN3_06B_DIMS,
  precisions: {
    q8: approx(ONNX_FILE.q8, 618 * MB),
    q4: approx(ONNX_FILE.q4, 919 * MB),
    q4f16: approx(ONNX_FILE.q4f16, 570 * MB),
  },
  otherFiles: [],
  sizesSource: {
    en: 'the Hub’s printed sizes of onnx-community/Qwen3-0.6B-ONNX/tree/main/onnx as public projects quote them; small files unknown',
    es: 'los tamaños que muestra el Hub para onnx-community/Qwen3-0.6B-ONNX/tree/main/onnx, tal como los citan proyectos públicos; los ficheros pequeños, sin conocer',
  },
};

export const MODEL_REGISTRY: readonly ModelDefinition[] = [QWEN25_05B, QWEN3_06B];

export function findModel(id: string): ModelDefinition | undefined {
  return MODEL_REGISTRY.find((m) => m.id === id);
}

/** A `local:` folder's model: from its config.json's model_type when known, else from the folder's name. */
function localDefinition(name: string, modelType: string | undefined): ModelDefinition | undefined {
  if (modelType !== undefined) return MODEL_REGISTRY.find((m) => m.modelType === modelType);
  const lower = name.toLowerCase();
  return MODEL_REGISTRY.find((m) => lower.includes(m.modelType));
}

/**
 * The definition behind a model setting: a Hub id's own entry, or for `local:NAME` the family its config.json's
 * model_type names (`modelType`, once read) or, before that, its name says (`local:tiny-qwen3-lesson` → Qwen3).
 * @example definitionFor('local:tiny-qwen3-lesson')?.thinking // true
 */
export function definitionFor(setting: string, modelType?: string): ModelDefinition | undefined {
  const local = 'local:';
  return setting.startsWith(local) ? localDefinition(setting.slice(local.length), modelType) : findModel(setting);
}

/** The files a Load at `dtype` fetches, with the registry's sizes; undefined where the registry lacks the precision. */
export function registryFiles(model: ModelDefinition, dtype: LocalDtype): RegistryFile[] | undefined {
  const weights = model.precisions[dtype];
  return weights ? [...model.otherFiles, weights] : undefined;
}

/** The paths a Load at `dtype` fetches (any model: the registry's or a `local:` folder). */
export function filesFor(dtype: LocalDtype): string[] {
  return [...OTHER_FILES, ONNX_FILE[dtype]];
}
