// The seeded sampler as generate() runs it: on a fabricated row it draws, masks all but the drawn token and
// composes with the alternatives recorder (which still ranks the model's own scores); on the tiny Qwen2 model
// the same seed writes the same tokens, other seeds other tokens, temperature 0 the greedy ones, and the top-5
// view records the same distribution whether the tokens were sampled or not.
import { LogitsProcessorList, Tensor } from '@huggingface/transformers';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seededRandom } from '../../../../src/core/random/seeded-random.ts';
import { templateTools } from '../../../../src/llm/chat-template.ts';
import { AlternativesRecorder } from '../../../../src/llm/engine/alternatives-recorder.ts';
import type { LocalModel } from '../../../../src/llm/engine/model-session.ts';
import { SeededSampler } from '../../../../src/llm/engine/seeded-sampler.ts';
import { drawToken, type SamplingSettings } from '../../../../src/llm/seeded-sampling.ts';
import { topProbabilities } from '../../../../src/llm/top-alternatives.ts';
import { BASICAS, lessonSchemaKit, TAREA_VARIACION } from '../lesson-tool-schemas.ts';
import { loadTinyModel } from '../tiny-model-fixture.ts';

const SETTINGS: SamplingSettings = { seed: 11, temperature: 1, topK: 0, topP: 1 };
const ROW = Float32Array.from([0.5, 2.5, -1, 2.4, 0, 1.9, -Infinity, 2.2]);

function row(): Tensor {
  return new Tensor('float32', ROW.slice(), [1, ROW.length]);
}

describe('SeededSampler on a fabricated row', () => {
  it("masks every token but the one its seed draws, which is drawToken's with the same generator", () => {
    const sampler = new SeededSampler(SETTINGS);
    const out = sampler._call([[1n]], row());
    const scores = Array.from(out.data as Float32Array);
    const expected = drawToken(ROW, SETTINGS, seededRandom(SETTINGS.seed, 'tokens'));
    expect(sampler.drawn).toEqual([expected]);
    expect(scores.filter(Number.isFinite)).toEqual([ROW[expected]]);
    expect(scores.findIndex(Number.isFinite)).toBe(expected);
  });

  it('draws in token order from one generator: a second call continues the stream', () => {
    const sampler = new SeededSampler(SETTINGS);
    for (let i = 0; i < 30; i++) sampler._call([[1n]], row());
    const random = seededRandom(SETTINGS.seed, 'tokens');
    expect(sampler.drawn).toEqual(Array.from({ length: 30 }, () => drawToken(ROW, SETTINGS, random)));
    expect(new Set(sampler.drawn).size).toBeGreaterThan(1);
  });

  it('after the recorder in one list: the recorder ranks the unmasked scores, the sampler then masks them', () => {
    const recorder = new AlternativesRecorder(3);
    const sampler = new SeededSampler(SETTINGS);
    const list = new LogitsProcessorList();
    list.push(recorder);
    list.push(sampler);
    const out = list._call([[1n]], row());
    expect(recorder.ranked).toEqual([topProbabilities(ROW, 3)]);
    expect(Array.from(out.data as Float32Array).filter(Number.isFinite)).toHaveLength(1);
  });
});

describe('seeded sampling on the tiny Qwen2 fixture (free replies)', () => {
  let model: LocalModel;
  let prompt: string;
  beforeAll(async () => {
    model = await loadTinyModel();
    prompt = model.render([{ role: 'user', content: TAREA_VARIACION }], templateTools(lessonSchemaKit, BASICAS));
  });
  afterAll(async () => {
    await model.dispose();
  });

  const sampled = (seed: number, extra: Partial<SamplingSettings> = {}, alternatives = 0) =>
    model.generate(prompt, { kvReuse: false, maxNewTokens: 20, alternatives, sampling: { seed, temperature: 0.7, topK: 20, topP: 0.8, ...extra } });

  it('the same seed writes the same tokens; other seeds write others; greedy is none of them', async () => {
    const greedy = await model.generate(prompt, { kvReuse: false, maxNewTokens: 20 });
    const a = await sampled(1);
    const again = await sampled(1);
    const b = await sampled(2);
    expect(again.tokenIds).toEqual(a.tokenIds);
    expect(again.text).toBe(a.text);
    expect(b.tokenIds).not.toEqual(a.tokenIds);
    expect(a.tokenIds).not.toEqual(greedy.tokenIds);
    // The end of the turn still comes where the fixture forces it.
    expect([a, b].map((g) => g.stopReason)).toEqual(['end_of_turn', 'end_of_turn']);
  });

  it('temperature 0 writes the greedy tokens', async () => {
    const greedy = await model.generate(prompt, { kvReuse: false, maxNewTokens: 20 });
    expect((await sampled(1, { temperature: 0 })).tokenIds).toEqual(greedy.tokenIds);
  });

  it("the top-5 view records the model's distribution: at the first token, the same as greedy's, the token written among its own", async () => {
    const greedy = await model.generate(prompt, { kvReuse: false, maxNewTokens: 20, alternatives: 5 });
    const on = await sampled(3, {}, 5);
    expect(on.alternatives).toHaveLength(on.tokenIds.length);
    expect(on.alternatives![0]!.top).toEqual(greedy.alternatives![0]!.top);
    on.alternatives!.forEach((token, i) => expect(token.id).toBe(on.tokenIds[i]));
    // Sampling wrote something other than the model's first choice somewhere.
    expect(on.alternatives!.some((token) => token.top[0]!.id !== token.id)).toBe(true);
    // Each written token has the probability the model gave it: its own row's, or under the last row's when below.
    for (const token of on.alternatives!) {
      const own = token.top.find((c) => c.id === token.id);
      if (own) {
        expect(token.probability).toBe(own.probability);
      } else {
        expect(token.probability).toBeGreaterThan(0);
        expect(token.probability).toBeLessThanOrEqual(token.top.at(-1)!.probability);
      }
    }
  });

  it('a token sampled outside the top k gets the probability the softmax gives its score', () => {
    const recorder = new AlternativesRecorder(2);
    recorder._call([[1n]], row());
    const scores = Array.from(ROW, (x) => (Number.isFinite(x) ? Math.exp(x - 2.5) : 0));
    const sum = scores.reduce((a, b) => a + b, 0);
    expect(recorder.probabilityAt(0, ROW[5]!)).toBeCloseTo(scores[5]! / sum, 12);
    expect(recorder.probabilityAt(1, ROW[5]!)).toBe(0);
  });

  it('keeps the KV cache coherent: a sampled step then a greedy one reusing its prefix matches a fresh greedy one', async () => {
    const first = await model.generate(prompt, { maxNewTokens: 20, sampling: { ...SETTINGS, temperature: 0.7 } });
    const next = `${prompt}${first.text}<|im_end|>\n<|im_start|>user\nOtra vez<|im_end|>\n<|im_start|>assistant\n`;
    const reused = await model.generate(next, { maxNewTokens: 20 });
    const fresh = await model.generate(next, { maxNewTokens: 20, kvReuse: false });
    expect(reused.stats.reusedTokens).toBeGreaterThan(0);
    expect(reused.tokenIds).toEqual(fresh.tokenIds);
  });
});
