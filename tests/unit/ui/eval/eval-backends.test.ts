// The local model answers an eval's runs with seeded sampling: each run its own seed (the runner's), at the model
// card's temperature, so a task's k runs can differ and a bench seed gives the same runs again.
import { describe, expect, it } from 'vitest';
import { defaultTemperature } from '../../../../src/llm/seeded-sampling.ts';
import { QWEN25_05B } from '../../../../src/llm/model-registry.ts';
import { localSampling } from '../../../../src/ui/eval/eval-backends.ts';

describe('the local model in the eval', () => {
  it("samples with the run's seed at the model card's temperature", () => {
    expect(localSampling(QWEN25_05B.id, 17)).toEqual({ sampling: { seed: 17, temperature: defaultTemperature(QWEN25_05B.id, false) } });
    expect(defaultTemperature(QWEN25_05B.id, false)).toBeGreaterThan(0);
    expect(localSampling(QWEN25_05B.id, 18).sampling?.seed).toBe(18);
  });
});
