// The figures of `npm run bench -- local-scale`, each labelled with where it was measured: per thread count in
// Chromium, then q8 against q4, then Node. Kept apart from the measuring so the labels and goals read in one place.
import { LESSON_MAX_NEW_TOKENS } from '../../src/core/labs/lesson-plans.ts';
import type { GeneratedTurn } from '../../src/llm/generator.ts';
import type { LoadedModel } from '../../src/llm/worker/protocol.ts';
import type { BenchFigure } from './bench-section.ts';
import type { LessonPrompts, ThreadRun } from './local-scale-browser.ts';
import type { NodeReference, NodeSide } from './local-scale-node.ts';
import type { Answer } from './local-scale-page.ts';
import type { MemoryReading } from './renderer-memory.ts';

export interface ScaleBench {
  browser: string;
  isolated: boolean;
  prompts: LessonPrompts;
  runs: ThreadRun[];
  q8: { load: Answer<LoadedModel>; turn: GeneratedTurn };
  q4: { load: Answer<LoadedModel>; turn: GeneratedTurn };
  node: NodeReference;
  loopSteps: number;
}

const ms = (x: number) => (x >= 10_000 ? `${(x / 1000).toFixed(1)} s` : `${x.toFixed(0)} ms`);
const mb = (bytes: number) => `${(bytes / 2 ** 20).toFixed(0)} MiB`;
const rate = (tokens: number, t: number) => (t > 0 ? `${((tokens * 1000) / t).toFixed(1)} tokens/s` : 'n/a');
const ratio = (a: number, b: number) => `${(a / b).toFixed(2)}×`;
const sum = (xs: readonly number[]) => xs.reduce((n, x) => n + x, 0);
const stepMs = (t: GeneratedTurn) => t.stats.prefillMs + t.stats.decodeMs;

function memory(m: MemoryReading): string {
  return `VmRSS ${mb(m.rssBytes)} (summed over the renderers), VmHWM ${mb(m.hwmBytes)}`;
}

function loadFigures(r: ThreadRun, where: string): BenchFigure[] {
  const ready = (l: LoadedModel) => `ready ${ms(l.loadMs + l.warmupMs)} (load ${ms(l.loadMs)} + warm-up ${ms(l.warmupMs)})`;
  const first = r.firstLoad;
  return [
    ...(first
      ? [
          { label: `first Load, files downloaded into the Cache API ${where}`, value: `${ready(first.answer.value)}; request to reply ${ms(first.answer.wallMs)}` },
          { label: `  peak memory, first Load ${where}`, value: memory(first.peak) },
        ]
      : []),
    {
      label: `Load from the local cache, a new worker ${where}`,
      value: `${ready(r.load.answer.value)}; request to reply ${ms(r.load.answer.wallMs)}; worker reports ${r.load.answer.value.threads} thread(s)`,
    },
    { label: `  peak memory, Load ${where}`, value: memory(r.load.peak) },
  ];
}

