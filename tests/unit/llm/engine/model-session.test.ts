import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { templateTools, type ChatMessage } from '../../../../src/llm/chat-template.ts';
import { commonPrefixLength } from '../../../../src/llm/engine/kv-reuse.ts';
import { LocalModel } from '../../../../src/llm/engine/model-session.ts';
import type { Generation } from '../../../../src/llm/engine/generation.ts';
import { FREE_REPLY_LENGTH, LESSON_REPLY_TEXTS, TINY_QWEN2_LESSON_NAME } from '../../../../scripts/tiny-model/tiny-models.ts';
import { TINY_QWEN2 } from '../../../../scripts/tiny-model/tiny-qwen2-spec.ts';
import { BASICAS, lessonSchemaKit, SISTEMA, TAREA_VARIACION } from '../lesson-tool-schemas.ts';
import { fixtureSource, loadTinyModel } from '../tiny-model-fixture.ts';
import { parseHermes } from '../../../../src/llm/hermes-parser.ts';

const TOOLS = templateTools(lessonSchemaKit, BASICAS);
const RESULTS = [
  '{"resultado": {"ticker": "BUSI", "fecha": "2024-03-15", "cierre": 26.19}}',
  '{"resultado": {"ticker": "BUSI", "fecha": "2024-03-22", "cierre": 27.88}}',
  '{"resultado": 6.4528}',
  '{"error": "llamada repetida: ya tienes el resultado"}',
];

/** A five-step agent conversation: each step appends the model's reply and one tool result. */
async function runLoop(model: LocalModel, kvReuse: boolean, steps = 5): Promise<{ prompts: number[][]; outputs: Generation[] }> {
  await model.reset();
  const messages: ChatMessage[] = [
    { role: 'system', content: SISTEMA },
    { role: 'user', content: TAREA_VARIACION },
  ];
  const prompts: number[][] = [];
  const outputs: Generation[] = [];
  for (let step = 0; step < steps; step++) {
    const ids = model.tokenize(model.render(messages, TOOLS));
    const out = await model.generate(ids, { kvReuse, maxNewTokens: 24 });
    prompts.push(ids);
    outputs.push(out);
    messages.push({ role: 'assistant', content: out.text.trim() }, { role: 'tool', content: RESULTS[step % RESULTS.length]! });
  }
  return { prompts, outputs };
}

