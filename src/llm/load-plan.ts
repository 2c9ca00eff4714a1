// What a Load will cost before it starts: the files to download (the registry's sizes or the served ones, less
// what this browser already holds) and the memory the loaded model holds (the weights plus the KV cache).
import type { LocalDtype } from './device-choice.ts';
import type { ModelShape } from './model-registry.ts';

/** A file of the plan: its size (undefined where unknown) and whether this browser already holds it. */
export interface PlannedFile {
  path: string;
  bytes: number | undefined;
  exact: boolean;
  cached: boolean;
}

export interface DownloadSummary {
  files: number;
  cachedFiles: number;
  totalBytes: number;
  /** Bytes of the files not yet cached. */
  toDownload: number;
  /** Every size is exact (else the page writes "≈"). */
  exact: boolean;
  /** Some file's size is unknown (the totals leave it out). */
  unknown: boolean;
}

export function summarize(files: readonly PlannedFile[]): DownloadSummary {
  let totalBytes = 0;
  let toDownload = 0;
  let cachedFiles = 0;
  let exactAll = true;
  let unknown = false;
  for (const f of files) {
    if (f.cached) cachedFiles++;
    if (f.bytes === undefined) {
      if (!f.cached) unknown = true;
      continue;
    }
    totalBytes += f.bytes;
    if (!f.cached) {
      toDownload += f.bytes;
      if (!f.exact) exactAll = false;
    }
  }
  return { files: files.length, cachedFiles, totalBytes, toDownload, exact: exactAll, unknown };
}

/**
 * Tokens the KV-cache estimate allows for: the lesson's longest prompt is 734 tokens (task 1, step 2) plus up
 * to 80 new tokens a step; rounded up to 1,024.
 */
export const LESSON_CONTEXT_TOKENS = 1024;

/** Precisions whose KV cache transformers.js keeps in fp16 (the half-precision graphs); the others keep fp32. */
const HALF_KV: ReadonlySet<LocalDtype> = new Set(['fp16', 'q4f16']);

export interface MemoryEstimate {
  weightsBytes: number;
  kvBytes: number;
  totalBytes: number;
  /** Bytes per KV value (2 in fp16, 4 in fp32). */
  kvValueBytes: number;
  tokens: number;
}

/**
 * A plain estimate of what a loaded model holds: the weights (the ONNX file's size: ONNX Runtime keeps them as
 * stored) plus the KV cache for `tokens` tokens, layers × 2 (key, value) × KV heads × head_dim × value size per
 * token. Activations and the runtime's own buffers come on top.
 * @example memoryEstimate(483e6, { layers: 24, kvHeads: 2, headDim: 64 }, 'q4f16', 1024).kvBytes // 12,582,912 (12 KB a token)
 */
export function memoryEstimate(weightsBytes: number, shape: ModelShape, dtype: LocalDtype, tokens = LESSON_CONTEXT_TOKENS): MemoryEstimate {
  const kvValueBytes = HALF_KV.has(dtype) ? 2 : 4;
  const kvBytes = shape.layers * 2 * shape.kvHeads * shape.headDim * kvValueBytes * tokens;
  return { weightsBytes, kvBytes, totalBytes: weightsBytes + kvBytes, kvValueBytes, tokens };
}

/** A model's shape from its config.json (as transformers.js reads it); undefined if the fields are missing. */
export function shapeFromConfig(config: unknown): ModelShape | undefined {
  if (typeof config !== 'object' || config === null) return undefined;
  const c = config as Record<string, unknown>;
  const layers = c.num_hidden_layers;
  const heads = c.num_attention_heads;
  const kvHeads = c.num_key_value_heads ?? heads;
  const headDim = c.head_dim ?? (typeof c.hidden_size === 'number' && typeof heads === 'number' ? c.hidden_size / heads : undefined);
  if (![layers, kvHeads, headDim].every((n) => typeof n === 'number' && Number.isFinite(n) && n > 0)) return undefined;
  return { layers: layers as number, kvHeads: kvHeads as number, headDim: headDim as number };
}