function stepFigures(r: ThreadRun, where: string): BenchFigure[] {
  const s = r.step1.answer.value.stats;
  const decoded = Math.max(s.generatedTokens - 1, 0);
  const on = r.step2On.stats;
  const off = r.step2Off.stats;
  const afterStop = r.stop.turn.stats.generatedTokens - (r.stop.tokensAtInterrupt ?? NaN);
  return [
    {
      label: `lab step 1: ${s.inputTokens} tokens, max ${LESSON_MAX_NEW_TOKENS} new, greedy, reuse on ${where}`,
      value:
        `prefill ${s.prefilledTokens} tokens in ${ms(s.prefillMs)} (${rate(s.prefilledTokens, s.prefillMs)}), ` +
        `decode ${decoded} in ${ms(s.decodeMs)} (${rate(decoded, s.decodeMs)}; ${(s.decodeMs / Math.max(decoded, 1)).toFixed(0)} ms/token), ` +
        `step ${(stepMs(r.step1.answer.value) / 1000).toFixed(1)} s; ${s.generatedTokens} generated (${r.step1.answer.value.stopReason})`,
    },
    { label: `  peak memory, step 1 ${where}`, value: memory(r.step1.peak) },
    {
      label: `step 2: ${on.inputTokens} tokens after step 1, reuse on ${where}`,
      value: `${on.reusedTokens} reused (the common prefix only: the stand-in's step 1 is noise), ${on.prefilledTokens} prefilled in ${ms(on.prefillMs)}`,
    },
    { label: `step 2: ${off.inputTokens} tokens, reuse off ${where}`, value: `${off.reusedTokens} reused, ${off.prefilledTokens} prefilled in ${ms(off.prefillMs)}` },
    {
      label: `Stop: interrupt posted at token ${r.stop.tokensAtInterrupt ?? 'n/a'} of max ${LESSON_MAX_NEW_TOKENS} ${where}`,
      value: `${afterStop} token(s) generated after it (goal ≤ 2); ${r.stop.turn.stats.generatedTokens} in all, ${r.stop.turn.stopReason}`,
    },
    {
      label: `memory over a ${r.loop.steps}-step loop (16 new tokens a step, reuse on) ${where}`,
      value:
        `RSS after step 5 ${mb(r.loop.rssAfter5)}, after step ${r.loop.steps} ${mb(r.loop.rssAfterLast)} ` +
        `(prompt ${r.loop.lastInputTokens} tokens): growth ${(((r.loop.rssAfterLast - r.loop.rssAfter5) / r.loop.rssAfter5) * 100).toFixed(1)} % (goal ≤ 10 %)`,
    },
  ];
}

function bareFigures(r: ThreadRun, where: string): BenchFigure[] {
  const lab = r.step1.answer.value.stats;
  const bareDecode = sum(r.bare.decodeMs);
  const bareTotal = r.bare.prefillMs + bareDecode;
  const labPerToken = lab.decodeMs / Math.max(lab.generatedTokens - 1, 1);
  const barePerToken = bareDecode / Math.max(r.bare.decodeMs.length, 1);
  return [
    {
      label: `bare onnxruntime-web, same page, same ids and new-token count ${where}`,
      value: `prefill ${ms(r.bare.prefillMs)}, decode ${barePerToken.toFixed(0)} ms/token (${r.bare.tokenIds.length} tokens), total ${ms(bareTotal)}; session from fetched bytes ${ms(r.bare.createMs)}`,
    },
    {
      label: `overhead: lab/bare ${where}`,
      value: `${ratio(lab.prefillMs + lab.decodeMs, bareTotal)} (prefill ${ratio(lab.prefillMs, r.bare.prefillMs)}, decode per token ${ratio(labPerToken, barePerToken)})`,
    },
  ];
}

function predictionFigures(r: ThreadRun, where: string): BenchFigure[] {
  const p = r.preflight.value;
  const turn = r.step1.answer.value;
  const predicted = p.step1.prefillMs + Math.max(turn.stats.generatedTokens - 1, 0) * p.step1.decodeMsPerToken;
  const measured = stepMs(turn);
  const loaded = r.load.answer.value.loadMs;
  return [
    {
      label: `preflight prediction ${where}`,
      value:
        `step 1 ${(p.step1.stepMs / 1000).toFixed(1)} s (prefill ${ms(p.step1.prefillMs)}, decode ${p.step1.decodeMsPerToken.toFixed(0)} ms/token); ` +
        `load ${p.loadMs === undefined ? 'n/a' : ms(p.loadMs)}; the preflight took ${ms(r.preflight.wallMs)} (${p.threads} thread(s))`,
    },
    {
      // What the prediction is made of, so a miss can be traced to its term.
      label: `  preflight calibration (${p.measuredDtype}) ${where}`,
      value:
        `prefill ${p.calibration.layerPrefillMs.toFixed(1)} ms a layer + ${p.calibration.prefillFixedMs.toFixed(0)} ms a run; ` +
        `decode ${p.calibration.decodeMsPerToken.toFixed(1)} ms a token (the 3-layer graph's per byte, × ${(p.calibration.modelBytes / 1e6).toFixed(0)} MB); ` +
        `session ${p.calibration.createMsPerMB.toFixed(1)} ms/MB`,
    },
    {
      label: `prediction vs measured, step 1 at ${turn.stats.generatedTokens} tokens ${where}`,
      value: `predicted ${ms(predicted)}, measured ${ms(measured)}: ${(((predicted - measured) / measured) * 100).toFixed(0)} % (goal within ±30 %)`,
    },
    {
      label: `prediction vs measured, load ${where}`,
      value: p.loadMs === undefined ? 'n/a' : `predicted ${ms(p.loadMs)}, measured ${ms(loaded)} (cached Load's loadMs): ${(((p.loadMs - loaded) / loaded) * 100).toFixed(0)} %`,
    },
  ];
}

