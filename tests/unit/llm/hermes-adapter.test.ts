// The local model as an adapter of the shared loop: the lesson's task 1 end to end on the tiny lesson model,
// and the Hermes protocol's edge cases with a scripted generator.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { nodeDataSource } from '../../../scripts/node-data-source.ts';
import { TINY_QWEN2_LESSON_NAME } from '../../../scripts/tiny-model/tiny-models.ts';
import type { CallEvent, RequestEvent, ResultEvent, Trace } from '../../../src/core/agent/trace.ts';
import { loadMarketData } from '../../../src/core/data/load-market-data.ts';
import { LESSON_SYSTEM_PROMPT, lessonQuestionPlan, type LessonQuestionChoices } from '../../../src/core/labs/lesson-plans.ts';
import { run } from '../../../src/core/run/run.ts';
import { BASIC_TOOLS, createLessonToolKit } from '../../../src/core/tools/lesson-tools.ts';
import type { ToolKit } from '../../../src/core/tools/tool-kit-types.ts';
import type { ChatMessage } from '../../../src/llm/chat-template.ts';
import type { GeneratedTurn, LocalGenerator } from '../../../src/llm/generator.ts';
import type { LocalModel } from '../../../src/llm/engine/model-session.ts';
import type { StopReason } from '../../../src/llm/engine/generation.ts';
import { localModelGenerator } from '../../../src/llm/engine/in-process-generator.ts';
import { localModelBackend, type LocalModelBackendOptions } from '../../../src/llm/local-model-backend.ts';
import { withoutAsciiEscapes } from '../../../src/llm/tool-message-text.ts';
import { TAREA_VARIACION } from './lesson-tool-schemas.ts';
import { loadTinyModel } from './tiny-model-fixture.ts';

let kit: ToolKit;
beforeAll(async () => {
  kit = createLessonToolKit(await loadMarketData(nodeDataSource()));
});

/** The lesson's local agent: a question's plan on the local model, its trace and the steps the backend recorded. */
async function runLocalAgent(options: LessonQuestionChoices & Omit<LocalModelBackendOptions, 'onStep'>) {
  const { generator, model, maxNewTokens, kvReuse, ...choices } = options;
  const backend = localModelBackend({ generator, model, ...(maxNewTokens !== undefined ? { maxNewTokens } : {}), ...(kvReuse !== undefined ? { kvReuse } : {}) });
  const { trace, report } = await run(lessonQuestionPlan(choices), backend);
  return { trace, steps: report.steps };
}

const ofType = <T extends Trace['events'][number]['type']>(trace: Trace, type: T) =>
  trace.events.filter((e) => e.type === type) as Extract<Trace['events'][number], { type: T }>[];

describe("the lesson's task 1 through the shared loop on the tiny lesson model", () => {
  let model: LocalModel;
  beforeAll(async () => {
    model = await loadTinyModel({ model: TINY_QWEN2_LESSON_NAME });
  });
  afterAll(async () => {
    await model.dispose();
  });

  const run = (kvReuse: boolean) =>
    runLocalAgent({ generator: localModelGenerator(model), model: TINY_QWEN2_LESSON_NAME, question: TAREA_VARIACION, kit, tools: BASIC_TOOLS, kvReuse });

  it('two precio calls in one turn → 26.19 and 27.88 → "…27.88%." → the verifier flags the percentage', async () => {
    await model.reset();
    const { trace, steps } = await run(true);

    const calls = ofType(trace, 'call') as CallEvent[];
    expect(calls.map((c) => [c.step, c.name, c.rawArgs])).toEqual([
      [1, 'precio', { ticker: 'BUSI', fecha: '2024-03-15' }],
      [1, 'precio', { ticker: 'BUSI', fecha: '2024-03-22' }],
    ]);
    const results = ofType(trace, 'result') as ResultEvent[];
    expect(results.map((r) => r.output)).toEqual([
      { resultado: { ticker: 'BUSI', fecha: '2024-03-15', cierre: 26.19 } },
      { resultado: { ticker: 'BUSI', fecha: '2024-03-22', cierre: 27.88 } },
    ]);
    expect(trace.summary).toMatchObject({
      steps: 2,
      calls: 2,
      errors: 0,
      tokens: 567 + 734,
      answer: 'El cambio en el cierre del producto BUSI entre el 2024-03-15 y el 2024-03-22 fue de 27.88%.',
      end: { kind: 'answered' },
    });
    expect(trace.summary.findings.map((f) => f.detail)).toEqual(['percentage without a calculation: 27.88%']);
    expect(trace.backend).toBe('local-hermes');

    // The lesson's growth, in the trace and in the step records; the second step reuses the whole first prompt.
    expect((ofType(trace, 'request') as RequestEvent[]).map((r) => r.tokens)).toEqual([567, 734]);
    expect(steps.map((s) => s.inputTokens)).toEqual([567, 734]);
    expect(steps[1]!.turn.stats.reusedTokens).toBeGreaterThanOrEqual(567);
    expect(steps[1]!.turn.stats.prefilledTokens).toBe(734 - steps[1]!.turn.stats.reusedTokens);

    // What the model read at step 2: its own reply, then each result as a tool message, json.dumps-style.
    const prompt2 = steps[1]!.prompt;
    expect(prompt2).toContain('# Tools');
    expect(prompt2).toContain('<tool_call>\n{"name": "precio", "arguments": {"ticker": "BUSI", "fecha": "2024-03-22"}}\n</tool_call><|im_end|>');
    expect(prompt2).toContain(
      '<tool_response>\n{"resultado": {"ticker": "BUSI", "fecha": "2024-03-15", "cierre": 26.19}}\n</tool_response>\n' +
        '<tool_response>\n{"resultado": {"ticker": "BUSI", "fecha": "2024-03-22", "cierre": 27.88}}\n</tool_response>',
    );
    expect((ofType(trace, 'request') as RequestEvent[]).map((r) => r.exchange.requestBody)).toEqual(steps.map((s) => s.prompt));
  });

  it('gives the same trace without KV reuse, prefilling every token', async () => {
    await model.reset();
    const withReuse = await run(true);
    const without = await run(false);
    expect(without.trace).toEqual(withReuse.trace);
    expect(without.steps.map((s) => s.turn.stats.reusedTokens)).toEqual([0, 0]);
    expect(without.steps.map((s) => s.turn.stats.prefilledTokens)).toEqual([567, 734]);
  });
});

