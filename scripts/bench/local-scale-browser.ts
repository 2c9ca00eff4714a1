// What `npm run bench -- local-scale` measures in Chromium, one thread count at a time: the preflight in a worker
// of its own, the Load from the local cache, the lesson's step 1 and step 2 (KV reuse on and off), the Stop
// latency, memory over a 30-step loop, and bare ONNX Runtime Web on the same token ids in the same page; and the
// lab's step 1 at q4. All through the lab's built model worker (LabPage), as the Local page drives it.
import type { ChatMessage, TemplateTool } from '../../src/llm/chat-template.ts';
import { LESSON_MAX_NEW_TOKENS } from '../../src/core/labs/lesson-plans.ts';
import { QWEN25_05B_DIMS } from '../../src/llm/decoder-graph/decoder-dimensions.ts';
import type { BareRun } from '../../src/llm/decoder-graph/bare-decode.ts';
import type { GeneratedTurn, RenderedPrompt } from '../../src/llm/generator.ts';
import type { LocalDtype } from '../../src/llm/device-choice.ts';
import type { LoadedModel, LoadRequest, PreflightResult } from '../../src/llm/worker/protocol.ts';
import { STAND_IN_QWEN25 } from '../tiny-model/stand-in.ts';
import type { Answer, LabPage } from './local-scale-page.ts';
import { peakDuring, readRendererMemory, type MemoryReading } from './renderer-memory.ts';

/** Where the pieces are, on the served site. */
export interface ScaleSite {
  modelWorkerUrl: string;
  bareWorkerUrl: string;
  ortMjsUrl: string;
  ortWasmUrl: string;
  /** The models mount as a path (what the lab's Load takes), and the q8/q4 files' URLs and sizes. */
  modelsPath: string;
  weights: Record<'q8' | 'q4', { url: string; bytes: number }>;
}

/** The lesson's conversation at step 1, its tools, and the step 1 and 2 prompts as the worker rendered them. */
export interface LessonPrompts {
  messages: ChatMessage[];
  tools: TemplateTool[];
  step1: RenderedPrompt;
  step2: RenderedPrompt;
  /** Step 1's prompt as token ids (tokenized in Node with the stand-in's tokenizer), for the bare side. */
  step1Ids: number[];
}

export interface ThreadRun {
  threads: number;
  preflight: Answer<PreflightResult>;
  firstLoad?: { answer: Answer<LoadedModel>; peak: MemoryReading };
  load: { answer: Answer<LoadedModel>; peak: MemoryReading };
  step1: { answer: Answer<GeneratedTurn>; peak: MemoryReading };
  step2On: GeneratedTurn;
  step2Off: GeneratedTurn;
  stop: { tokensAtInterrupt: number | null; turn: GeneratedTurn };
  loop: LoopMemory;
  bare: BareRun & { createMs: number; threads: number };
}

export interface LoopMemory {
  steps: number;
  rssAfter5: number;
  rssAfterLast: number;
  lastInputTokens: number;
}


/** Progress on stderr: the section takes minutes, and its figures print only at the end. */
export function progress(what: string): void {
  console.error(`  [local-scale ${new Date().toISOString().slice(11, 19)}] ${what}`);
}
const LOOP_NEW_TOKENS = 16;
const TOOL_RESULT = '{"resultado": {"ticker": "BUSI", "fecha": "2024-03-15", "cierre": 26.19}}';

function loadRequest(site: ScaleSite, dtype: LocalDtype, threads: number): LoadRequest {
  return { model: STAND_IN_QWEN25, localModelPath: site.modelsPath, device: 'wasm', dtype, threads };
}

/** The preflight in a fresh worker, ended after it, before any Load of this thread count. */
async function preflight(lab: LabPage, site: ScaleSite, threads: number): Promise<Answer<PreflightResult>> {
  await lab.start('preflight', site.modelWorkerUrl);
  try {
    return await lab.call('preflight', 'preflight', { dims: QWEN25_05B_DIMS, device: 'wasm', dtype: 'q8', threads, weightBytes: site.weights.q8.bytes });
  } finally {
    await lab.stop('preflight');
  }
}

/** A worker started and loaded, its peak memory sampled. */
async function loadIn(lab: LabPage, name: string, site: ScaleSite, dtype: LocalDtype, threads: number) {
  await lab.start(name, site.modelWorkerUrl);
  const { result, peak } = await peakDuring(() => lab.call(name, 'load', loadRequest(site, dtype, threads)));
  return { answer: result, peak };
}

