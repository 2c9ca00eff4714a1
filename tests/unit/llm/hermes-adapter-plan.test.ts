// Plan and execute with a local model behind the planner's ChatModel.
import { beforeAll, describe, expect, it } from 'vitest';
import { nodeDataSource } from '../../../scripts/node-data-source.ts';
import { TINY_QWEN2_LESSON_NAME } from '../../../scripts/tiny-model/tiny-models.ts';
import { EXTRACT_SYSTEM, WRITE_SYSTEM } from '../../../src/core/agent/plan/plan-prompts.ts';
import type { ExtractStage } from '../../../src/core/agent/plan/plan-trace.ts';
import { planAndExecute } from '../../../src/core/agent/plan/plan-and-execute.ts';
import { loadMarketData } from '../../../src/core/data/load-market-data.ts';
import { createLessonToolKit } from '../../../src/core/tools/lesson-tools.ts';
import type { ToolKit } from '../../../src/core/tools/tool-kit-types.ts';
import type { LocalStep } from '../../../src/llm/hermes-adapter.ts';
import { localChatModel } from '../../../src/llm/planner-chat-model.ts';
import type { LocalGenerator } from '../../../src/llm/generator.ts';
import type { StopReason } from '../../../src/llm/engine/generation.ts';
import { localModelGenerator } from '../../../src/llm/engine/in-process-generator.ts';
import { TAREA_VARIACION } from './lesson-tool-schemas.ts';
import { loadTinyModel } from './tiny-model-fixture.ts';

let kit: ToolKit;
beforeAll(async () => {
  kit = createLessonToolKit(await loadMarketData(nodeDataSource()));
});

/** Answers by the system prompt: the extraction stage gets `extract`, the writing stage `write`. */
function byStage(extract: string, write: string, stopReason: StopReason = 'end_of_turn'): LocalGenerator & { prompts: string[] } {
  const prompts: string[] = [];
  return {
    prompts,
    render: async (messages, tools) => {
      expect(tools).toEqual([]);
      const prompt = messages.map((m) => `${m.role}: ${m.content}`).join('\n');
      prompts.push(prompt);
      return { prompt, tokens: prompt.length };
    },
    generate: async (prompt) => ({
      text: prompt.startsWith(`system: ${EXTRACT_SYSTEM}`) ? extract : write,
      stopReason,
      stats: { inputTokens: 1, reusedTokens: 0, prefilledTokens: 1, generatedTokens: 4, prefillMs: 1, decodeMs: 1, tokensPerSecond: 3000 },
    }),
  };
}

describe('plan and execute with a local ChatModel', () => {
  it('extracts, computes in code, writes one sentence and verifies it; every generation is recorded', async () => {
    const generator = byStage('{"ticker": "BUSI", "desde": "2024-03-15", "hasta": "2024-03-22"}', ' El cierre de BUSI varió un 6.45 % entre 2024-03-15 y 2024-03-22.\n');
    const steps: LocalStep[] = [];
    const model = localChatModel({ generator, maxNewTokens: 80, kvReuse: true, onStep: (s) => steps.push(s) });
    const trace = await planAndExecute(TAREA_VARIACION, { extractor: model, writer: model }, kit);
    expect(trace.end).toBe('answered');
    expect(trace.answer).toBe('El cierre de BUSI varió un 6.45 % entre 2024-03-15 y 2024-03-22.');
    expect(trace.findings).toEqual([]);
    expect(steps.map((s) => s.prompt.split('\n')[0])).toEqual([`system: ${EXTRACT_SYSTEM}`, `system: ${WRITE_SYSTEM}`]);
  });

  it('an interrupted generation ends the plan as a model failure', async () => {
    const model = localChatModel({ generator: byStage('{"ticker"', '', 'interrupted'), maxNewTokens: 80, kvReuse: true });
    const trace = await planAndExecute(TAREA_VARIACION, { extractor: model, writer: model }, kit);
    expect(trace.end).toBe('model_failed');
    expect((trace.stages[0] as ExtractStage).attempts[0]!.failure).toBe('interrupted after 4 generated tokens');
  });

  it('with the tiny lesson model (which only replays tool calls) the extraction fails twice and the plan stops', async () => {
    const model = await loadTinyModel({ model: TINY_QWEN2_LESSON_NAME });
    try {
      const steps: LocalStep[] = [];
      const chat = localChatModel({ generator: localModelGenerator(model), maxNewTokens: 80, kvReuse: true, onStep: (s) => steps.push(s) });
      const trace = await planAndExecute(TAREA_VARIACION, { extractor: chat, writer: chat }, kit);
      expect(trace.end).toBe('extraction_failed');
      const extract = trace.stages[0] as ExtractStage;
      expect(extract.attempts).toHaveLength(2);
      expect(extract.attempts[1]!.messages.at(-1)!.content).toMatch(/^Tu respuesta no es válida: /);
      // The prompts are the chat template's, without a # Tools section.
      expect(steps).toHaveLength(2);
      expect(steps[0]!.prompt).toMatch(/^<\|im_start\|>system\nExtraes datos/);
      expect(steps[0]!.prompt).not.toContain('# Tools');
      expect(steps[1]!.inputTokens).toBeGreaterThan(steps[0]!.inputTokens);
    } finally {
      await model.dispose();
    }
  });
});
