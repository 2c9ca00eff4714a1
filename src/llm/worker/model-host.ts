// The worker's model: transformers.js and ONNX Runtime live here and only here (the page's bundle never
// imports this file). The runtime's own files are served by the app, never fetched from a CDN.
import { env } from '@huggingface/transformers';
import { LocalModel } from '../engine/model-session.ts';
import { fileProgress } from './file-progress.ts';
import type { FileProgress, GenerateRequest, LoadedModel, LoadRequest } from './protocol.ts';
import type { ChatMessage, RenderOptions, TemplateTool } from '../chat-template.ts';
import type { GeneratedTurn, RenderedPrompt } from '../generator.ts';
import { GPU_CHECK_MESSAGES, type CheckRun } from '../gpu-check.ts';
import { configureRuntime } from './ort-runtime.ts';

let model: LocalModel | null = null;

export interface LoadCallbacks {
  onFile(progress: FileProgress): void;
  onWarmUp(): void;
}

export async function loadModel(request: LoadRequest, threads: number, callbacks: LoadCallbacks): Promise<LoadedModel> {
  await unloadModel();
  configureRuntime(env.backends.onnx.wasm, threads, request.device);
  const seen = new Map<string, FileProgress>();
  const loading = await LocalModel.load({
    model: request.model,
    ...(request.localModelPath !== undefined ? { localModelPath: request.localModelPath } : {}),
    ...(request.fromThisComputer ? { fromThisComputer: true } : {}),
    device: request.device,
    dtype: request.dtype,
    onProgress: (info) => {
      for (const progress of fileProgress(info, seen)) callbacks.onFile(progress);
    },
  });
  callbacks.onWarmUp();
  // One token from a short prompt: shader compilation and buffer allocation happen here, not in the first step.
  const started = performance.now();
  await loading.generate(loading.render([{ role: 'user', content: 'Hola' }], []), { maxNewTokens: 1, kvReuse: false });
  const warmupMs = performance.now() - started;
  model = loading;
  return {
    model: request.model,
    device: request.device,
    dtype: request.dtype,
    loadMs: loading.loadMs,
    warmupMs,
    threads: env.backends.onnx.wasm?.numThreads ?? threads,
  };
}

function loaded(): LocalModel {
  if (!model) throw new Error('no model is loaded: load one first');
  return model;
}

export async function renderPrompt(messages: ChatMessage[], tools: TemplateTool[], options?: RenderOptions): Promise<RenderedPrompt> {
  const m = loaded();
  const prompt = m.render(messages, tools, options);
  return { prompt, tokens: m.tokenize(prompt).length };
}

export async function generateTurn(request: GenerateRequest, onToken: (tokens: number, text: string) => void): Promise<GeneratedTurn> {
  let tokens = 0;
  const { text, stopReason, stats, alternatives, masked } = await loaded().generate(request.prompt, {
    maxNewTokens: request.maxNewTokens,
    kvReuse: request.kvReuse,
    alternatives: request.alternatives ?? 0,
    ...(request.sampling ? { sampling: request.sampling } : {}),
    ...(request.forced ? { forced: request.forced } : {}),
    ...(request.constrain ? { constrain: request.constrain } : {}),
    onToken: () => onToken(++tokens, ''),
    onText: (chunk) => onToken(tokens, chunk),
  });
  return { text, stopReason, stats, ...(alternatives ? { alternatives } : {}), ...(masked ? { masked } : {}) };
}

/** One side of the WebGPU sanity check: the fixed prompt, greedy, without the KV cache (the next step re-prefills). */
export async function checkRun(maxNewTokens: number): Promise<CheckRun> {
  const m = loaded();
  const started = performance.now();
  const { tokenIds, text } = await m.generate(m.render(GPU_CHECK_MESSAGES, []), { maxNewTokens, kvReuse: false });
  const ms = performance.now() - started;
  return { tokenIds, pieces: tokenIds.map((id) => m.tokenizer.decode([id], { skip_special_tokens: false })), text, ms };
}

export function interruptModel(): void {
  model?.interrupt();
}

export async function resetModel(): Promise<void> {
  await model?.reset();
}

export async function unloadModel(): Promise<void> {
  const m = model;
  model = null;
  await m?.dispose();
}
