import type { PreTrainedTokenizer } from '@huggingface/transformers';
import { beforeAll, describe, expect, it } from 'vitest';
import { nodeDataSource } from '../../../scripts/node-data-source.ts';
import { loadMarketData } from '../../../src/core/data/load-market-data.ts';
import { createLessonToolKit, LESSON_TOOLS } from '../../../src/core/tools/lesson-tools.ts';
import { promptTokenIds, renderPrompt, templateTools, toolsSection, type ChatMessage } from '../../../src/llm/chat-template.ts';
import { BASICAS, lessonSchemaKit, SISTEMA, TAREA_ACME, TAREA_VARIACION } from './lesson-tool-schemas.ts';
import { loadTinyTokenizer } from './tiny-model-fixture.ts';

// The lesson's printed block ("Tool calling under the hood"): texto[texto.index("# Tools"):texto.index("<|im_start|>user")].
const LESSON_TOOLS_BLOCK = `# Tools

You may call one or more functions to assist with the user query.

You are provided with function signatures within <tools></tools> XML tags:
<tools>
{"type": "function", "function": {"name": "precio", "description": "Cierre de una acción en una sesión (la última sesión en o antes de la fecha).", "parameters": {"properties": {"ticker": {"pattern": "^[A-Z]{4}$", "title": "Ticker", "type": "string"}, "fecha": {"pattern": "^\\\\d{4}-\\\\d{2}-\\\\d{2}$", "title": "Fecha", "type": "string"}}, "required": ["ticker", "fecha"], "title": "ArgsPrecio", "type": "object"}}}
</tools>

For each function call, return a json object with function name and arguments within <tool_call></tool_call> XML tags:
<tool_call>
{"name": <function-name>, "arguments": <args-json-object>}
</tool_call><|im_end|>
`;

const question = (q: string): ChatMessage[] => [
  { role: 'system', content: SISTEMA },
  { role: 'user', content: q },
];

// Step 2 of each lesson run: the model's reply (as the lesson's loop appended it) and the tool results
// (json.dumps(..., ensure_ascii=False)).
const call = (json: string) => `<tool_call>\n${json}\n</tool_call>`;
const precio = (fecha: string) => call(`{"name": "precio", "arguments": {"ticker": "BUSI", "fecha": "${fecha}"}}`);
const STEP2: Record<string, ChatMessage[]> = {
  task1: [
    ...question(TAREA_VARIACION),
    { role: 'assistant', content: `${precio('2024-03-15')}\n${precio('2024-03-22')}` },
    { role: 'tool', content: '{"resultado": {"ticker": "BUSI", "fecha": "2024-03-15", "cierre": 26.19}}' },
    { role: 'tool', content: '{"resultado": {"ticker": "BUSI", "fecha": "2024-03-22", "cierre": 27.88}}' },
  ],
  acme: [
    ...question(TAREA_ACME),
    { role: 'assistant', content: call('{"name": "precio", "arguments": {"ticker": "ACME", "fecha": "2024-03-15"}}') },
    { role: 'tool', content: '{"error": "ticker desconocido: ACME"}' },
  ],
  variacion: [
    ...question(TAREA_VARIACION),
    { role: 'assistant', content: call('{"name": "variacion", "arguments": {"ticker": "BUSI", "desde": "2024-03-15", "hasta": "2024-03-22"}}') },
    {
      role: 'tool',
      content:
        '{"resultado": {"desde": {"ticker": "BUSI", "fecha": "2024-03-15", "cierre": 26.19}, "hasta": {"ticker": "BUSI", "fecha": "2024-03-22", "cierre": 27.88}, "variacion_pct": 6.45}}',
    },
  ],
};

describe('templateTools', () => {
  it("builds the lesson's esquema(): function format, the given order, unknown names left out", () => {
    const tools = templateTools(lessonSchemaKit, ['calculadora', 'nada', 'precio']);
    expect(tools.map((t) => t.function.name)).toEqual(['calculadora', 'precio']);
    expect(tools[1]).toEqual({
      type: 'function',
      function: {
        name: 'precio',
        description: 'Cierre de una acción en una sesión (la última sesión en o antes de la fecha).',
        parameters: lessonSchemaKit.jsonSchema('precio'),
      },
    });
  });
});

