// The Sampling setting in the hash: absent (or sample≠1), greedy; sample=1 reads the seed (default 1) and the
// temperature (default the model card's, Qwen3's thinking one with think=1), a value out of range as its bound and
// not a number as the default, each with its correction; a sampled run's title says its seed, a greedy one's does not.
import { describe, expect, it } from 'vitest';
import { DEFAULT_SEED, readModelSettings } from '../../../../../src/ui/common/local-model/model-settings.ts';
import { localRecipeTitle } from '../../../../../src/ui/local/local-recipe.ts';
import { readSettings } from '../../../../../src/ui/local/local-settings.ts';

describe('sample=, seed=, temp= in the hash', () => {
  it('absent, or anything but sample=1: greedy, whatever seed and temp say', () => {
    expect(readModelSettings({}).sampling).toBeUndefined();
    expect(readModelSettings({ sample: '0', seed: '5', temp: '1' }).sampling).toBeUndefined();
    expect(readModelSettings({ seed: '5' }).corrections).toEqual([]);
  });

  it("sample=1 alone: seed 1 and the model card's temperature (Qwen2.5 0.7, Qwen3 0.7, thinking 0.6, an unknown model 1)", () => {
    expect(readModelSettings({ sample: '1' }).sampling).toEqual({ seed: DEFAULT_SEED, temperature: 0.7 });
    expect(readModelSettings({ sample: '1', model: 'local:tiny-qwen3' }).sampling).toEqual({ seed: 1, temperature: 0.7 });
    expect(readModelSettings({ sample: '1', model: 'local:tiny-qwen3', think: '1' }).sampling).toEqual({ seed: 1, temperature: 0.6 });
    // Qwen2.5 cannot think: think=1 changes nothing.
    expect(readModelSettings({ sample: '1', think: '1' }).sampling).toEqual({ seed: 1, temperature: 0.7 });
    expect(readModelSettings({ sample: '1', model: 'someone/other' }).sampling).toEqual({ seed: 1, temperature: 1 });
  });

  it('reads the seed as a whole number and the temperature as a decimal, within their bounds', () => {
    expect(readModelSettings({ sample: '1', seed: '4294967295', temp: '0.35' })).toMatchObject({ sampling: { seed: 4294967295, temperature: 0.35 }, corrections: [] });
    const s = readModelSettings({ sample: '1', seed: '-3', temp: '9' });
    expect(s.sampling).toEqual({ seed: 0, temperature: 2 });
    expect(s.corrections).toEqual([
      { param: 'seed', given: '-3', used: 0, reason: 'range', bounds: { min: 0, max: 4294967295 } },
      { param: 'temp', given: '9', used: 2, reason: 'range', bounds: { min: 0, max: 2 } },
    ]);
    const nan = readModelSettings({ sample: '1', seed: '2.6', temp: 'warm' });
    expect(nan.sampling).toEqual({ seed: 3, temperature: 0.7 });
    expect(nan.corrections.map((c) => [c.param, c.reason])).toEqual([
      ['seed', 'whole'],
      ['temp', 'nan'],
    ]);
    expect(readModelSettings({ sample: '1', temp: '0' }).sampling).toEqual({ seed: 1, temperature: 0 });
  });

  it("a sampled run's title names its seed and temperature; a greedy one's, and a scripted plan's, stay as they were", () => {
    const greedy = localRecipeTitle(readSettings({}), 'en');
    expect(greedy).not.toContain('seed');
    expect(localRecipeTitle(readSettings({ sample: '1', seed: '7' }), 'en')).toBe(`${greedy} (sampled, seed 7, T 0.7)`);
    expect(localRecipeTitle(readSettings({ sample: '1', seed: '7' }), 'es')).toContain('(muestreo, semilla 7, T 0.7)');
    expect(localRecipeTitle(readSettings({ sample: '1', mode: 'plan', plan: 'correcto' }), 'en')).not.toContain('sampled');
  });
});