/** A generator that plays fixed replies and records every conversation it was asked to render. */
function scripted(replies: readonly (string | { text: string; stopReason: StopReason })[], tokens = 100) {
  const rendered: ChatMessage[][] = [];
  let i = 0;
  const generator: LocalGenerator = {
    render: async (messages) => {
      rendered.push(structuredClone([...messages]));
      return { prompt: `prompt ${rendered.length}`, tokens };
    },
    generate: async (): Promise<GeneratedTurn> => {
      const reply = replies[Math.min(i++, replies.length - 1)]!;
      const { text, stopReason } = typeof reply === 'string' ? { text: reply, stopReason: 'end_of_turn' as const } : reply;
      const stats = { inputTokens: tokens, reusedTokens: 0, prefilledTokens: tokens, generatedTokens: 3, prefillMs: 1, decodeMs: 1, tokensPerSecond: 2000 };
      return { text, stopReason, stats };
    },
  };
  return { generator, rendered };
}

const call = (body: string) => `<tool_call>\n${body}\n</tool_call>`;

describe('the Hermes protocol in the loop (scripted generator)', () => {
  const runWith = (generator: LocalGenerator, extra: Partial<Parameters<typeof runLocalAgent>[0]> = {}) =>
    runLocalAgent({ generator, model: 'scripted', question: TAREA_VARIACION, kit, tools: BASIC_TOOLS, ...extra });

  it('turns invalid JSON, a missing name and an unknown tool into error observations, and keeps going', async () => {
    const { generator, rendered } = scripted([
      [
        call('{"name": "precio", "arguments": {"ticker": BUSI}}'),
        call('{"arguments": {"ticker": "BUSI"}}'),
        call('{"name": "cotizacion", "arguments": {"ticker": "BUSI"}}'),
        call('{"name": "precio", "arguments": {"ticker": "BUSI", "fecha": "15/03/2024"}}'),
      ].join('\n'),
      'No pude obtener los datos.',
    ]);
    const { trace } = await runWith(generator);
    const results = ofType(trace, 'result') as ResultEvent[];
    expect(results.map((r) => [r.name, r.executed, r.label])).toEqual([
      ['', false, 'type_error'],
      ['', false, 'type_error'],
      ['cotizacion', false, 'wrong_func_name'],
      ['precio', false, 'value_error'],
    ]);
    // The lesson's words for a call that is not a JSON object with a name.
    expect(results[0]!.output).toEqual({ error: 'llamada con JSON no válido' });
    expect(results[1]!.output).toEqual({ error: 'llamada con JSON no válido' });
    expect(results[2]!.output).toEqual({ error: 'herramienta desconocida: cotizacion' });
    expect(trace.summary).toMatchObject({ steps: 2, calls: 4, errors: 4, answer: 'No pude obtener los datos.' });

    // One tool message per call, in order, with the lesson's ensure_ascii=False text (no \u00e1 escapes).
    const second = rendered[1]!;
    expect(second.slice(0, 2)).toEqual([
      { role: 'system', content: LESSON_SYSTEM_PROMPT },
      { role: 'user', content: TAREA_VARIACION },
    ]);
    expect(second[2]).toMatchObject({ role: 'assistant' });
    const tools = second.slice(3);
    expect(tools.map((m) => m.role)).toEqual(['tool', 'tool', 'tool', 'tool']);
    expect(tools[2]!.content).toBe('{"error": "herramienta desconocida: cotizacion"}');
    expect(tools[3]!.content).toMatch(/^\{"error": "argumentos no válidos: fecha: String should match pattern/);
    expect(results[3]!.wireText).toContain('no v\\u00e1lidos');
  });

  it("records the model's words around its calls as the step's text, without the calls' markup", async () => {
    const { generator, rendered } = scripted([
      `Primero el cierre del día 15.\n${call('{"name": "precio", "arguments": {"ticker": "BUSI", "fecha": "2024-03-15"}}')}`,
      call('{"name": "precio", "arguments": {"ticker": "BUSI", "fecha": "2024-03-22"}}'),
      'Listo.',
    ]);
    const { trace } = await runWith(generator);
    expect(ofType(trace, 'text')).toEqual([{ type: 'text', step: 1, text: 'Primero el cierre del día 15.' }]);
    expect(trace.summary.answer).toBe('Listo.');
    // The assistant message sent back is still the whole reply, as the lesson's loop sent it.
    expect(rendered[1]![2]).toEqual({ role: 'assistant', content: `Primero el cierre del día 15.\n${call('{"name": "precio", "arguments": {"ticker": "BUSI", "fecha": "2024-03-15"}}')}` });
  });

  it('sends arguments written as a JSON string to the loop, which parses them', async () => {
    const { generator } = scripted([call('{"name": "calculadora", "arguments": "{\\"expresion\\": \\"(27.88/26.19 - 1)*100\\"}"}'), 'Listo.']);
    const { trace } = await runWith(generator);
    expect((ofType(trace, 'result') as ResultEvent[]).map((r) => r.output)).toEqual([{ resultado: 6.4528 }]);
  });

  it('without the arguments-JSON guard, an unreadable call kills the run, as a naive loop would', async () => {
    const { generator } = scripted([call('{"name": "precio", "arguments": {"ticker": BUSI}}'), 'No debería llegar.']);
    const { trace } = await runWith(generator, { switches: { argsJson: false } });
    expect(trace.summary.end).toMatchObject({ kind: 'crashed', message: expect.stringMatching(/^SyntaxError: invalid JSON/) });
    expect(ofType(trace, 'result')).toEqual([]);
  });

  it('sends results back as plain user text when "results as data" is off', async () => {
    const { generator, rendered } = scripted([call('{"name": "calculadora", "arguments": {"expresion": "1+1"}}'), 'Dos.']);
    await runWith(generator, { switches: { outputAsData: false } });
    expect(rendered[1]!.at(-1)).toEqual({ role: 'user', content: '{"resultado": 2}' });
  });

  it('ends the run as interrupted when the generation was stopped', async () => {
    const { generator } = scripted([{ text: '<tool_call>\n{"na', stopReason: 'interrupted' }]);
    const { trace, steps } = await runWith(generator);
    expect(trace.summary.end).toEqual({ kind: 'interrupted', detail: 'interrupted after 3 generated tokens' });
    expect(trace.summary.findings.map((f) => f.detail)).toEqual(['no answer: interrupted']);
    expect(steps).toHaveLength(1);
  });

  it('reads a call cut off by max_new_tokens as an error observation', async () => {
    const { generator } = scripted([{ text: call('{"name": "precio", "arguments": {"ticker": "BUSI"}}') + '\n<tool_call>\n{"name": "pre', stopReason: 'max_new_tokens' }, 'Fin.']);
    const { trace } = await runWith(generator);
    expect((ofType(trace, 'result') as ResultEvent[]).map((r) => r.label)).toEqual(['missing_required', 'type_error']);
  });

  it("stops at the token limit using the model's own token count", async () => {
    const { generator } = scripted([call('{"name": "calculadora", "arguments": {"expresion": "1+1"}}')], 600);
    const { trace } = await runWith(generator, { limits: { maxTokens: 1000 } });
    expect(trace.summary.end).toEqual({ kind: 'token_limit', maxTokens: 1000, sentTokens: 600, nextTokens: 600 });
  });

  it('records a failing model as an endpoint error, never a throw', async () => {
    const generator: LocalGenerator = {
      render: async () => ({ prompt: 'p', tokens: 1 }),
      generate: async () => {
        throw new Error('The model worker crashed: boom');
      },
    };
    const { trace } = await runWith(generator);
    expect(trace.summary.end).toEqual({ kind: 'endpoint_error', failure: { kind: 'network', message: 'the model failed: The model worker crashed: boom' } });
  });
});

describe('withoutAsciiEscapes (json.dumps with ensure_ascii=False)', () => {
  it.each([
    ['{"error": "argumentos no v\\u00e1lidos"}', '{"error": "argumentos no válidos"}'],
    ['"\\ud83d\\ude00"', '"😀"'],
    ['"\\u007f"', '"\u007f"'],
    ['"a\\u0001b\\n"', '"a\\u0001b\\n"'],
    ['"\\\\u00e1"', '"\\\\u00e1"'],
    ['"\\\\\\u00e1"', '"\\\\á"'],
  ])('%s → %s', (escaped, plain) => {
    expect(withoutAsciiEscapes(escaped)).toBe(plain);
  });
});
