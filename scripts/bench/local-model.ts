// Bench section for the local model, run in Node with the tiny Qwen2 fixture: model load time, and prefill
// tokens and time per step of a five-step agent conversation with and without KV-cache reuse, in turn, each run
// from an empty cache (median of repeated runs: single runs of a model this small are mostly noise; each row's
// tokens and times come from the same runs); and decode speed with "what it almost said" (the top-5 alternatives
// recorded at each token) off and on, in turn in the same runs. `benchLocalModel()` measures; `localModel` is the
// section for `npm run bench`.
import { loadMarketData } from '../../src/core/data/load-market-data.ts';
import { LESSON_SYSTEM_PROMPT } from '../../src/core/labs/lesson-plans.ts';
import { LESSON_QUESTION } from '../../src/core/sim/scenarios.ts';
import { createLessonToolKit } from '../../src/core/tools/lesson-tools.ts';
import { templateTools, type ChatMessage, type TemplateTool } from '../../src/llm/chat-template.ts';
import type { LocalModel } from '../../src/llm/engine/model-session.ts';
import type { StepStats } from '../../src/llm/engine/generation.ts';
import { ALTERNATIVES_SHOWN } from '../../src/llm/top-alternatives.ts';
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
  /** Tokens after each step's first one (the first comes out of prefill), and their time. */
  decodedTokens: number;
  decodeMs: number;
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
  /** The with-reuse loop again, recording ALTERNATIVES_SHOWN alternatives at each token (run in turn with withReuse). */
  withAlternatives: LoopRun;
  /** Decode speed with alternatives off ÷ on. */
  alternativesSlowdown: number | undefined;
}

/** The lesson's local agent on task 1, with precio as the only tool and its first result sent back every step. */
async function runLoop(model: LocalModel, tools: readonly TemplateTool[], kvReuse: boolean, alternatives = 0): Promise<LoopRun> {
  await model.reset(); // from an empty cache: no run reuses the one before
  const messages: ChatMessage[] = [
    { role: 'system', content: LESSON_SYSTEM_PROMPT },
    { role: 'user', content: LESSON_QUESTION },
  ];
  const steps: StepStats[] = [];
  for (let i = 0; i < STEPS; i++) {
    const out = await model.generate(model.render(messages, tools), { kvReuse, alternatives });
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
    decodedTokens: decoded,
    decodeMs,
    tokensPerSecond: decodeMs > 0 ? (decoded * 1000) / decodeMs : undefined,
  };
}

const REPEATS = 7;

/** Step by step, the median time over the runs of one setting, with their tokens (greedy: the same every run, checked). */
function medianRun(runs: LoopRun[]): LoopRun {
  const [first] = runs as [LoopRun];
  const tokens = (r: LoopRun) => r.steps.map((s) => `${s.reusedTokens}/${s.prefilledTokens}/${s.generatedTokens}`).join(' ');
  if (runs.some((r) => tokens(r) !== tokens(first))) throw new Error(`runs of one setting differ in tokens: ${runs.map(tokens).join(' | ')}`);
  const steps = first.steps.map((s, i) => ({
    ...s,
    prefillMs: median(runs.map((r) => r.steps[i]!.prefillMs)),
    decodeMs: median(runs.map((r) => r.steps[i]!.decodeMs)),
  }));
  const decodeMs = steps.reduce((n, s) => n + s.decodeMs, 0);
  return {
    steps,
    prefilledTokens: first.prefilledTokens,
    prefillMs: steps.reduce((n, s) => n + s.prefillMs, 0),
    decodedTokens: first.decodedTokens,
    decodeMs,
    tokensPerSecond: decodeMs > 0 ? (first.decodedTokens * 1000) / decodeMs : undefined,
  };
}

export async function benchLocalModel(): Promise<LocalModelBench> {
  buildTinyModels();
  const tools = templateTools(createLessonToolKit(await loadMarketData(nodeDataSource()), ['precio']), ['precio']);
  const model = await loadTinyModel();
  try {
    await runLoop(model, tools, true); // warm-up: the first runs include ONNX Runtime's own set-up
    const on: LoopRun[] = [];
    const off: LoopRun[] = [];
    const alternatives: LoopRun[] = [];
    for (let i = 0; i < REPEATS; i++) {
      on.push(await runLoop(model, tools, true));
      off.push(await runLoop(model, tools, false));
      alternatives.push(await runLoop(model, tools, true, ALTERNATIVES_SHOWN));
    }
    const withReuse = medianRun(on);
    const withoutReuse = medianRun(off);
    const withAlternatives = medianRun(alternatives);
    return {
      loadMs: model.loadMs,
      withReuse,
      withoutReuse,
      prefillTokenRatio: withoutReuse.prefilledTokens / withReuse.prefilledTokens,
      prefillTimeRatio: withoutReuse.prefillMs / withReuse.prefillMs,
      withAlternatives,
      alternativesSlowdown:
        withReuse.tokensPerSecond !== undefined && withAlternatives.tokensPerSecond !== undefined ? withReuse.tokensPerSecond / withAlternatives.tokensPerSecond : undefined,
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
    {
      label: `decode over ${STEPS} steps`,
      value:
        `${b.withReuse.decodedTokens} tokens in ${formatMs(b.withReuse.decodeMs)} (${rate(b.withReuse.tokensPerSecond)}) with reuse, ` +
        `${b.withoutReuse.decodedTokens} in ${formatMs(b.withoutReuse.decodeMs)} (${rate(b.withoutReuse.tokensPerSecond)}) without`,
    },
    {
      // Measured here, in Node on this machine's CPU: one softmax and top-k pass over 151,936 scores a token, in JS.
      label: `decode with "what it almost said" off and on (top ${ALTERNATIVES_SHOWN} per token, reuse on, in turn; Node)`,
      value:
        `${rate(b.withReuse.tokensPerSecond)} off, ${rate(b.withAlternatives.tokensPerSecond)} on ` +
        `(×${b.alternativesSlowdown === undefined ? 'n/a' : b.alternativesSlowdown.toFixed(2)} slower; ` +
        `${formatMs(Math.max(b.withAlternatives.decodeMs - b.withReuse.decodeMs, 0) / Math.max(b.withReuse.decodedTokens, 1))} a token)`,
    },
  ];
}

export const localModel: BenchSection = {
  title: `Local model in Node: tiny Qwen2 fixture, fp32 on CPU, ${STEPS}-step loop, KV reuse on and off in turn from an empty cache (median of ${REPEATS} runs each)`,
  run: async () => figures(await benchLocalModel()),
};
