// The messages between the page and the model worker. Every request carries an id; the worker answers it once
// (`reply`), and may send events tagged with the same id before that (file progress, phases, live tokens).
import type { ChatMessage, RenderOptions, TemplateTool } from '../chat-template.ts';
import type { LocalDevice, LocalDtype } from '../device-choice.ts';
import type { GeneratedTurn, RenderedPrompt, TurnOptions } from '../generator.ts';
import type { ModelSource } from '../engine/model-source.ts';
import type { CheckRun } from '../gpu-check.ts';
import type { Calibration, StepPrediction } from '../decoder-graph/calibrate.ts';
import type { DecoderDimensions } from '../decoder-graph/decoder-dimensions.ts';
import type { StandInDtype } from '../decoder-graph/decoder-graph.ts';
import type { TokenizerRequest } from '../shipped-tokenizer.ts';

/** What the worker found about the browser (the device report's first half). */
export interface DeviceReport {
  webgpu: WebGpuReport;
  crossOriginIsolated: boolean;
  /** navigator.hardwareConcurrency (logical cores), when the browser tells. */
  cores: number | undefined;
  /** The browser rounds that count (WebKit: 4 under 8 cores, else 8): device-choice.ts's coresRounded. */
  coresRounded?: boolean;
  /** Threads ONNX Runtime's WASM backend will run with here. */
  wasmThreads: number;
}

export type WebGpuReport =
  // Why not, in both UI languages: the device report shows it (a browser's own error message stays as given).
  | { available: false; reason: { en: string; es: string } }
  | {
      available: true;
      vendor: string;
      architecture: string;
      device: string;
      description: string;
      /** A software adapter (SwiftShader in headless Chromium): works, slowly. */
      isFallback: boolean;
      features: string[];
      shaderF16: boolean;
      maxBufferSize: number;
    };

export interface LoadRequest extends ModelSource {
  device: LocalDevice;
  dtype: LocalDtype;
  /** WASM threads asked for; absent, ONNX Runtime's own rule. Without cross-origin isolation it is always 1. */
  threads?: number;
}

export interface LoadedModel {
  model: string;
  device: LocalDevice;
  dtype: LocalDtype;
  /** Reading the files and creating the ONNX session. */
  loadMs: number;
  /** The first (discarded) generation: shaders compiled, buffers allocated. */
  warmupMs: number;
  /** ONNX Runtime's WASM threads (WebGPU still runs some work on them). */
  threads: number;
}

export interface LoadedTokenizer {
  model: string;
  /** Reading its files and building it. */
  loadMs: number;
}

/** The preflight: calibration layers of a model with these dimensions, on the device and precision a Load would use. */
export interface PreflightRequest {
  dims: DecoderDimensions;
  device: LocalDevice;
  dtype: LocalDtype;
  /** WASM threads, as for a Load. */
  threads?: number;
  /** The weights file's size, for the load-time prediction. */
  weightBytes?: number;
}

export interface PreflightResult {
  device: LocalDevice;
  dtype: LocalDtype;
  /** The precision the calibration layers were built at (half precision is measured at full). */
  measuredDtype: StandInDtype;
  threads: number;
  calibration: Calibration;
  /** The lesson's task 1: step 1 from an empty cache, step 2 with KV reuse. */
  step1: StepPrediction;
  step2: StepPrediction;
  /** Session creation for the whole weights file, from this browser's cache. */
  loadMs?: number;
}

/** With `alternatives`, the reply's turn carries each generated token's top tokens; with `sampling`, it is drawn with that seed. */
export type GenerateRequest = TurnOptions & { prompt: string };

/** Request type → its payload and the value of its reply. */
export interface Calls {
  check: { payload: Record<string, never>; value: DeviceReport };
  load: { payload: LoadRequest; value: LoadedModel };
  render: { payload: { messages: ChatMessage[]; tools: TemplateTool[]; options?: RenderOptions }; value: RenderedPrompt };
  generate: { payload: GenerateRequest; value: GeneratedTurn };
  /** The WebGPU sanity check's fixed prompt, greedy, on the loaded model (gpu-check.ts); forgets the KV cache. */
  checkRun: { payload: { maxNewTokens: number }; value: CheckRun };
  /** Reads only a tokenizer, never weights (the prompt view before, and without, a Load); replaces the last one. */
  tokenizer: { payload: TokenizerRequest; value: LoadedTokenizer };
  /** A conversation rendered with that tokenizer and the model's chat template, and its tokens. */
  preview: { payload: { messages: ChatMessage[]; tools: TemplateTool[]; options?: RenderOptions }; value: RenderedPrompt };
  /** Measures calibration layers and predicts the lesson's task (preflight-host.ts); best in a worker of its own. */
  preflight: { payload: PreflightRequest; value: PreflightResult };
  /** Stops the running generation after its current token (its reply says `interrupted`). */
  interrupt: { payload: Record<string, never>; value: null };
  /** Forgets the KV cache. */
  reset: { payload: Record<string, never>; value: null };
  /** Frees the model's sessions and cache. */
  unload: { payload: Record<string, never>; value: null };
  /** Throws inside the worker, uncaught: how the page's crash detection and restart are exercised. */
  crash: { payload: Record<string, never>; value: never };
}

export type CallType = keyof Calls;

export type WorkerRequest = { [T in CallType]: { id: number; type: T } & Calls[T]['payload'] }[CallType];

/** One file's loading progress, from transformers.js's progress callback. */
export interface FileProgress {
  file: string;
  status: 'initiate' | 'download' | 'progress' | 'done';
  loaded?: number;
  total?: number;
  /** 0–100. */
  progress?: number;
}

export type LoadPhase = 'files' | 'warm-up';

export type WorkerEvent =
  | { id: number; type: 'reply'; ok: true; value: unknown }
  | { id: number; type: 'reply'; ok: false; error: string }
  | ({ id: number; type: 'progress' } & FileProgress)
  | { id: number; type: 'phase'; phase: LoadPhase }
  /** Live generation: the tokens so far and the text that formed since the last event. */
  | { id: number; type: 'token'; tokens: number; text: string };
