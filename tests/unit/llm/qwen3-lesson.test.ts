// Every preset runs on either model: the lesson's task 1 through the local backend on the tiny Qwen3 lesson
// model, thinking off (the template's empty think block) and on (a short think block before each reply, shown
// apart, never a call); and the Qwen3 fixture's own shape (head_dim, config, tokenizer).
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import onnxProto from 'onnx-proto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { nodeDataSource } from '../../../scripts/node-data-source.ts';
import { FIXTURE_MODELS_DIR } from '../../../scripts/tiny-model/build-tiny-models.ts';
import { FREE_REPLY_LENGTH, LESSON_REPLY_TEXTS, LESSON_THINKING_TEXTS, TINY_QWEN3_LESSON_NAME, TINY_QWEN3_NAME } from '../../../scripts/tiny-model/tiny-models.ts';
import { TINY_QWEN3 } from '../../../scripts/tiny-model/tiny-qwen3-spec.ts';
import type { CallEvent, Trace } from '../../../src/core/agent/trace.ts';
import { loadMarketData } from '../../../src/core/data/load-market-data.ts';
import { LESSON_MAX_NEW_TOKENS, lessonQuestionPlan } from '../../../src/core/labs/lesson-plans.ts';
import { run } from '../../../src/core/run/run.ts';
import { BASIC_TOOLS, createLessonToolKit } from '../../../src/core/tools/lesson-tools.ts';
import type { ToolKit } from '../../../src/core/tools/tool-kit-types.ts';
import { localModelGenerator } from '../../../src/llm/engine/in-process-generator.ts';
import type { LocalModel } from '../../../src/llm/engine/model-session.ts';
import { parseHermes } from '../../../src/llm/hermes-parser.ts';
import { localModelBackend } from '../../../src/llm/local-model-backend.ts';
import { definitionFor } from '../../../src/llm/model-registry.ts';
import { TAREA_VARIACION } from './lesson-tool-schemas.ts';
import { loadTinyModel } from './tiny-model-fixture.ts';

const { onnx } = onnxProto;
const ANSWER = LESSON_REPLY_TEXTS[1];
let kit: ToolKit;
beforeAll(async () => {
  kit = createLessonToolKit(await loadMarketData(nodeDataSource()));
});

const calls = (trace: Trace) => (trace.events.filter((e) => e.type === 'call') as CallEvent[]).map((c) => [c.step, c.name, c.rawArgs]);

describe("the lesson's task 1 on the tiny Qwen3 lesson model", () => {
  let model: LocalModel;
  beforeAll(async () => {
    model = await loadTinyModel({ model: TINY_QWEN3_LESSON_NAME });
  });
  afterAll(async () => {
    await model.dispose();
  });

  const runTask = async (thinking: boolean) => {
    await model.reset();
    const backend = localModelBackend({ generator: localModelGenerator(model), model: `local:${TINY_QWEN3_LESSON_NAME}`, thinking });
    const { trace, report } = await run(lessonQuestionPlan({ question: TAREA_VARIACION, kit, tools: BASIC_TOOLS }), backend);
    return { trace, steps: report.steps };
  };

  it('thinking off: two precio calls, then the 27.88% answer the verifier flags, as on Qwen2.5', async () => {
    const { trace, steps } = await runTask(false);
    expect(calls(trace)).toEqual([
      [1, 'precio', { ticker: 'BUSI', fecha: '2024-03-15' }],
      [1, 'precio', { ticker: 'BUSI', fecha: '2024-03-22' }],
    ]);
    expect(trace.summary).toMatchObject({ steps: 2, calls: 2, errors: 0, answer: ANSWER, end: { kind: 'answered' } });
    expect(trace.summary.findings.map((f) => f.detail)).toEqual(['percentage without a calculation: 27.88%']);
    // Each prompt ends with the template's empty think block; the replies hold none.
    for (const s of steps) expect(s.prompt.endsWith('<|im_start|>assistant\n<think>\n\n</think>\n\n')).toBe(true);
    expect(steps.map((s) => parseHermes(s.turn.text).thinking)).toEqual([undefined, undefined]);
    expect(steps.map((s) => s.turn.stopReason)).toEqual(['end_of_turn', 'end_of_turn']);
  });

  it('thinking on: the same calls and answer, each reply after its think block, which is neither call nor answer', async () => {
    const { trace, steps } = await runTask(true);
    expect(calls(trace)).toEqual([
      [1, 'precio', { ticker: 'BUSI', fecha: '2024-03-15' }],
      [1, 'precio', { ticker: 'BUSI', fecha: '2024-03-22' }],
    ]);
    expect(trace.summary).toMatchObject({ steps: 2, calls: 2, answer: ANSWER, end: { kind: 'answered' } });
    for (const s of steps) expect(s.prompt.endsWith('<|im_start|>assistant\n')).toBe(true);
    expect(steps[0]!.prompt).not.toContain('<think>');
    expect(steps.map((s) => parseHermes(s.turn.text).thinking)).toEqual(LESSON_THINKING_TEXTS.map((text) => ({ text, closed: true })));
    // Within the lesson's 80 new tokens, and the template keeps the loop's own thinking at step 2.
    expect(steps.every((s) => s.turn.stats.generatedTokens <= LESSON_MAX_NEW_TOKENS && s.turn.stopReason === 'end_of_turn')).toBe(true);
    expect(steps[1]!.prompt).toContain(`<think>\n${LESSON_THINKING_TEXTS[0]}\n</think>\n\n<tool_call>`);
  });

  it('is known by its name as a thinking Qwen3', () => {
    expect(definitionFor(`local:${TINY_QWEN3_LESSON_NAME}`)).toMatchObject({ name: 'Qwen3-0.6B', thinking: true });
  });
});