describe('LocalModel with the tiny Qwen2 fixture', () => {
  let model: LocalModel;
  beforeAll(async () => {
    model = await loadTinyModel();
  });
  afterAll(async () => {
    await model.dispose();
  });

  it('loads with transformers.js from the local folder only', () => {
    expect(model.loadMs).toBeGreaterThan(0);
    expect(model.tokenizer.decode([151644, 151645])).toBe('<|im_start|><|im_end|>');
  });

  it('generates greedily and deterministically, stopping at <|im_end|>', async () => {
    const prompt = model.render([{ role: 'user', content: TAREA_VARIACION }], TOOLS);
    const a = await model.generate(prompt, { kvReuse: false, maxNewTokens: 40 });
    const b = await model.generate(prompt, { kvReuse: false, maxNewTokens: 40 });
    expect(a.tokenIds).toEqual(b.tokenIds);
    expect(a.stopReason).toBe('end_of_turn');
    expect(a.tokenIds).toHaveLength(FREE_REPLY_LENGTH + 1);
    expect(a.tokenIds.at(-1)).toBe(TINY_QWEN2.imEndId);
    expect(a.tokenIds.slice(0, -1).every((id) => id < TINY_QWEN2.firstAddedId)).toBe(true);
    expect(a.text).toBe(model.tokenizer.decode(a.tokenIds.slice(0, -1)));
    expect(a.stats).toMatchObject({ inputTokens: a.stats.prefilledTokens, reusedTokens: 0, generatedTokens: a.tokenIds.length });
  });

  it('stops at max_new_tokens', async () => {
    const out = await model.generate(model.render([{ role: 'user', content: 'Hola' }], []), { kvReuse: false, maxNewTokens: 3 });
    expect(out.stopReason).toBe('max_new_tokens');
    expect(out.tokenIds).toHaveLength(3);
  });

  it('streams every token and its text, and can be interrupted mid-generation', async () => {
    const prompt = model.render([{ role: 'user', content: TAREA_VARIACION }], TOOLS);
    const full = await model.generate(prompt, { kvReuse: false, maxNewTokens: 40 });
    const streamed: number[] = [];
    let text = '';
    const again = await model.generate(prompt, { kvReuse: false, maxNewTokens: 40, onToken: (id) => streamed.push(id), onText: (t) => (text += t) });
    expect(streamed).toEqual(again.tokenIds);
    expect(text).toBe(again.text);
    expect(again.tokenIds).toEqual(full.tokenIds);

    const seen: number[] = [];
    const cut = await model.generate(prompt, {
      kvReuse: false,
      maxNewTokens: 40,
      onToken: (id) => {
        seen.push(id);
        if (seen.length === 2) model.interrupt();
      },
    });
    expect(cut.stopReason).toBe('interrupted');
    expect(cut.tokenIds).toEqual(full.tokenIds.slice(0, 2));
    // The interrupt does not leak into the next generation.
    expect((await model.generate(prompt, { kvReuse: false, maxNewTokens: 40 })).tokenIds).toEqual(full.tokenIds);
  });

  it('reports prefill and decode timings', async () => {
    const out = await model.generate(model.render([{ role: 'user', content: TAREA_VARIACION }], TOOLS), { kvReuse: false });
    expect(out.stats.prefillMs).toBeGreaterThan(0);
    expect(out.stats.decodeMs).toBeGreaterThanOrEqual(0);
    if (out.tokenIds.length > 1) expect(out.stats.tokensPerSecond).toBeGreaterThan(0);
  });

  it('gives the same tokens with KV reuse as with a full re-prefill, prefilling only the new suffix', async () => {
    const full = await runLoop(model, false);
    const reuse = await runLoop(model, true);
    expect(reuse.prompts).toEqual(full.prompts);
    expect(reuse.outputs.map((o) => o.tokenIds)).toEqual(full.outputs.map((o) => o.tokenIds));
    expect(full.outputs.map((o) => o.stats.reusedTokens)).toEqual([0, 0, 0, 0, 0]);

    for (let step = 1; step < 5; step++) {
      const { stats } = reuse.outputs[step]!;
      const previous = [...reuse.prompts[step - 1]!, ...reuse.outputs[step - 1]!.tokenIds.slice(0, -1)];
      expect(stats.reusedTokens).toBe(commonPrefixLength(previous, reuse.prompts[step]!));
      // At least the whole previous prompt is reused; only the reply and the tool result are prefilled.
      expect(stats.reusedTokens).toBeGreaterThanOrEqual(reuse.prompts[step - 1]!.length);
      expect(stats.prefilledTokens).toBe(stats.inputTokens - stats.reusedTokens);
    }
    const prefilled = (r: { outputs: Generation[] }) => r.outputs.reduce((n, o) => n + o.stats.prefilledTokens, 0);
    expect(prefilled(reuse)).toBeLessThan(prefilled(full) / 3);
  });

  it('truncates the cache to a shorter common prefix (an edited history) and still matches a full prefill', async () => {
    const base: ChatMessage[] = [
      { role: 'system', content: SISTEMA },
      { role: 'user', content: TAREA_VARIACION },
    ];
    await model.reset();
    await model.generate(model.render(base, TOOLS), { maxNewTokens: 24 });
    const edited = model.render([base[0]!, { role: 'user', content: '¿Cuál fue el cierre de ACME el 2024-03-15?' }], TOOLS);
    const reused = await model.generate(edited, { maxNewTokens: 24 });
    const fresh = await model.generate(edited, { kvReuse: false, maxNewTokens: 24 });
    expect(reused.tokenIds).toEqual(fresh.tokenIds);
    expect(reused.stats.reusedTokens).toBeGreaterThan(0);
    expect(reused.stats.reusedTokens).toBeLessThan(reused.stats.inputTokens - 5);
  });

  it('reuses all but the last token when the same prompt comes again', async () => {
    const prompt = model.render([{ role: 'user', content: 'Hola' }], TOOLS);
    await model.reset();
    const first = await model.generate(prompt, { maxNewTokens: 24 });
    const second = await model.generate(prompt, { maxNewTokens: 24 });
    expect(second.tokenIds).toEqual(first.tokenIds);
    expect(second.stats.prefilledTokens).toBe(1);
  });

  it('forgets the cache on reset()', async () => {
    const prompt = model.render([{ role: 'user', content: 'Hola' }], TOOLS);
    await model.generate(prompt, { maxNewTokens: 24 });
    expect(model.cachedTokens).toBeGreaterThan(0);
    await model.reset();
    expect(model.cachedTokens).toBe(0);
    expect((await model.generate(prompt, { maxNewTokens: 24 })).stats.reusedTokens).toBe(0);
  });
});

