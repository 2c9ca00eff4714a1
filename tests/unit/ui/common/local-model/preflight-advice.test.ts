// When the preflight calls a prediction painful, and what it suggests in which order.
import { describe, expect, it } from 'vitest';
import { PAINFUL_LOAD_MS, PAINFUL_STEP_MS, preflightAdvice } from '../../../../../src/ui/common/local-model/preflight-advice.ts';
import type { PreflightResult } from '../../../../../src/llm/worker/protocol.ts';

const result = (stepMs: number, loadMs: number, threads = 1): PreflightResult => ({
  device: 'wasm',
  dtype: 'q4',
  measuredDtype: 'q4',
  threads,
  calibration: { dtype: 'q4', layerPrefillMs: 1, prefillFixedMs: 1, modelBytes: 1, decodeMsPerToken: 1, createMsPerMB: 1, totalMs: 1 },
  step1: { prefillMs: 1, decodeMsPerToken: 1, stepMs },
  step2: { prefillMs: 1, decodeMsPerToken: 1, stepMs: 1 },
  loadMs,
});
const context = { device: 'wasm' as const, dtype: 'q4' as const, cores: 4, gpu: true, largerModel: true };

describe('preflight advice', () => {
  it('says nothing when a step and the load are bearable', () => {
    expect(preflightAdvice(result(PAINFUL_STEP_MS - 1, PAINFUL_LOAD_MS - 1), context)).toEqual([]);
  });

  it('suggests the GPU, threads, q8, the smaller model, then the simulators for a slow step', () => {
    expect(preflightAdvice(result(PAINFUL_STEP_MS + 1, 0), context)).toEqual(['webgpu', 'threads', 'q8', 'smaller-model', 'simulators']);
  });

  it('leaves out what is already chosen or not there, and counts a slow load as painful', () => {
    const advice = preflightAdvice(result(1000, PAINFUL_LOAD_MS + 1, 4), { ...context, dtype: 'q8', gpu: false, largerModel: false });
    expect(advice).toEqual(['simulators']);
  });
});
