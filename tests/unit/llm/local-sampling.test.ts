// Seeded sampling through the local backend: absent, nothing changes (no option sent, no report field, the
// greedy replies); on, every generation of a run gets the run's next seed in order (ReAct steps, the planner's
// stages, a fork's replayed steps too), so two runs with one seed write the same and another seed writes other
// replies on the tiny model; the trace file says how it sampled; the worker client carries the option out.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { nodeDataSource } from '../../../scripts/node-data-source.ts';
import { TINY_QWEN2_NAME } from '../../../scripts/tiny-model/tiny-models.ts';
import { loadMarketData } from '../../../src/core/data/load-market-data.ts';
import { lessonPlanAndExecute, lessonQuestionPlan } from '../../../src/core/labs/lesson-plans.ts';
import { run } from '../../../src/core/run/run.ts';
import { traceRunSchema } from '../../../src/core/trace-io/trace-schema.ts';
import { BASIC_TOOLS, createLessonToolKit } from '../../../src/core/tools/lesson-tools.ts';
import type { ToolKit } from '../../../src/core/tools/tool-kit-types.ts';
import type { LocalModel } from '../../../src/llm/engine/model-session.ts';
import type { GeneratedTurn, LocalGenerator, TurnOptions } from '../../../src/llm/generator.ts';
import type { LocalStep } from '../../../src/llm/hermes-adapter.ts';
import { localModelBackend, localRunReport, type LocalModelBackendOptions } from '../../../src/llm/local-model-backend.ts';
import { stepSeeds } from '../../../src/llm/seeded-sampling.ts';
import { ModelWorkerClient, type WorkerPort } from '../../../src/llm/worker/client/model-worker-client.ts';
import type { WorkerRequest } from '../../../src/llm/worker/protocol.ts';
import { TAREA_VARIACION } from './lesson-tool-schemas.ts';
import { loadTinyModel, recordingGenerator } from './tiny-model-fixture.ts';

let kit: ToolKit;
let model: LocalModel;
beforeAll(async () => {
  kit = createLessonToolKit(await loadMarketData(nodeDataSource()));
  model = await loadTinyModel({ model: TINY_QWEN2_NAME });
});
afterAll(async () => {
  await model.dispose();
});

const recorded = () => recordingGenerator(model);

const STATS = { inputTokens: 10, reusedTokens: 0, prefilledTokens: 10, generatedTokens: 2, prefillMs: 1, decodeMs: 1, tokensPerSecond: 1000 };

/** Calls a tool twice, then answers: three generations in a run, no model. */
function scripted(): { generator: LocalGenerator; options: TurnOptions[] } {
  const options: TurnOptions[] = [];
  const replies = [
    '<tool_call>\n{"name": "precio", "arguments": {"ticker": "BUSI", "fecha": "2024-03-15"}}\n</tool_call>',
    '<tool_call>\n{"name": "precio", "arguments": {"ticker": "BUSI", "fecha": "2024-03-22"}}\n</tool_call>',
    'Listo.',
  ];
  const generator: LocalGenerator = {
    render: async () => ({ prompt: `prompt ${options.length}`, tokens: 10 }),
    generate: async (_prompt, turn): Promise<GeneratedTurn> => {
      options.push(turn);
      return { text: replies[options.length - 1] ?? 'Listo.', stopReason: 'end_of_turn', stats: STATS };
    },
  };
  return { generator, options };
}

async function playTask(options: Partial<LocalModelBackendOptions>, generator = recorded()) {
  const plan = lessonQuestionPlan({ question: TAREA_VARIACION, kit, tools: BASIC_TOOLS });
  const { trace, report } = await run(plan, localModelBackend({ generator: generator.generator, model: TINY_QWEN2_NAME, ...options }));
  return { trace, report, options: generator.options };
}

const texts = (steps: readonly LocalStep[]) => steps.map((s) => s.turn.text);

