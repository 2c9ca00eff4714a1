// Thinking through the loop's adapters, with a scripted generator: the switch reaches the template as
// enable_thinking, a call written while thinking is never made, the answer leaves the thinking out, and the
// planner's stages read replies without their think block.
import { beforeAll, describe, expect, it } from 'vitest';
import { nodeDataSource } from '../../../scripts/node-data-source.ts';
import type { CallEvent } from '../../../src/core/agent/trace.ts';
import { planAndExecute } from '../../../src/core/agent/plan/plan-and-execute.ts';
import { EXTRACT_SYSTEM } from '../../../src/core/agent/plan/plan-prompts.ts';
import { loadMarketData } from '../../../src/core/data/load-market-data.ts';
import { lessonQuestionPlan } from '../../../src/core/labs/lesson-plans.ts';
import { run } from '../../../src/core/run/run.ts';
import { BASIC_TOOLS, createLessonToolKit } from '../../../src/core/tools/lesson-tools.ts';
import type { ToolKit } from '../../../src/core/tools/tool-kit-types.ts';
import type { ChatMessage, RenderOptions } from '../../../src/llm/chat-template.ts';
import type { GeneratedTurn, LocalGenerator } from '../../../src/llm/generator.ts';
import { localModelBackend } from '../../../src/llm/local-model-backend.ts';
import { localChatModel } from '../../../src/llm/planner-chat-model.ts';
import { TAREA_VARIACION } from './lesson-tool-schemas.ts';

let kit: ToolKit;
beforeAll(async () => {
  kit = createLessonToolKit(await loadMarketData(nodeDataSource()));
});

const STATS = { inputTokens: 10, reusedTokens: 0, prefilledTokens: 10, generatedTokens: 3, prefillMs: 1, decodeMs: 1, tokensPerSecond: 2000 };

/** Plays replies in turn (by stage for the planner), recording each render's options and conversation. */
function scripted(reply: (prompt: string, n: number) => string) {
  const options: (RenderOptions | undefined)[] = [];
  const conversations: ChatMessage[][] = [];
  let n = 0;
  const generator: LocalGenerator = {
    render: async (messages, _tools, renderOptions) => {
      options.push(renderOptions);
      conversations.push(structuredClone([...messages]));
      const prompt = messages.map((m) => `${m.role}: ${m.content}`).join('\n');
      return { prompt, tokens: 10 };
    },
    generate: async (prompt): Promise<GeneratedTurn> => ({ text: reply(prompt, n++), stopReason: 'end_of_turn', stats: STATS }),
  };
  return { generator, options, conversations };
}

const precio = (fecha: string) => `<tool_call>\n{"name": "precio", "arguments": {"ticker": "BUSI", "fecha": "${fecha}"}}\n</tool_call>`;

describe('thinking in the ReAct loop', () => {
  it('reaches the template; a call inside <think> is not made; the answer and the trace leave the thinking out', async () => {
    const replies = [
      `<think>\nQuizá ${precio('2024-01-01')}; mejor la del 15.\n</think>\n\n${precio('2024-03-15')}`,
      '<think>\nYa lo tengo.\n</think>\n\nEl cierre fue 26.19.',
    ];
    const { generator, options, conversations } = scripted((_p, n) => replies[Math.min(n, 1)]!);
    const backend = localModelBackend({ generator, model: 'scripted', thinking: true });
    const { trace, report } = await run(lessonQuestionPlan({ question: TAREA_VARIACION, kit, tools: BASIC_TOOLS }), backend);
    expect(options).toEqual([{ thinking: true }, { thinking: true }]);
    const calls = trace.events.filter((e) => e.type === 'call') as CallEvent[];
    expect(calls.map((c) => c.rawArgs)).toEqual([{ ticker: 'BUSI', fecha: '2024-03-15' }]);
    expect(trace.summary.answer).toBe('El cierre fue 26.19.');
    expect(JSON.stringify(trace.summary)).not.toContain('Ya lo tengo');
    // The assistant message sent back is the whole reply: Qwen3's template decides what of the thinking to keep.
    expect(conversations[1]!.find((m) => m.role === 'assistant')?.content).toBe(replies[0]);
    expect(report.steps.map((s) => s.turn.text)).toEqual(replies);
  });

  it('is off unless asked for', async () => {
    const { generator, options } = scripted(() => 'Listo.');
    await run(lessonQuestionPlan({ question: TAREA_VARIACION, kit, tools: BASIC_TOOLS }), localModelBackend({ generator, model: 'scripted' }));
    expect(options).toEqual([{ thinking: false }]);
  });
});

describe('thinking in plan and execute', () => {
  it("the stages get the replies without their think block", async () => {
    const { generator, options } = scripted((prompt) =>
      prompt.startsWith(`system: ${EXTRACT_SYSTEM}`)
        ? '<think>\nBUSI, dos fechas.\n</think>\n\n{"ticker": "BUSI", "desde": "2024-03-15", "hasta": "2024-03-22"}'
        : '<think>\nUna frase.\n</think>\n\nEl cierre de BUSI varió un 6.45 % entre 2024-03-15 y 2024-03-22.',
    );
    const model = localChatModel({ generator, maxNewTokens: 80, kvReuse: true, thinking: true });
    const trace = await planAndExecute(TAREA_VARIACION, { extractor: model, writer: model }, kit);
    expect(trace.end).toBe('answered');
    expect(trace.answer).toBe('El cierre de BUSI varió un 6.45 % entre 2024-03-15 y 2024-03-22.');
    expect(options.every((o) => o?.thinking === true)).toBe(true);
  });
});
