// The local model answers an eval's runs with seeded sampling: each run its own seed (the runner's), at the model
// card's temperature, so a task's k runs can differ and a bench seed gives the same runs again; a lab's question
// set too, each run its own seed (not one seed for every run, which would make its k runs one run k times).
import { describe, expect, it } from 'vitest';
import { labSuiteJobs, runEvalJobs } from '../../../../src/core/eval/index.ts';
import { DECODING_MODES } from '../../../../src/llm/decoding.ts';
import type { LocalGenerator } from '../../../../src/llm/generator.ts';
import { NOT_GENERATED } from '../../../../src/llm/local-model-backend.ts';
import { defaultTemperature } from '../../../../src/llm/seeded-sampling.ts';
import { QWEN25_05B } from '../../../../src/llm/model-registry.ts';
import { localEvalBackend, localLabBackend, localOptions, localSampling } from '../../../../src/ui/eval/eval-backends.ts';
import { localBackendId, readLocalBackend } from '../../../../src/ui/eval/local-backend-id.ts';

describe('the local model in the eval', () => {
  it("samples with the run's seed at the model card's temperature", () => {
    expect(localSampling(QWEN25_05B.id, 17)).toEqual({ sampling: { seed: 17, temperature: defaultTemperature(QWEN25_05B.id, false) } });
    expect(defaultTemperature(QWEN25_05B.id, false)).toBeGreaterThan(0);
    expect(localSampling(QWEN25_05B.id, 18).sampling?.seed).toBe(18);
  });

  it('samples a lab’s k runs of a question with k seeds, the same again for the same run', async () => {
    const seeds: number[] = [];
    const generator: LocalGenerator = {
      render: () => Promise.resolve({ prompt: 'p', tokens: 1 }),
      generate: (_prompt, options) => {
        seeds.push(options.sampling?.seed ?? Number.NaN);
        return Promise.resolve({ text: 'Cuesta 42 dólares.', stopReason: 'end_of_turn', stats: NOT_GENERATED });
      },
    };
    const b = localLabBackend({ generator, model: QWEN25_05B.id, maxNewTokens: undefined }, 'free');
    const play = (seed = 0) => runEvalJobs(labSuiteJobs({ lab: 'tienda', backend: b.backend, backendId: b.id, scripted: false, k: 3, seed }));
    const { results } = await play();
    expect(results.slice(0, 3).map((r) => r.seed)).toEqual([0, 1, 2]);
    const perQuestion = results.length / 3;
    // One generation a run (the answer at once): the first question's three runs drew three seeds.
    expect(new Set(seeds.slice(0, 3)).size).toBe(3);
    expect(seeds).toHaveLength(3 * perQuestion);
    const first = [...seeds];
    seeds.length = 0;
    await play();
    expect(seeds).toEqual(first);
    // Another bench seed, other draws (run r of seed s is 16·s + r, as for the lesson's tasks).
    seeds.length = 0;
    const other = await play(2);
    expect(other.results[0]?.seed).toBe(32);
    expect(seeds.slice(0, 3)).not.toEqual(first.slice(0, 3));
  });
});

describe('the local model’s decodings in the eval', () => {
  const generator: LocalGenerator = { render: () => Promise.reject(new Error('not asked')), generate: () => Promise.reject(new Error('not asked')) };
  const local = { generator, model: QWEN25_05B.id, maxNewTokens: 120 };

  it('hands the decoding to the local backend with the model, its token cap and the run’s seeded sampling', () => {
    for (const decoding of DECODING_MODES) {
      expect(localOptions(local, decoding, 5)).toEqual({ generator, model: QWEN25_05B.id, maxNewTokens: 120, ...localSampling(QWEN25_05B.id, 5), decoding });
    }
    expect(localOptions({ ...local, maxNewTokens: undefined }, 'lenient', 5)).not.toHaveProperty('maxNewTokens');
  });

  it('names each decoding’s backend apart, free as results were named before decodings, and reads the names back', () => {
    const ids = DECODING_MODES.map((d) => localBackendId(QWEN25_05B.id, d));
    expect(ids).toEqual([`local:${QWEN25_05B.id}`, `local:${QWEN25_05B.id}|constrained`, `local:${QWEN25_05B.id}|lenient`]);
    expect(DECODING_MODES.map((d) => localEvalBackend(local, d).id)).toEqual(ids);
    expect(DECODING_MODES.map((d) => localLabBackend(local, d).id)).toEqual(ids);
    expect(ids.map((id) => readLocalBackend(id.slice('local:'.length)))).toEqual(DECODING_MODES.map((decoding) => ({ model: QWEN25_05B.id, decoding })));
    expect(readLocalBackend('local:tiny-qwen2-lesson')).toEqual({ model: 'local:tiny-qwen2-lesson', decoding: 'free' });
  });
});