describe('the tiny Qwen3 free model', () => {
  let model: LocalModel;
  beforeAll(async () => {
    model = await loadTinyModel({ model: TINY_QWEN3_NAME });
  });
  afterAll(async () => {
    await model.dispose();
  });

  it('writes its twelve free tokens either way, never a think block', async () => {
    const messages = [{ role: 'user' as const, content: TAREA_VARIACION }];
    for (const thinking of [false, true]) {
      const out = await model.generate(model.render(messages, [], { thinking }), { kvReuse: false, maxNewTokens: 40 });
      expect(out.tokenIds).toHaveLength(FREE_REPLY_LENGTH + 1);
      expect(out.stopReason).toBe('end_of_turn');
      expect(out.tokenIds.slice(0, -1).every((id) => id < TINY_QWEN3.firstAddedId)).toBe(true);
    }
  });

  it('is shaped like Qwen3-0.6B: model_type qwen3, Qwen3ForCausalLM, an explicit head_dim ≠ hidden / heads', () => {
    const dir = join(FIXTURE_MODELS_DIR, TINY_QWEN3_NAME);
    const config = JSON.parse(readFileSync(join(dir, 'config.json'), 'utf8')) as Record<string, unknown>;
    expect(config).toMatchObject({ model_type: 'qwen3', architectures: ['Qwen3ForCausalLM'], head_dim: 12, hidden_size: 16, num_attention_heads: 2 });
    const tokenizer = JSON.parse(readFileSync(join(dir, 'tokenizer.json'), 'utf8')) as { added_tokens: { id: number; content: string }[]; model: { merges: unknown[] } };
    expect(tokenizer.added_tokens.filter((t) => t.id >= 151665).map((t) => t.content)).toEqual(['<tool_response>', '</tool_response>', '<think>', '</think>']);
    expect(tokenizer.model.merges.every((m) => typeof m === 'string' && m.split(' ').length === 2)).toBe(true);
    const tokenizerConfig = JSON.parse(readFileSync(join(dir, 'tokenizer_config.json'), 'utf8')) as { chat_template: string };
    expect(tokenizerConfig.chat_template).toContain('enable_thinking');
    // The graph's cache is per head_dim: [batch, heads, tokens, 12].
    const graph = onnx.ModelProto.decode(readFileSync(join(dir, 'onnx/model.onnx'))).graph!;
    const present = graph.output!.find((o) => o.name === 'present.0.key')!;
    expect(present.type!.tensorType!.shape!.dim!.map((d) => d.dimParam || Number(d.dimValue))).toEqual(['batch_size', 2, 'total_sequence_length', 12]);
  });
});
