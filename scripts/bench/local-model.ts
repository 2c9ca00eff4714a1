// Bench section for the local model, run in Node with the tiny Qwen2 fixture: model load time, and prefill
// tokens and time per step of a five-step agent conversation with and without KV-cache reuse (median of
// repeated runs: single runs of a model this small are mostly noise). `benchLocalModel()` measures;
// `localModel` is the section for `npm run bench`.
import { loadMarketData } from '../../src/core/data/load-market-data.ts';
import { LESSON_SYSTEM_PROMPT } from '../../src/core/run/lesson-plans.ts';
import { LESSON_QUESTION } from '../../src/core/sim/scenarios.ts';
import { createLessonToolKit } from '../../src/core/tools/lesson-tools.ts';
import { templateTools, type ChatMessage, type TemplateTool } from '../../src/llm/chat-template.ts';
import type { LocalModel, StepStats } from '../../src/llm/engine/model-session.ts';
import { nodeDataSource } from '../node-data-source.ts';
import { buildTinyModels } from '../tiny-model/build-tiny-models.ts';
import { loadTinyModel } from '../tiny-model/tiny-model-source.ts';
import type { BenchFigure, BenchSection } from './bench-section.ts';
import { formatMs, median } from './measure.ts';

const RESULT = '{"resultado": {"ticker": "BUSI", "fecha": "2024-03-15", "cierre": 26.19}}';
const STEPS = 5;

export interface LoopRun {
  steps: StepStats[];
  prefilledTokens: number;
  prefillMs: number;
  /** Decode tokens per second over the whole run (first tokens excluded: they come from prefill). */
  tokensPerSecond: number | undefined;
}

export interface LocalModelBench {
  loadMs: number;
  withReuse: LoopRun;
  withoutReuse: LoopRun;
  /** Prefilled tokens without reuse ÷ with reuse. */
  prefillTokenRatio: number;
  /** Prefill time without reuse ÷ with reuse. */
  prefillTimeRatio: number;
}

/** The lesson's local agent on task 1, with precio as the only tool and its first result sent back every step. */
async function runLoop(model: LocalModel, tools: readonly TemplateTool[], kvReuse: boolean): Promise<LoopRun> {
  await model.reset();
  const messages: ChatMessage[] = [
    { role: 'system', content: LESSON_SYSTEM_PROMPT },
    { role: 'user', content: LESSON_QUESTION },
  ];
  const steps: StepStats[] = [];
  for (let i = 0; i < STEPS; i++) {
    const out = await model.generate(model.render(messages, tools), { kvReuse });
    steps.push(out.stats);
    messages.push({ role: 'assistant', content: out.text.trim() }, { role: 'tool', content: RESULT });
  }
  const sum = (f: (s: StepStats) => number) => steps.reduce((n, s) => n + f(s), 0);
  const decodeMs = sum((s) => s.decodeMs);
  const decoded = sum((s) => Math.max(s.generatedTokens - 1, 0));
  return {
    steps,
    prefilledTokens: sum((s) => s.prefilledTokens),
    prefillMs: sum((s) => s.prefillMs),
    tokensPerSecond: decodeMs > 0 ? (decoded * 1000) / decodeMs : undefined,
  };
}

const REPEATS = 7;

async function repeat(run: () => Promise<LoopRun>): Promise<LoopRun[]> {
  const runs: LoopRun[] = [];
  for (let i = 0; i < REPEATS; i++) runs.push(await run());
  return runs;
}

/** Step by step, the median time over repeated runs (token counts are identical in every run: greedy). */
function medianRun(runs: LoopRun[]): LoopRun {
  const [first] = runs as [LoopRun];
  const steps = first.steps.map((s, i) => ({
    ...s,
    prefillMs: median(runs.map((r) => r.steps[i]!.prefillMs)),
    decodeMs: median(runs.map((r) => r.steps[i]!.decodeMs)),
  }));
  const rates = runs.flatMap((r) => (r.tokensPerSecond === undefined ? [] : [r.tokensPerSecond]));
  return {
    steps,
    prefilledTokens: first.prefilledTokens,
    prefillMs: steps.reduce((n, s) => n + s.prefillMs, 0),
    tokensPerSecond: rates.length > 0 ? median(rates) : undefined,
  };
}

export async function benchLocalModel(): Promise<LocalModelBench> {
  buildTinyModels();
  const tools = templateTools(createLessonToolKit(await loadMarketData(nodeDataSource()), ['precio']), ['precio']);
  const model = await loadTinyModel();
  try {
    await runLoop(model, tools, true); // warm-up: the first runs include ONNX Runtime's own set-up
    const withoutReuse = medianRun(await repeat(() => runLoop(model, tools, false)));
    const withReuse = medianRun(await repeat(() => runLoop(model, tools, true)));
    return {
      loadMs: model.loadMs,
      withReuse,
      withoutReuse,
      prefillTokenRatio: withoutReuse.prefilledTokens / withReuse.prefilledTokens,
      prefillTimeRatio: withoutReuse.prefillMs / withReuse.prefillMs,
    };
  } finally {
    await model.dispose();
  }
}

function figures(b: LocalModelBench): BenchFigure[] {
  const rate = (x: number | undefined) => (x === undefined ? 'n/a' : `${x.toFixed(0)} tokens/s`);
  const stepFigures = b.withReuse.steps.map((s, i): BenchFigure => {
    const w = b.withoutReuse.steps[i]!;
    return {
      label: `step ${i + 1}: input tokens ${s.inputTokens}`,
      value:
        `reuse on: ${s.reusedTokens} reused, ${s.prefilledTokens} prefilled in ${formatMs(s.prefillMs)}; ` +
        `reuse off: ${w.prefilledTokens} prefilled in ${formatMs(w.prefillMs)}`,
    };
  });
  return [
    { label: 'model load (tokenizer + ONNX session)', value: formatMs(b.loadMs) },
    ...stepFigures,
    {
      label: `prefilled tokens over ${STEPS} steps`,
      value: `${b.withReuse.prefilledTokens} with reuse, ${b.withoutReuse.prefilledTokens} without (×${b.prefillTokenRatio.toFixed(1)})`,
    },
    {
      // The fixture's cost is mostly per call, not per token; the real model's is ≈ 1 GFLOP per prefilled token.
      label: `prefill time over ${STEPS} steps`,
      value: `${formatMs(b.withReuse.prefillMs)} with reuse, ${formatMs(b.withoutReuse.prefillMs)} without (×${b.prefillTimeRatio.toFixed(1)})`,
    },
    { label: 'decode speed', value: `${rate(b.withReuse.tokensPerSecond)} with reuse, ${rate(b.withoutReuse.tokensPerSecond)} without` },
  ];
}

export const localModel: BenchSection = {
  title: `Local model in Node: tiny Qwen2 fixture, fp32 on CPU, ${STEPS}-step loop, KV reuse on and off (median of ${REPEATS} runs)`,
  run: async () => figures(await benchLocalModel()),
};
