// "What it almost said" through the loop: the backend's option reaches every generation (ReAct and plan and
// execute), each step's turn carries its tokens' alternatives, a fork's replayed steps keep theirs, and the worker
// client carries the option out and the alternatives back.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { nodeDataSource } from '../../../scripts/node-data-source.ts';
import { LESSON_REPLY_TEXTS, TINY_QWEN2_LESSON_NAME } from '../../../scripts/tiny-model/tiny-models.ts';
import type { Trace } from '../../../src/core/agent/trace.ts';
import { loadMarketData } from '../../../src/core/data/load-market-data.ts';
import { lessonPlanAndExecute, lessonQuestionPlan } from '../../../src/core/labs/lesson-plans.ts';
import { forkOf } from '../../../src/core/run/fork.ts';
import { run } from '../../../src/core/run/run.ts';
import { BASIC_TOOLS, createLessonToolKit } from '../../../src/core/tools/lesson-tools.ts';
import type { ToolKit } from '../../../src/core/tools/tool-kit-types.ts';
import type { LocalModel } from '../../../src/llm/engine/model-session.ts';
import type { GeneratedTurn } from '../../../src/llm/generator.ts';
import type { LocalStep } from '../../../src/llm/hermes-adapter.ts';
import { localModelBackend } from '../../../src/llm/local-model-backend.ts';
import { ModelWorkerClient, type WorkerPort } from '../../../src/llm/worker/client/model-worker-client.ts';
import type { WorkerEvent, WorkerRequest } from '../../../src/llm/worker/protocol.ts';
import { TAREA_VARIACION } from './lesson-tool-schemas.ts';
import { loadTinyModel, recordingGenerator } from './tiny-model-fixture.ts';

let kit: ToolKit;
let model: LocalModel;
beforeAll(async () => {
  kit = createLessonToolKit(await loadMarketData(nodeDataSource()));
  model = await loadTinyModel({ model: TINY_QWEN2_LESSON_NAME });
});
afterAll(async () => {
  await model.dispose();
});

const recorded = () => recordingGenerator(model);

/** With `parent`, a fork of it: step 1's third result edited. */
async function playTask1(alternatives: number | undefined, parent?: { trace: Trace; steps: readonly LocalStep[] }) {
  const { generator, options } = recorded();
  const edits = [{ kind: 'result' as const, step: 1, call: 2, text: '{"resultado": {"cierre": 30}}' }];
  const plan = lessonQuestionPlan({ question: TAREA_VARIACION, kit, tools: BASIC_TOOLS, ...(parent ? forkOf(edits, { trace: parent.trace, report: { steps: parent.steps } }) : {}) });
  const backend = localModelBackend({ generator, model: TINY_QWEN2_LESSON_NAME, ...(alternatives === undefined ? {} : { alternatives }) });
  const { trace, report } = await run(plan, backend);
  return { trace, steps: report.steps, options };
}

describe('alternatives through the local backend', () => {
  it("ReAct: every step's turn holds one entry per generated token, the first one <tool_call>", async () => {
    const { steps, options } = await playTask1(5);
    expect(options.map((o) => o.alternatives)).toEqual([5, 5]);
    expect(steps.map((s) => s.turn.text)).toEqual([...LESSON_REPLY_TEXTS]);
    for (const { turn } of steps) {
      expect(turn.alternatives).toHaveLength(turn.stats.generatedTokens);
      expect(turn.alternatives!.every((t) => t.top.length === 5 && t.top[0]!.id === t.id)).toBe(true);
    }
    expect(steps[0]!.turn.alternatives![0]!.piece).toBe('<tool_call>');
    expect(steps[1]!.turn.alternatives!.map((t) => t.piece).join('')).toBe(`${LESSON_REPLY_TEXTS[1]}<|im_end|>`);
  });

  it('off by default: no option is sent and no turn carries alternatives, the replies the same', async () => {
    const off = await playTask1(undefined);
    expect(off.options.every((o) => !('alternatives' in o))).toBe(true);
    expect(off.steps.every((s) => !('alternatives' in s.turn))).toBe(true);
    expect(off.steps.map((s) => s.turn.text)).toEqual([...LESSON_REPLY_TEXTS]);
    expect((await playTask1(0)).options.every((o) => !('alternatives' in o))).toBe(true);
  });

  it("a fork's replayed step keeps the alternatives it was generated with", async () => {
    const original = await playTask1(5);
    const fork = await playTask1(5, original);
    expect(fork.options).toHaveLength(1);
    expect(fork.steps[0]!.turn).toBe(original.steps[0]!.turn);
    expect(fork.steps[1]!.turn.alternatives).toHaveLength(fork.steps[1]!.turn.stats.generatedTokens);
  });

  it("plan and execute: the planner's generations are asked for them too", async () => {
    const { generator, options } = recorded();
    const { report } = await run(lessonPlanAndExecute({ question: TAREA_VARIACION, kit }), localModelBackend({ generator, model: TINY_QWEN2_LESSON_NAME, alternatives: 5 }));
    expect(report.steps.length).toBeGreaterThan(0);
    expect(options.every((o) => o.alternatives === 5)).toBe(true);
    for (const { turn } of report.steps) expect(turn.alternatives).toHaveLength(turn.stats.generatedTokens);
  });
});

describe('the worker client', () => {
  it('sends the option with the generate request and returns the turn with its alternatives', async () => {
    const sent: WorkerRequest[] = [];
    let listener: ((event: never) => void) | undefined;
    const port: WorkerPort = {
      postMessage: (message) => sent.push(message),
      terminate: () => {},
      addEventListener: (type: string, l: (event: never) => void) => {
        if (type === 'message') listener = l;
      },
    };
    const client = new ModelWorkerClient(() => port);
    const generating = client.generator().generate('p', { maxNewTokens: 5, kvReuse: true, alternatives: 5 });
    expect(sent[0]).toMatchObject({ type: 'generate', prompt: 'p', alternatives: 5 });
    const top = [{ id: 7, piece: 'Hola', probability: 0.9 }];
    const turn: GeneratedTurn = {
      text: 'Hola',
      stopReason: 'end_of_turn',
      stats: { inputTokens: 3, reusedTokens: 0, prefilledTokens: 3, generatedTokens: 1, prefillMs: 1, decodeMs: 0, tokensPerSecond: undefined },
      alternatives: [{ id: 7, piece: 'Hola', probability: 0.9, top }],
    };
    const reply: WorkerEvent = { id: sent[0]!.id, type: 'reply', ok: true, value: structuredClone(turn) };
    listener?.({ data: reply } as never);
    await expect(generating).resolves.toEqual(turn);
  });
});
