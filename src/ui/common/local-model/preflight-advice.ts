// What to choose instead when the preflight predicts a painful wait: pure, from the prediction and the settings,
// so the page and its tests agree on when a step or a load counts as painful and what each suggestion needs.
import type { LocalDevice, LocalDtype } from '../../../llm/device-choice.ts';
import type { PreflightResult } from '../../../llm/worker/protocol.ts';

/** A step longer than this makes a ReAct run of several steps a wait of minutes. */
export const PAINFUL_STEP_MS = 15_000;
/** A load from the cache longer than this. */
export const PAINFUL_LOAD_MS = 60_000;

export type Advice = 'threads' | 'q8' | 'webgpu' | 'smaller-model' | 'simulators';

export interface AdviceContext {
  device: LocalDevice;
  dtype: LocalDtype;
  /** Logical cores the browser reports. */
  cores: number | undefined;
  /** A real (not software) WebGPU adapter is available. */
  gpu: boolean;
  /** The chosen model is the larger of the registry's (Qwen3-0.6B). */
  largerModel: boolean;
}

export function isPainful(result: PreflightResult): boolean {
  return result.step1.stepMs > PAINFUL_STEP_MS || (result.loadMs ?? 0) > PAINFUL_LOAD_MS;
}

/** Suggestions in the order worth trying; none when nothing is painful. */
export function preflightAdvice(result: PreflightResult, c: AdviceContext): Advice[] {
  if (!isPainful(result)) return [];
  const advice: Advice[] = [];
  if (c.device === 'wasm' && c.gpu) advice.push('webgpu');
  if (c.device === 'wasm' && result.threads === 1 && (c.cores ?? 1) > 1) advice.push('threads');
  if (c.device === 'wasm' && c.dtype !== 'q8') advice.push('q8');
  if (c.largerModel) advice.push('smaller-model');
  advice.push('simulators');
  return advice;
}