describe("the lesson's tool kit in the template's format", () => {
  it('gives the schemas and descriptions the lesson printed, byte for byte', async () => {
    const kit = createLessonToolKit(await loadMarketData(nodeDataSource()));
    expect(JSON.stringify(templateTools(kit, LESSON_TOOLS))).toBe(JSON.stringify(templateTools(lessonSchemaKit, LESSON_TOOLS)));
  });
});

describe("Qwen2.5's chat template (the fixture's tokenizer)", () => {
  let tokenizer: PreTrainedTokenizer;
  beforeAll(async () => {
    tokenizer = await loadTinyTokenizer();
  });
  const count = (messages: ChatMessage[], names: string[]) =>
    promptTokenIds(tokenizer, renderPrompt(tokenizer, messages, templateTools(lessonSchemaKit, names))).length;

  it("renders the lesson's # Tools section byte for byte", () => {
    const prompt = renderPrompt(tokenizer, question('¿Cierre de BUSI el 2024-03-15?'), templateTools(lessonSchemaKit, ['precio']));
    expect(toolsSection(prompt)).toBe(LESSON_TOOLS_BLOCK);
    expect(prompt.startsWith(`<|im_start|>system\n${SISTEMA}\n\n# Tools`)).toBe(true);
    expect(prompt.endsWith('<|im_start|>user\n¿Cierre de BUSI el 2024-03-15?<|im_end|>\n<|im_start|>assistant\n')).toBe(true);
  });

  it('renders without tools as a plain chat, with no # Tools section', () => {
    const prompt = renderPrompt(tokenizer, question('Hola'), []);
    expect(prompt).toBe(`<|im_start|>system\n${SISTEMA}<|im_end|>\n<|im_start|>user\nHola<|im_end|>\n<|im_start|>assistant\n`);
    expect(toolsSection(prompt)).toBe('');
  });

  it('knows the special tokens by their Qwen2.5 ids', () => {
    expect(promptTokenIds(tokenizer, '<|im_start|><|im_end|><tool_call></tool_call><|endoftext|>')).toEqual([
      151644, 151645, 151657, 151658, 151643,
    ]);
    // Qwen3's extra added tokens are not in Qwen2.5: <tool_response> is plain text here.
    expect(promptTokenIds(tokenizer, '<tool_response>').length).toBeGreaterThan(1);
  });

  it("counts the lesson's step-1 input tokens: 567, 548 and 533", () => {
    expect(count(question(TAREA_VARIACION), BASICAS)).toBe(567);
    expect(count(question(TAREA_ACME), BASICAS)).toBe(548);
    expect(count(question(TAREA_VARIACION), ['variacion', 'buscar_noticias'])).toBe(533);
  });

  it("counts the lesson's step-2 input tokens: 734, 612 and 691", () => {
    expect(count(STEP2.task1!, BASICAS)).toBe(734);
    expect(count(STEP2.acme!, BASICAS)).toBe(612);
    expect(count(STEP2.variacion!, ['variacion', 'buscar_noticias'])).toBe(691);
  });

  it('renders consecutive tool results in one user turn of <tool_response> blocks', () => {
    const prompt = renderPrompt(tokenizer, STEP2.task1!, []);
    expect(prompt).toContain(
      '<|im_start|>user\n<tool_response>\n{"resultado": {"ticker": "BUSI", "fecha": "2024-03-15", "cierre": 26.19}}\n</tool_response>\n' +
        '<tool_response>\n{"resultado": {"ticker": "BUSI", "fecha": "2024-03-22", "cierre": 27.88}}\n</tool_response><|im_end|>\n',
    );
  });

  it('renders structured tool_calls with their arguments as JSON objects', () => {
    const prompt = renderPrompt(
      tokenizer,
      [...question(TAREA_ACME), { role: 'assistant', content: '', tool_calls: [{ name: 'precio', arguments: { ticker: 'ACME', fecha: '2024-03-15' } }] }],
      [],
    );
    expect(prompt).toContain(
      '<|im_start|>assistant\n<tool_call>\n{"name": "precio", "arguments": {"ticker": "ACME", "fecha": "2024-03-15"}}\n</tool_call><|im_end|>\n',
    );
  });
});
