// The WebGPU sanity check: some GPU drivers give silently wrong output, so the loaded model runs one short, fixed
// prompt greedily on WebGPU and the same model (same files, same precision) on WASM, and the two runs are compared
// token by token. Pure: the worker runs each side (worker/model-host.ts), the page compares and words the result.
import type { ChatMessage } from './chat-template.ts';

/** The fixed prompt (model-facing, so in Spanish like every prompt of the lesson). No tools: the shortest render. */
export const GPU_CHECK_MESSAGES: readonly ChatMessage[] = [
  { role: 'user', content: 'Escribe los números del uno al diez, separados por comas.' },
];

/** New tokens each side generates: enough to catch a broken kernel, few enough for a software adapter. */
export const GPU_CHECK_TOKENS = 8;

/** One side of the check: the greedy tokens of the fixed prompt. */
export interface CheckRun {
  tokenIds: number[];
  /** Each token decoded alone (special tokens kept), for showing where the runs part. */
  pieces: string[];
  /** The new tokens decoded together, as the model's reply would read. */
  text: string;
  /** Milliseconds the generation took (the WASM side's includes nothing of its load). */
  ms: number;
}

export type Agreement =
  | { agree: true; tokens: number }
  | {
      agree: false;
      /** 0-based index of the first token that differs (a run that ended early differs by its missing token). */
      at: number;
      /** Tokens compared: the longer run's length. */
      tokens: number;
      /** The differing token on each side; undefined where that run had already ended. */
      webgpuPiece: string | undefined;
      wasmPiece: string | undefined;
      webgpuText: string;
      wasmText: string;
    };

/**
 * @example compareRuns({ tokenIds: [1, 2, 3], … }, { tokenIds: [1, 2, 9], … }) // { agree: false, at: 2, tokens: 3, … }
 */
export function compareRuns(webgpu: CheckRun, wasm: CheckRun): Agreement {
  const a = webgpu.tokenIds;
  const b = wasm.tokenIds;
  const tokens = Math.max(a.length, b.length);
  let at = 0;
  while (at < tokens && a[at] === b[at]) at++;
  if (at === tokens) return { agree: true, tokens };
  return {
    agree: false,
    at,
    tokens,
    webgpuPiece: webgpu.pieces[at],
    wasmPiece: wasm.pieces[at],
    webgpuText: webgpu.text,
    wasmText: wasm.text,
  };
}