/** Each step: the growing conversation rendered by the worker, 16 new tokens with reuse; RSS after step 5 and the last. */
async function memoryLoop(lab: LabPage, prompts: LessonPrompts, steps: number): Promise<LoopMemory> {
  const messages = [...prompts.messages];
  let rssAfter5 = 0;
  let lastInputTokens = 0;
  for (let i = 1; i <= steps; i++) {
    const { value: rendered } = await lab.call('lab', 'render', { messages, tools: prompts.tools });
    const { value: turn } = await lab.call('lab', 'generate', { prompt: rendered.prompt, maxNewTokens: LOOP_NEW_TOKENS, kvReuse: true });
    lastInputTokens = turn.stats.inputTokens;
    messages.push({ role: 'assistant', content: turn.text.trim() }, { role: 'tool', content: TOOL_RESULT });
    if (i === 5) rssAfter5 = readRendererMemory().rssBytes;
  }
  return { steps, rssAfter5, rssAfterLast: readRendererMemory().rssBytes, lastInputTokens };
}

/** Renders the lesson's step 1 and 2 prompts in the loaded worker (its tokenizer and chat template: the lab's bytes). */
export type PromptMaker = (lab: LabPage) => Promise<LessonPrompts>;

export async function runThreads(lab: LabPage, site: ScaleSite, threads: number, makePrompts: PromptMaker, firstLoad: boolean, loopSteps: number) {
  progress(`${threads} thread(s): preflight`);
  const pre = await preflight(lab, site, threads);
  progress(`preflight step 1 ${pre.value.step1.stepMs.toFixed(0)} ms; load`);
  let first: ThreadRun['firstLoad'];
  if (firstLoad) {
    first = await loadIn(lab, 'first', site, 'q8', threads);
    await lab.stop('first');
  }
  const load = await loadIn(lab, 'lab', site, 'q8', threads);
  const prompts = await makePrompts(lab);
  progress(`loaded in ${load.answer.wallMs.toFixed(0)} ms; prompts ${prompts.step1.tokens} and ${prompts.step2.tokens} tokens; step 1`);
  const generate = (prompt: string, maxNewTokens: number, kvReuse: boolean, interruptAfter?: number) =>
    lab.call('lab', 'generate', { prompt, maxNewTokens, kvReuse }, interruptAfter);
  const step1 = await peakDuring(() => generate(prompts.step1.prompt, LESSON_MAX_NEW_TOKENS, true));
  progress(`step 1 ${JSON.stringify(step1.result.value.stats)}; step 2 and Stop`);
  // Step 2's prefill is what reuse changes: one new token is enough to time it.
  const step2On = (await generate(prompts.step2.prompt, 1, true)).value;
  const stopped = await generate(prompts.step2.prompt, LESSON_MAX_NEW_TOKENS, true, 5);
  progress('memory loop');
  const loop = await memoryLoop(lab, prompts, loopSteps);
  const step2Off = (await generate(prompts.step2.prompt, 1, false)).value;
  await lab.stop('lab');
  progress('bare');
  const bare = await lab.bare(site.bareWorkerUrl, {
    modelUrl: site.weights.q8.url,
    mjs: site.ortMjsUrl,
    wasm: site.ortWasmUrl,
    threads,
    shape: QWEN25_05B_DIMS,
    promptIds: prompts.step1Ids,
    newTokens: step1.result.value.stats.generatedTokens,
  });
  return {
    run: {
      threads,
      preflight: pre,
      ...(first ? { firstLoad: first } : {}),
      load,
      step1: { answer: step1.result, peak: step1.peak },
      step2On,
      step2Off,
      stop: { tokensAtInterrupt: stopped.tokensAtInterrupt, turn: stopped.value },
      loop,
      bare,
    } satisfies ThreadRun,
    prompts,
  };
}

/** The lab's step 1 at another precision, one thread: its own worker, Load (files into the cache the first time), one step. */
export async function stepAt(lab: LabPage, site: ScaleSite, dtype: LocalDtype, prompt: string): Promise<{ load: Answer<LoadedModel>; turn: GeneratedTurn }> {
  progress(`${dtype}: load and step 1`);
  const { answer: load } = await loadIn(lab, dtype, site, dtype, 1);
  try {
    const { value: turn } = await lab.call(dtype, 'generate', { prompt, maxNewTokens: LESSON_MAX_NEW_TOKENS, kvReuse: true });
    return { load, turn };
  } finally {
    await lab.stop(dtype);
  }
}