describe('LocalModel.load', () => {
  it('reads the ONNX file of the chosen dtype, and the config default when none is given', async () => {
    const filesFor = async (dtype?: 'fp32' | 'q4' | 'q4f16') => {
      const files: string[] = [];
      const m = await loadTinyModel({ dtype, onProgress: (p) => p.status === 'initiate' && files.push(p.file) });
      await m.dispose();
      return files.filter((f) => f.startsWith('onnx/'));
    };
    expect(await filesFor('fp32')).toEqual(['onnx/model.onnx']);
    expect(await filesFor('q4')).toEqual(['onnx/model_q4.onnx']);
    expect(await filesFor(undefined)).toEqual(['onnx/model_quantized.onnx']);
  });

  it('fails with a message naming the missing file', async () => {
    await expect(LocalModel.load({ ...fixtureSource, model: 'no-such-model', dtype: 'fp32' })).rejects.toThrow(
      /^Could not load the model "no-such-model" from .*: .*not found locally at ".*no-such-model\/config\.json"/,
    );
    // The fixture has no bnb4 variant.
    await expect(loadTinyModel({ dtype: 'bnb4' })).rejects.toThrow(/onnx\/model_bnb4\.onnx/);
  });
});

describe("the tiny lesson model replays the lesson's task 1 through the real template", () => {
  it('calls precio twice at 567 input tokens, then answers 27.88% at 734, reusing the first step', async () => {
    const model = await loadTinyModel({ model: TINY_QWEN2_LESSON_NAME });
    try {
      const messages: ChatMessage[] = [
        { role: 'system', content: SISTEMA },
        { role: 'user', content: TAREA_VARIACION },
      ];
      const step1 = await model.generate(model.render(messages, TOOLS));
      expect(step1.stats.inputTokens).toBe(567);
      expect(step1.stopReason).toBe('end_of_turn');
      expect(step1.text).toBe(LESSON_REPLY_TEXTS[0]);
      const { calls } = parseHermes(step1.text);
      expect(calls.map((c) => c.ok && [c.name, c.arguments])).toEqual([
        ['precio', { ticker: 'BUSI', fecha: '2024-03-15' }],
        ['precio', { ticker: 'BUSI', fecha: '2024-03-22' }],
      ]);

      messages.push({ role: 'assistant', content: step1.text.trim() }, { role: 'tool', content: RESULTS[0]! }, { role: 'tool', content: RESULTS[1]! });
      const step2 = await model.generate(model.render(messages, TOOLS));
      expect(step2.stats.inputTokens).toBe(734);
      expect(step2.stats.reusedTokens).toBeGreaterThanOrEqual(567);
      expect(step2.text).toBe(LESSON_REPLY_TEXTS[1]);
      expect(parseHermes(step2.text).calls).toEqual([]);
    } finally {
      await model.dispose();
    }
  });
});
