// The preflight's arithmetic and its inputs: a calibration on a small decoder in Node gives finite figures; the
// prediction adds layers, prompt and written tokens as documented; a model folder's config.json gives back the
// dimensions the stand-in was built from.
import * as ort from 'onnxruntime-node';
import { describe, expect, it } from 'vitest';
import { calibrate, CALIBRATION_PROMPT, predictLessonTask, predictLoadMs, predictStep, type Calibration } from '../../../../src/llm/decoder-graph/calibrate.ts';
import { buildDecoderGraph } from '../../../../src/llm/decoder-graph/decoder-graph.ts';
import { dimensionsFromConfig, QWEN25_05B_DIMS, QWEN3_06B_DIMS } from '../../../../src/llm/decoder-graph/decoder-dimensions.ts';
import { standInConfig } from '../../../../scripts/tiny-model/stand-in.ts';

const runtime = {
  createSession: (model: Uint8Array) => ort.InferenceSession.create(model),
  tensor: (type: 'int64' | 'float32', data: BigInt64Array | Float32Array, dims: number[]) => new ort.Tensor(type, data, dims),
};

const FIXED: Calibration = { dtype: 'q8', layerPrefillMs: 80, prefillFixedMs: 40, modelBytes: 494e6, decodeMsPerToken: 55, createMsPerMB: 4, totalMs: 5000 };

describe('the preflight calibration', () => {
  it('measures a small decoder’s layers, every figure finite, and knows the whole model’s bytes', async () => {
    const small = { ...QWEN25_05B_DIMS, layers: 5, hidden: 64, heads: 2, kvHeads: 1, headDim: 32, intermediate: 128, vocab: 4096 };
    const c = await calibrate(runtime, small, 'q8');
    for (const value of [c.layerPrefillMs, c.prefillFixedMs, c.decodeMsPerToken, c.createMsPerMB]) {
      expect(Number.isFinite(value)).toBe(true);
      expect(value).toBeGreaterThanOrEqual(0);
    }
    expect(c.decodeMsPerToken).toBeGreaterThan(0);
    expect(c.totalMs).toBeGreaterThan(0);
    expect(c.dtype).toBe('q8');
    // The bytes the builder would write for all five layers and the whole vocabulary (its framing aside: at this toy
    // width each tensor's name and scale weigh a few per cent; at full size, 494.48 MB predicted for 494 MB written).
    const whole = buildDecoderGraph(small, { dtype: 'q8', seed: 1 }).byteLength;
    expect(Math.abs(c.modelBytes - whole) / whole).toBeLessThan(0.1);
  });

  it('predicts a step: every layer’s prefill scaled to the prompt and the run’s own, then each written token', () => {
    const p = predictStep(FIXED, 24, CALIBRATION_PROMPT * 2, 11);
    // The run's own prefill cost is added once, never scaled with layers or prompt.
    expect(p.prefillMs).toBeCloseTo(24 * 80 * 2 + 40);
    expect(p.decodeMsPerToken).toBe(55);
    expect(p.stepMs).toBeCloseTo(p.prefillMs + 10 * p.decodeMsPerToken);
    expect(predictLoadMs(FIXED, 500e6)).toBeCloseTo(2000);
  });

  it('predicts the lesson’s step 2 from what the KV cache does not hold', () => {
    const { step1, step2 } = predictLessonTask(FIXED, 24);
    expect(step1.stepMs).toBeCloseTo(predictStep(FIXED, 24, 567, 70).stepMs);
    expect(step2.stepMs).toBeCloseTo(predictStep(FIXED, 24, 734 - 636, 46).stepMs);
    expect(step2.stepMs).toBeLessThan(step1.stepMs);
  });

  it('reads a model folder’s config.json as the dimensions it was built with', () => {
    expect(dimensionsFromConfig(standInConfig(QWEN25_05B_DIMS))).toEqual(QWEN25_05B_DIMS);
    expect(dimensionsFromConfig(standInConfig(QWEN3_06B_DIMS))).toEqual(QWEN3_06B_DIMS);
    expect(dimensionsFromConfig({ ...standInConfig(QWEN25_05B_DIMS), model_type: 'llama' })).toBeUndefined();
    expect(dimensionsFromConfig('not a config')).toBeUndefined();
  });
});
