// The local-model backend: what #/local previews before a run (firstPrompt) is what the adapter sends at step 1,
// for the lesson's plan and a lab's; the local model's budget of new tokens is the plan's unless the person
// running it says otherwise.
import { describe, expect, it } from 'vitest';
import { labQuestionPlan, LAB_MAX_NEW_TOKENS } from '../../../src/core/labs/lab-plans.ts';
import { LESSON_MAX_NEW_TOKENS, lessonQuestionPlan } from '../../../src/core/labs/lesson-plans.ts';
import type { ReactPlan } from '../../../src/core/run/run-plan.ts';
import { run } from '../../../src/core/run/run.ts';
import { createTiendaKit } from '../../../src/core/labs/tienda/tienda-kit.ts';
import type { ChatMessage, TemplateTool } from '../../../src/llm/chat-template.ts';
import type { GeneratedTurn, LocalGenerator, TurnOptions } from '../../../src/llm/generator.ts';
import { firstPrompt, localModelBackend } from '../../../src/llm/local-model-backend.ts';

/** Answers at once, recording what it was asked to render and the options of each generation. */
function recording() {
  const rendered: { messages: ChatMessage[]; tools: TemplateTool[] }[] = [];
  const options: TurnOptions[] = [];
  const generator: LocalGenerator = {
    render: async (messages, tools) => {
      rendered.push(structuredClone({ messages: [...messages], tools: [...tools] }));
      return { prompt: 'prompt', tokens: 10 };
    },
    generate: async (_prompt, turn): Promise<GeneratedTurn> => {
      options.push(turn);
      const stats = { inputTokens: 10, reusedTokens: 0, prefilledTokens: 10, generatedTokens: 2, prefillMs: 1, decodeMs: 1, tokensPerSecond: 1000 };
      return { text: 'Listo.', stopReason: 'end_of_turn', stats };
    },
  };
  return { generator, rendered, options };
}

async function firstRendered(plan: ReactPlan<unknown>, maxNewTokens?: number) {
  const { generator, rendered, options } = recording();
  await run(plan, localModelBackend({ generator, model: 'test', ...(maxNewTokens ? { maxNewTokens } : {}) }));
  return { first: rendered[0], options };
}

describe('localModelBackend', () => {
  it("the lesson's preview is the adapter's step 1: its system prompt, the question and the chosen tools in order", async () => {
    const kit = createTiendaKit();
    const plan = lessonQuestionPlan({ question: '¿Qué hay?', kit, tools: ['get_product', 'list_products'] });
    const { first, options } = await firstRendered(plan);
    expect(first).toEqual(firstPrompt(plan));
    expect(first?.messages.map((m) => m.role)).toEqual(['system', 'user']);
    expect(first?.tools.map((t) => t.function.name)).toEqual(['get_product', 'list_products']);
    expect(options[0]?.maxNewTokens).toBe(LESSON_MAX_NEW_TOKENS);
  });

  it("a lab's preview is the adapter's step 1 too, with the companion course's prompt and the lab's tools; the link's budget wins", async () => {
    const plan = await labQuestionPlan({ lab: 'tienda', question: 'What is in stock?' });
    const { first, options } = await firstRendered(plan);
    expect(first).toEqual(firstPrompt(plan));
    expect(first?.messages[0]?.content).toBe(plan.system);
    expect(first?.tools.map((t) => t.function.name)).toEqual(['list_products', 'get_product']);
    expect(options[0]?.maxNewTokens).toBe(LAB_MAX_NEW_TOKENS);
    expect((await firstRendered(plan, 40)).options[0]?.maxNewTokens).toBe(40);
  });
});