describe('sampling through the local backend', () => {
  it('off: no generation is sent the option, the report says nothing, the replies are the greedy ones', async () => {
    const off = await playTask({});
    expect(off.options.length).toBeGreaterThan(0);
    expect(off.options.every((o) => !('sampling' in o))).toBe(true);
    expect(off.report).not.toHaveProperty('sampling');
    expect(localRunReport({ steps: off.report.steps })).not.toHaveProperty('sampling');
    expect(texts((await playTask({})).report.steps)).toEqual(texts(off.report.steps));
  });

  it("on: each generation gets the run's next seed, the model card's cut, and the report the run's settings", async () => {
    const { options, report } = await playTask({ sampling: { seed: 9, temperature: 0.8 } }, scripted());
    expect(options).toHaveLength(3);
    const next = stepSeeds(9);
    expect(options.map((o) => o.sampling)).toEqual([0, 1, 2].map(() => ({ seed: next(), temperature: 0.8, topK: 20, topP: 0.8 })));
    expect(report.sampling).toEqual({ seed: 9, temperature: 0.8, topK: 20, topP: 0.8 });
    expect(localRunReport(report).sampling).toEqual(report.sampling);
  });

  it('on the tiny model: one seed writes the same run twice, another seed another, and neither the greedy one', async () => {
    const greedy = await playTask({});
    const a = await playTask({ sampling: { seed: 1, temperature: 1 } });
    const again = await playTask({ sampling: { seed: 1, temperature: 1 } });
    const b = await playTask({ sampling: { seed: 2, temperature: 1 } });
    expect(texts(again.report.steps)).toEqual(texts(a.report.steps));
    expect(again.trace.events).toEqual(a.trace.events);
    expect(texts(b.report.steps)).not.toEqual(texts(a.report.steps));
    expect(texts(a.report.steps)).not.toEqual(texts(greedy.report.steps));
  });

  it('the pair tests/e2e/local-sampling-qwen3.spec.ts uses (seeds 1 and 2 at the model card\'s temperature 0.7) writes two different answers, and what seed 2 writes below the top 5', async () => {
    const answers: string[][] = [];
    for (const seed of [1, 2]) answers.push(texts((await playTask({ sampling: { seed, temperature: 0.7 } })).report.steps));
    expect(answers.map((a) => a.length)).toEqual([1, 1]);
    expect(answers[0]).not.toEqual(answers[1]);
    // With alts=1, seed 2 writes two tokens the model ranked below its top 5: the e2e finds their rows.
    const { report } = await playTask({ sampling: { seed: 2, temperature: 0.7 }, alternatives: 5 });
    const below = report.steps[0]!.turn.alternatives!.filter((t) => !t.top.some((c) => c.id === t.id));
    expect(below).toHaveLength(2);
    expect(below.every((t) => t.probability > 0 && t.probability <= t.top.at(-1)!.probability)).toBe(true);
  });

  it("a fork's replayed step takes its seed too, so the step after it gets the same seed as in the original run", async () => {
    const sampling = { seed: 4, temperature: 0.7 };
    const original = await playTask({ sampling }, scripted());
    const edits = [{ kind: 'result' as const, step: 2, call: 1, text: '{"resultado": {"cierre": 30}}' }];
    const plan = lessonQuestionPlan({ question: TAREA_VARIACION, kit, tools: BASIC_TOOLS, fork: { edits, parent: original } });
    // The fork renders the original's prompts for the steps before the edited result, so those are replayed.
    let renders = 0;
    const seeds: number[] = [];
    const fork: LocalGenerator = {
      render: async () => ({ prompt: original.report.steps[renders++]?.prompt ?? 'changed', tokens: 10 }),
      generate: async (_prompt, turn) => (seeds.push(turn.sampling!.seed), { text: 'Listo.', stopReason: 'end_of_turn', stats: STATS }),
    };
    await run(plan, localModelBackend({ generator: fork, model: TINY_QWEN2_NAME, sampling }));
    // Steps 1 and 2 replayed; step 3, after the edit, generated with the original's third seed.
    expect(seeds).toEqual([original.options[2]!.sampling!.seed]);
  });

  it("plan and execute: the planner's generations take the seeds in order as well", async () => {
    const { generator, options } = recorded();
    const { report } = await run(lessonPlanAndExecute({ question: TAREA_VARIACION, kit }), localModelBackend({ generator, model: TINY_QWEN2_NAME, sampling: { seed: 3, temperature: 0.5 } }));
    const next = stepSeeds(3);
    expect(options.length).toBeGreaterThan(0);
    expect(options.map((o) => o.sampling?.seed)).toEqual(options.map(() => next()));
    expect(report.sampling).toMatchObject({ seed: 3, temperature: 0.5 });
  });

  it('the trace file reads a sampled run back, and refuses a sampling entry that lacks a field', async () => {
    const { trace, report } = await playTask({ sampling: { seed: 1, temperature: 1 } });
    const entry = { label: 'run', trace, report: localRunReport(report) };
    expect(traceRunSchema.safeParse(JSON.parse(JSON.stringify(entry))).success).toBe(true);
    const broken = { ...entry, report: { ...entry.report, sampling: { seed: 1, temperature: 1 } } };
    expect(traceRunSchema.safeParse(JSON.parse(JSON.stringify(broken))).success).toBe(false);
  });
});

describe('the worker client', () => {
  it('sends a generation its sampling with the generate request, and none when there is none', () => {
    const sent: WorkerRequest[] = [];
    const port: WorkerPort = { postMessage: (message) => sent.push(message), terminate: () => {}, addEventListener: () => {} };
    const client = new ModelWorkerClient(() => port);
    const sampling = { seed: 77, temperature: 0.7, topK: 20, topP: 0.8 };
    void client.generator().generate('p', { maxNewTokens: 5, kvReuse: true, sampling });
    void client.generator().generate('p', { maxNewTokens: 5, kvReuse: true });
    expect(sent[0]).toMatchObject({ type: 'generate', prompt: 'p', sampling });
    expect(sent[1]).not.toHaveProperty('sampling');
  });
});