function nodeFigures(n: NodeReference): BenchFigure[] {
  const line = (s: NodeSide) => `prefill ${ms(s.prefillMs)}, decode ${s.decodeMsPerToken.toFixed(0)} ms/token, total ${ms(s.totalMs)} (${s.generated} tokens)`;
  return [
    { label: 'bare onnxruntime-node, q8, same ids and new-token count [Node, onnxruntime-node, its default threads]', value: line(n.bare) },
    { label: "the lab's generator (LocalModel), q8, device cpu [Node, transformers.js on onnxruntime-node]", value: line(n.lab) },
    {
      label: 'overhead: lab/bare [Node, onnxruntime-node]',
      value: `${ratio(n.lab.totalMs, n.bare.totalMs)} (prefill ${ratio(n.lab.prefillMs, n.bare.prefillMs)}, decode per token ${ratio(n.lab.decodeMsPerToken, n.bare.decodeMsPerToken)})`,
    },
  ];
}

/** The overhead once more with the later q8 step (a second sample of the lab at 1 thread: one step is noisy on a shared machine). */
function againstBare(b: ScaleBench): BenchFigure[] {
  const one = b.runs.find((r) => r.threads === 1);
  if (!one) return [];
  const lab = b.q8.turn.stats;
  const bareDecode = sum(one.bare.decodeMs);
  const barePerToken = bareDecode / Math.max(one.bare.decodeMs.length, 1);
  const labPerToken = lab.decodeMs / Math.max(lab.generatedTokens - 1, 1);
  return [
    {
      label: `overhead: lab/bare, the later q8 step against the same bare run [Chromium ${b.browser}, WASM, 1 thread]`,
      value: `${ratio(lab.prefillMs + lab.decodeMs, one.bare.prefillMs + bareDecode)} (prefill ${ratio(lab.prefillMs, one.bare.prefillMs)}, decode per token ${ratio(labPerToken, barePerToken)})`,
    },
  ];
}

export function scaleFigures(b: ScaleBench): BenchFigure[] {
  const where = (threads: number) => `[Chromium ${b.browser}, WASM, ${threads} thread${threads === 1 ? '' : 's'}]`;
  const quant = (q: ScaleBench['q8']) =>
    `${(stepMs(q.turn) / 1000).toFixed(1)} s (prefill ${ms(q.turn.stats.prefillMs)}, ${q.turn.stats.generatedTokens} tokens, decode ${(q.turn.stats.decodeMs / Math.max(q.turn.stats.generatedTokens - 1, 1)).toFixed(0)} ms/token); Load ${ms(q.load.value.loadMs)}`;
  return [
    { label: `page [Chromium ${b.browser}]`, value: `crossOriginIsolated ${b.isolated} (COOP/COEP from the bench's server)` },
    { label: "lesson's prompts, rendered by the worker [Chromium]", value: `step 1 ${b.prompts.step1.tokens} tokens (lesson: 567), step 2 ${b.prompts.step2.tokens} (lesson: 734)` },
    ...b.runs.flatMap((r) => {
      const w = where(r.threads);
      return [...predictionFigures(r, w).slice(0, 2), ...loadFigures(r, w), ...stepFigures(r, w), ...bareFigures(r, w), ...predictionFigures(r, w).slice(2)];
    }),
    { label: `lab step 1, q8 (model_quantized.onnx) ${where(1)}`, value: quant(b.q8) },
    ...againstBare(b),
    { label: `lab step 1, q4 (model_q4.onnx) ${where(1)}`, value: quant(b.q4) },
    ...nodeFigures(b.node),
  ];
}
