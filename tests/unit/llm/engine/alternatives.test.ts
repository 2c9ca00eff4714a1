// "What it almost said" in the engine: the top tokens recorded at each generated token of the tiny models.
import { LogitsProcessorList, RepetitionPenaltyLogitsProcessor } from '@huggingface/transformers';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { templateTools } from '../../../../src/llm/chat-template.ts';
import { AlternativesRecorder } from '../../../../src/llm/engine/alternatives-recorder.ts';
import type { LocalModel } from '../../../../src/llm/engine/model-session.ts';
import type { Generation } from '../../../../src/llm/engine/generation.ts';
import { LESSON_REPLY_TEXTS, TINY_QWEN2_LESSON_NAME } from '../../../../scripts/tiny-model/tiny-models.ts';
import { BASICAS, lessonSchemaKit, SISTEMA, TAREA_VARIACION } from '../lesson-tool-schemas.ts';
import { loadTinyModel } from '../tiny-model-fixture.ts';

const TOOLS = templateTools(lessonSchemaKit, BASICAS);

/** What every recorded generation must hold: one entry per token, its top-1 the token itself, a proper ranking. */
function expectWellFormed(model: LocalModel, out: Generation, k: number): void {
  const alternatives = out.alternatives!;
  expect(alternatives).toHaveLength(out.tokenIds.length);
  alternatives.forEach((token, i) => {
    expect(token.id).toBe(out.tokenIds[i]);
    expect(token.top).toHaveLength(k);
    expect(token.top[0]!.id).toBe(token.id);
    expect(token.probability).toBe(token.top[0]!.probability);
    expect(token.piece).toBe(model.tokenizer.decode([token.id], { skip_special_tokens: false }));
    for (let j = 1; j < k; j++) expect(token.top[j]!.probability).toBeLessThanOrEqual(token.top[j - 1]!.probability);
    expect(token.top.reduce((n, c) => n + c.probability, 0)).toBeLessThanOrEqual(1 + 1e-9);
    expect(token.top.every((c) => c.probability >= 0)).toBe(true);
    expect(new Set(token.top.map((c) => c.id)).size).toBe(k);
  });
}

describe('alternatives with the tiny Qwen2 fixture (free replies)', () => {
  let model: LocalModel;
  beforeAll(async () => {
    model = await loadTinyModel();
  });
  afterAll(async () => {
    await model.dispose();
  });
  afterEach(() => {
    vi.restoreAllMocks();
  });

  it('records one ranking per generated token whose top-1 is the token, with the same tokens and text as off', async () => {
    const prompt = model.render([{ role: 'user', content: TAREA_VARIACION }], TOOLS);
    const off = await model.generate(prompt, { kvReuse: false, maxNewTokens: 40 });
    const on = await model.generate(prompt, { kvReuse: false, maxNewTokens: 40, alternatives: 5 });
    expect(off).not.toHaveProperty('alternatives');
    expect(on.tokenIds).toEqual(off.tokenIds);
    expect(on.text).toBe(off.text);
    expect(on.stopReason).toBe(off.stopReason);
    expectWellFormed(model, on, 5);
    // The end of the turn is a special token, and its piece says so.
    expect(on.alternatives!.at(-1)!.piece).toBe('<|im_end|>');
  });

  it('adds nothing to generate() when off: no processor list is extended', async () => {
    const extend = vi.spyOn(LogitsProcessorList.prototype, 'extend');
    const prompt = model.render([{ role: 'user', content: 'Hola' }], []);
    await model.generate(prompt, { kvReuse: false, maxNewTokens: 3 });
    await model.generate(prompt, { kvReuse: false, maxNewTokens: 3, alternatives: 0 });
    expect(extend).not.toHaveBeenCalled();
    await model.generate(prompt, { kvReuse: false, maxNewTokens: 3, alternatives: 5 });
    expect(extend).toHaveBeenCalledTimes(1);
  });

  it('records after the repetition penalty of the generation config, so its top-1 is the token picked', async () => {
    const order: string[] = [];
    const penalty = RepetitionPenaltyLogitsProcessor.prototype._call;
    vi.spyOn(RepetitionPenaltyLogitsProcessor.prototype, '_call').mockImplementation(function (this: RepetitionPenaltyLogitsProcessor, ids, logits) {
      order.push('penalty');
      return penalty.call(this, ids, logits);
    });
    const record = AlternativesRecorder.prototype._call;
    vi.spyOn(AlternativesRecorder.prototype, '_call').mockImplementation(function (this: AlternativesRecorder, ids, logits) {
      order.push('record');
      return record.call(this, ids, logits);
    });
    // A reply after a cached prefix, long enough for the penalty (1.1, on every token read so far) to touch many candidates.
    const prompt = model.render([{ role: 'system', content: SISTEMA }, { role: 'user', content: TAREA_VARIACION }], TOOLS);
    await model.reset();
    await model.generate(prompt, { maxNewTokens: 8 });
    order.length = 0;
    const out = await model.generate(prompt, { maxNewTokens: 60, alternatives: 3 });
    expect(out.stats.reusedTokens).toBeGreaterThan(0);
    expect(order).toEqual(out.tokenIds.flatMap(() => ['penalty', 'record']));
    expectWellFormed(model, out, 3);
  });

  it('stops with the tokens it has at max_new_tokens and at an interrupt', async () => {
    const prompt = model.render([{ role: 'user', content: TAREA_VARIACION }], TOOLS);
    const capped = await model.generate(prompt, { kvReuse: false, maxNewTokens: 4, alternatives: 5 });
    expect(capped.stopReason).toBe('max_new_tokens');
    expectWellFormed(model, capped, 5);
    let seen = 0;
    const cut = await model.generate(prompt, {
      kvReuse: false,
      maxNewTokens: 40,
      alternatives: 5,
      onToken: () => ++seen === 2 && model.interrupt(),
    });
    expect(cut.stopReason).toBe('interrupted');
    expect(cut.tokenIds).toHaveLength(2);
    expectWellFormed(model, cut, 5);
  });
});

describe("alternatives on the tiny lesson model's task 1", () => {
  it('starts with <tool_call> as the first choice, and writes the same reply as with them off', async () => {
    const model = await loadTinyModel({ model: TINY_QWEN2_LESSON_NAME });
    try {
      const prompt = model.render([{ role: 'system', content: SISTEMA }, { role: 'user', content: TAREA_VARIACION }], TOOLS);
      const on = await model.generate(prompt, { kvReuse: false, alternatives: 5 });
      const off = await model.generate(prompt, { kvReuse: false });
      expect(on.text).toBe(LESSON_REPLY_TEXTS[0]);
      expect(on.tokenIds).toEqual(off.tokenIds);
      expectWellFormed(model, on, 5);
      expect(on.alternatives![0]!.piece).toBe('<tool_call>');
      expect(on.alternatives!.map((t) => t.piece).join('')).toBe(model.tokenizer.decode(on.tokenIds, { skip_special_tokens: false }));
    } finally {
      await model.dispose();
    }
  });
});
