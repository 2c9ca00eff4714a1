// The prompt without the weights: the tokenizer files the site ships (written by the build's plugin) and the chat
// template alone give each step's exact prompt and the lesson's token counts, for every preset the lesson recorded;
// without a recorded run, step 1 only. No ONNX file is read.
import { mkdtempSync, rmSync, writeFileSync, mkdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { AutoTokenizer, type PreTrainedTokenizer } from '@huggingface/transformers';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CHAT_TEMPLATE_PATH } from '../../../scripts/tiny-model/build-tiny-models.ts';
import { nodeDataSource } from '../../../scripts/node-data-source.ts';
import { shippedTokenizerFiles } from '../../../scripts/vite/shipped-tokenizer.ts';
import { REFERENCE_TRACES } from '../../../src/core/agent/reference-traces.ts';
import { loadMarketData } from '../../../src/core/data/load-market-data.ts';
import { lessonQuestionPlan } from '../../../src/core/labs/lesson-plans.ts';
import { createLessonToolKit, type ToolKit } from '../../../src/core/tools/index.ts';
import { promptTokenIds, renderPrompt, toolsSection } from '../../../src/llm/chat-template.ts';
import { useModelSource } from '../../../src/llm/engine/model-source.ts';
import type { Render } from '../../../src/llm/prompt-preview.ts';
import { previewPrompts, recordedReplies } from '../../../src/llm/prompt-preview.ts';
import { SHIPPED_TOKENIZER_NAME, SHIPPED_TOKENIZER_PARENT, tokenizerSource } from '../../../src/llm/shipped-tokenizer.ts';
import { TINY_QWEN3_NAME } from '../../../scripts/tiny-model/tiny-models.ts';
import { loadTinyTokenizer } from './tiny-model-fixture.ts';

let dir: string;
let tokenizer: PreTrainedTokenizer;
let kit: ToolKit;
let render: Render;

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'shipped-tokenizer-'));
  const folder = join(dir, SHIPPED_TOKENIZER_PARENT, SHIPPED_TOKENIZER_NAME);
  mkdirSync(folder, { recursive: true });
  for (const [name, body] of Object.entries(shippedTokenizerFiles(CHAT_TEMPLATE_PATH))) writeFileSync(join(folder, name), body);
  const source = tokenizerSource({ model: 'onnx-community/Qwen2.5-0.5B-Instruct' }, `${dir}/`);
  useModelSource(source);
  tokenizer = await AutoTokenizer.from_pretrained(source.model);
  kit = createLessonToolKit(await loadMarketData(nodeDataSource()));
  render = async (messages, tools, options) => {
    const prompt = renderPrompt(tokenizer, messages, tools, options);
    return { prompt, tokens: promptTokenIds(tokenizer, prompt).length };
  };
});
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const reference = (id: string) => {
  const r = REFERENCE_TRACES.find((t) => t.id === id);
  if (!r) throw new Error(id);
  return r;
};
const planOf = (id: string) => {
  const r = reference(id);
  return lessonQuestionPlan({ question: r.question, kit, tools: r.tools as never });
};

describe('tokenizerSource', () => {
  it('reads the default model from the shipped folder, a local model from its own, any other Hub model from the Hub', () => {
    expect(tokenizerSource({ model: 'onnx-community/Qwen2.5-0.5B-Instruct' }, '/lab/')).toEqual({ model: 'Qwen2.5-0.5B-Instruct', localModelPath: '/lab/tokenizers/', shipped: true });
    expect(tokenizerSource({ model: 'tiny', localModelPath: '/lab/models/' }, '/lab/')).toEqual({ model: 'tiny', localModelPath: '/lab/models/', shipped: false });
    expect(tokenizerSource({ model: 'onnx-community/Qwen3-0.6B-ONNX' }, '/lab/')).toEqual({ model: 'onnx-community/Qwen3-0.6B-ONNX', shipped: false });
  });
});

describe('recordedReplies', () => {
  it("writes the lesson's replies as Qwen2.5 wrote them: calls in <tool_call> blocks, then the answer", () => {
    expect(recordedReplies(reference('tarea_porcentaje'))).toEqual([
      '<tool_call>\n{"name": "precio", "arguments": {"ticker": "BUSI", "fecha": "2024-03-15"}}\n</tool_call>\n' +
        '<tool_call>\n{"name": "precio", "arguments": {"ticker": "BUSI", "fecha": "2024-03-22"}}\n</tool_call>',
      'El cambio en el cierre del producto BUSI entre el 2024-03-15 y el 2024-03-22 fue de 27.88%.',
    ]);
  });
});

describe('previewPrompts with the shipped tokenizer', () => {
  it.each([
    ['tarea_porcentaje', [567, 734]],
    ['tarea_acme', [548, 612]],
    ['variacion', [533, 691]],
  ])("plays %s's recorded run: each step's tokens are the lesson's", async (id, tokens) => {
    const steps = await previewPrompts(planOf(id), render, { replies: recordedReplies(reference(id)) });
    expect(steps.map((s) => s.tokens)).toEqual(tokens);
    expect(reference(id).steps.map((s) => s.inputTokens)).toEqual(tokens);
  });

  it("puts the recorded reply and the tools' results in step 2's prompt", async () => {
    const [, step2] = await previewPrompts(planOf('tarea_porcentaje'), render, { replies: recordedReplies(reference('tarea_porcentaje')) });
    expect(step2?.prompt).toContain('<tool_response>\n{"resultado": {"ticker": "BUSI", "fecha": "2024-03-22", "cierre": 27.88}}\n</tool_response>');
    expect(step2?.prompt.endsWith('<|im_start|>assistant\n')).toBe(true);
  });

  it('gives step 1 alone for a setup with no recorded run, with the chosen tools in its # Tools block', async () => {
    const plan = lessonQuestionPlan({ question: '¿Cierre de BUSI el 2024-03-15?', kit, tools: ['precio'] });
    const steps = await previewPrompts(plan, render);
    expect(steps).toHaveLength(1);
    const tools = toolsSection(steps[0]!.prompt);
    expect(tools).toContain('"name": "precio"');
    expect(tools).not.toContain('calculadora');
    expect(steps[0]!.tokens).toBe(promptTokenIds(tokenizer, steps[0]!.prompt).length);
  });
});

describe('previewPrompts with thinking (Qwen3, the tiny fixture\'s tokenizer)', () => {
  it('passes enable_thinking as the run does: off opens the reply with an empty think block, on leaves it to the model', async () => {
    const qwen3 = await loadTinyTokenizer(TINY_QWEN3_NAME);
    const renderQwen3: Render = async (messages, tools, options) => {
      const prompt = renderPrompt(qwen3, messages, tools, options);
      return { prompt, tokens: promptTokenIds(qwen3, prompt).length };
    };
    const replies = recordedReplies(reference('tarea_porcentaje'));
    const off = await previewPrompts(planOf('tarea_porcentaje'), renderQwen3, { replies });
    const on = await previewPrompts(planOf('tarea_porcentaje'), renderQwen3, { replies, thinking: true });
    expect(off.map((s) => s.prompt.endsWith('<|im_start|>assistant\n<think>\n\n</think>\n\n'))).toEqual([true, true]);
    expect(on.map((s) => s.prompt.endsWith('<|im_start|>assistant\n'))).toEqual([true, true]);
    expect(on[0]!.tokens).toBeLessThan(off[0]!.tokens);
  });
});
