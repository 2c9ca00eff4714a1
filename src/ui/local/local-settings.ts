// The #/local page's settings, read from the hash (all state lives there, so a link reproduces the setup).
//   model=onnx-community/Qwen2.5-0.5B-Instruct   a Hub model id (default), or local:NAME for the site's models/NAME/
//   device=auto|webgpu|wasm  dtype=auto|q4f16|q4|q8|fp16|fp32   overrides of the automatic choice
//   mode=react|plan  preset=…  q=question  tools=precio,calculadora  maxnew=80  kv=0 (KV reuse off)
//   plan=local|correcto|…    who answers the planner's stages: the local model or a scripted plan
//   threads=N                WASM threads (when the page is cross-origin isolated); absent, ONNX Runtime's rule
import { PLAN_SCRIPT_IDS, type PlanScriptId } from '../../core/agent/plan/scripted-plans.ts';
import { LESSON_TOOLS, type LessonToolName } from '../../core/tools/lesson-tools.ts';
import { isLocalDevice, isLocalDtype, type DeviceOverride } from '../../llm/device-choice.ts';
import { LESSON_MAX_NEW_TOKENS } from '../../llm/local-agent.ts';
import type { ModelSource } from '../../llm/model-source.ts';
import { findPreset, FREE_PRESET, LOCAL_PRESETS } from './local-presets.ts';

export const DEFAULT_MODEL = 'onnx-community/Qwen2.5-0.5B-Instruct';
/** A model id starting with this names a folder under the site's models/ (tests, offline classrooms). */
export const LOCAL_PREFIX = 'local:';
export const MAX_NEW_TOKENS_LIMIT = 1024;
export const MAX_THREADS = 16;

export type RunMode = 'react' | 'plan';
export type PlanSource = 'local' | PlanScriptId;

export interface LocalSettings {
  /** As written in the setting (`local:tiny-qwen2-lesson` or a Hub id). */
  modelSetting: string;
  override: DeviceOverride;
  mode: RunMode;
  presetId: string;
  question: string;
  tools: LessonToolName[];
  maxNewTokens: number;
  kvReuse: boolean;
  planSource: PlanSource;
  /** WASM threads asked for; undefined leaves it to ONNX Runtime. */
  threads: number | undefined;
}

function toolList(value: string | undefined, fallback: readonly LessonToolName[]): LessonToolName[] {
  if (value === undefined) return [...fallback];
  const names = value.split(',').filter((n): n is LessonToolName => (LESSON_TOOLS as readonly string[]).includes(n));
  return [...new Set(names)];
}

export function readSettings(params: Readonly<Record<string, string>>): LocalSettings {
  const preset = findPreset(params.preset) ?? LOCAL_PRESETS[0]!;
  const maxNew = Number(params.maxnew);
  const override: DeviceOverride = {};
  if (isLocalDevice(params.device)) override.device = params.device;
  if (isLocalDtype(params.dtype)) override.dtype = params.dtype;
  const plan = params.plan;
  const threads = Number(params.threads);
  return {
    modelSetting: params.model?.trim() || DEFAULT_MODEL,
    override,
    mode: params.mode === 'plan' ? 'plan' : 'react',
    presetId: preset.id,
    question: params.q ?? preset.question,
    tools: toolList(params.tools, preset.tools),
    maxNewTokens: Number.isInteger(maxNew) && maxNew >= 1 && maxNew <= MAX_NEW_TOKENS_LIMIT ? maxNew : LESSON_MAX_NEW_TOKENS,
    kvReuse: params.kv !== '0',
    planSource: (PLAN_SCRIPT_IDS as readonly string[]).includes(plan ?? '') ? (plan as PlanScriptId) : 'local',
    threads: Number.isInteger(threads) && threads >= 1 && threads <= MAX_THREADS ? threads : undefined,
  };
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

/** The hash params a preset sets: its question and tools (the free question keeps what was typed). */
export function presetParams(id: string, current: LocalSettings): Record<string, string | undefined> {
  const preset = findPreset(id) ?? FREE_PRESET;
  return {
    preset: preset.id,
    q: preset.id === FREE_PRESET.id ? current.question : preset.question,
    tools: preset.tools.join(','),
  };
}
