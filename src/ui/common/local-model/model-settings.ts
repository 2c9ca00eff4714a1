// The local model's settings, read from the hash, shared by the pages that run it (#/local and the labs), so a
// link reproduces the setup on either:
//   model=onnx-community/Qwen2.5-0.5B-Instruct   a Hub model id (default), or local:NAME for the site's models/NAME/;
//                            absent, the class's own copy on this site when it has one (class-copy-default.svelte.ts)
//   device=auto|webgpu|wasm  dtype=auto|q4f16|q4|q8|fp16|fp32   overrides of the automatic choice
//   maxnew=N  new tokens a step (absent: the run plan's own)   kv=0 (KV reuse off)
//   threads=N                WASM threads (when the page is cross-origin isolated); absent, ONNX Runtime's rule
//   alts=1                   "what it almost said": each generated token's top alternatives, recorded and shown
//   think=1                  thinking on (models whose template takes enable_thinking: Qwen3); absent, off
//   sample=1 temp=T seed=N   seeded sampling, temperature 0–2 (absent: the model card's) and seed 0–4294967295
//                            (absent: 1), top-k and top-p the model card's; absent, greedy decoding (the lesson's)
//   dec=constrained|lenient  how the reply becomes calls (llm/decoding.ts); absent, free (the lesson's)
// A number out of range reads as the nearest bound, anything else not a number as absent; `corrections` says so.
import { DEFAULT_DECODING, isDecodingMode, type DecodingMode } from '../../../llm/decoding.ts';
import { isLocalDevice, isLocalDtype, type DeviceOverride } from '../../../llm/device-choice.ts';
import type { ModelSource } from '../../../llm/engine/model-source.ts';
import { definitionFor, QWEN25_05B } from '../../../llm/model-registry.ts';
import { defaultTemperature, type SamplingOption } from '../../../llm/seeded-sampling.ts';
import { ALTERNATIVES_SHOWN } from '../../../llm/top-alternatives.ts';
import { type ParamCorrection, readBounded, readDecimal } from '../settings-params.ts';
import { classCopyDefault } from './class-copy-default.svelte.ts';

export const DEFAULT_MODEL = QWEN25_05B.id;
/** A model id starting with this names a folder under the site's models/ (tests, offline classrooms). */
export const LOCAL_PREFIX = 'local:';
export const MAX_NEW_TOKENS_LIMIT = 1024;
export const MAX_THREADS = 16;
export const TEMPERATURE_BOUNDS = { min: 0, max: 2 } as const;
export const SEED_BOUNDS = { min: 0, max: 0xffffffff } as const;
/** The seed a Sampling switched on starts with. */
export const DEFAULT_SEED = 1;

export interface ModelSettings {
  /** As written in the setting (`local:tiny-qwen2-lesson` or a Hub id). */
  modelSetting: string;
  override: DeviceOverride;
  /** Set by the link; undefined leaves it to the run plan (the lesson's 80, the labs' 256). */
  maxNewTokens: number | undefined;
  kvReuse: boolean;
  /** Record and show each generated token's top alternatives (alts=1); off by default, as it costs a pass per token. */
  alternatives: boolean;
  /** WASM threads asked for; undefined leaves it to ONNX Runtime. */
  threads: number | undefined;
  /** enable_thinking for the chat template (a model without thinking ignores it). */
  thinking: boolean;
  /** Seeded sampling (sample=1); undefined, greedy decoding. */
  sampling: SamplingOption | undefined;
  /** How the reply becomes calls (dec=); free unless the link names another. */
  decoding: DecodingMode;
  /** The numeric params read otherwise than written. */
  corrections: ParamCorrection[];
}

/** The `model=` a link needs for `id`: none for the model a link without one loads (the class's copy, else the default). */
export function modelParam(id: string): string | undefined {
  return id === (classCopyDefault() ?? DEFAULT_MODEL) ? undefined : id;
}

export function readModelSettings(params: Readonly<Record<string, string>>): ModelSettings {
  const override: DeviceOverride = {};
  if (isLocalDevice(params.device)) override.device = params.device;
  if (isLocalDtype(params.dtype)) override.dtype = params.dtype;
  const corrections: ParamCorrection[] = [];
  const modelSetting = params.model?.trim() || classCopyDefault() || DEFAULT_MODEL;
  const thinking = params.think === '1';
  return {
    modelSetting,
    override,
    maxNewTokens: readBounded(params, 'maxnew', { min: 1, max: MAX_NEW_TOKENS_LIMIT }, undefined, corrections),
    kvReuse: params.kv !== '0',
    alternatives: params.alts === '1',
    threads: readBounded(params, 'threads', { min: 1, max: MAX_THREADS }, undefined, corrections),
    thinking,
    sampling: params.sample === '1' ? readSampling(params, modelSetting, thinkingOn({ modelSetting, thinking }), corrections) : undefined,
    decoding: isDecodingMode(params.dec) ? params.dec : DEFAULT_DECODING,
    corrections,
  };
}

function readSampling(params: Readonly<Record<string, string>>, modelSetting: string, thinking: boolean, corrections: ParamCorrection[]): SamplingOption {
  return {
    seed: readBounded(params, 'seed', SEED_BOUNDS, DEFAULT_SEED, corrections),
    temperature: readDecimal(params, 'temp', TEMPERATURE_BOUNDS, defaultTemperature(modelSetting, thinking), corrections),
  };
}

/** The top tokens a run records at each generated token: the backend's `alternatives` option. */
export function alternativesAsked(settings: Pick<ModelSettings, 'alternatives'>): number {
  return settings.alternatives ? ALTERNATIVES_SHOWN : 0;
}

/** Whether the setting's model can think (its registry definition, or a `local:` folder named after one). */
export function canThink(modelSetting: string): boolean {
  return definitionFor(modelSetting)?.thinking ?? false;
}

/** Thinking as a run uses it: asked for by the link, and the model can think. */
export function thinkingOn(settings: Pick<ModelSettings, 'modelSetting' | 'thinking'>): boolean {
  return settings.thinking && canThink(settings.modelSetting);
}

/**
 * Where transformers.js reads the model from. `local:NAME` is a folder under `models/` next to the page,
 * given as a path (an http:// URL breaks transformers.js 4.3.2's local loading).
 * @example modelSource('local:tiny-qwen2-lesson', 'https://host/lab/') // { model: 'tiny-qwen2-lesson', localModelPath: '/lab/models/' }
 */
export function modelSource(setting: string, baseUri: string): ModelSource {
  if (!setting.startsWith(LOCAL_PREFIX)) return { model: setting };
  return { model: setting.slice(LOCAL_PREFIX.length), localModelPath: new URL('models/', baseUri).pathname };
}

/** Where transformers.js fetches the Hub's files from (its remoteHost and remotePathTemplate, revision main). */
export const HUB_FILES = 'https://huggingface.co/';

/**
 * The URL transformers.js fetches a model file from, which is also its key in the browser's model cache:
 * the Hub's `resolve/main/` URL, or the site's own `models/NAME/` file resolved against the page.
 * @example modelFileUrl({ model: 'tiny', localModelPath: '/lab/models/' }, 'config.json', 'https://host/lab/') // 'https://host/lab/models/tiny/config.json'
 */
export function modelFileUrl(source: ModelSource, path: string, baseUri: string): string {
  if (source.localModelPath === undefined) return `${HUB_FILES}${source.model}/resolve/main/${path}`;
  return new URL(`${source.localModelPath}${source.model}/${path}`, baseUri).href;
}
