// Bench section `npm run bench -- local-scale` (run only when named: it takes minutes and a 1.3 GB model built on
// demand): the lab's local model at full size, the seeded stand-in of Qwen2.5-0.5B-Instruct, in Chromium on the
// built site through the lab's own model worker, on WASM with 1 and 2 threads (cross-origin isolated): the
// preflight's prediction, the Load from the local cache, peak memory, the lesson's steps 1 and 2, the Stop latency,
// memory over a long loop, the lab against bare ONNX Runtime Web on the same tokens (`overhead: lab/bare`), q8
// against q4; then the same comparison in Node on onnxruntime-node. Every figure says where it was measured.
import { AutoTokenizer } from '@huggingface/transformers';
import { chromium } from '@playwright/test';
import { build as esbuild } from 'esbuild';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { build } from 'vite';
import { REFERENCE_TRACES } from '../../src/core/agent/reference-traces.ts';
import { loadMarketData } from '../../src/core/data/load-market-data.ts';
import { lessonQuestionPlan } from '../../src/core/labs/lesson-plans.ts';
import { createLessonToolKit } from '../../src/core/tools/lesson-tools.ts';
import { promptTokenIds } from '../../src/llm/chat-template.ts';
import { useModelSource } from '../../src/llm/engine/model-source.ts';
import { firstPrompt } from '../../src/llm/local-model-backend.ts';
import { ONNX_FILE } from '../../src/llm/model-registry.ts';
import { previewPrompts, recordedReplies, type Render } from '../../src/llm/prompt-preview.ts';
import { freePort } from '../free-port.ts';
import { nodeDataSource } from '../node-data-source.ts';
import { serveStatic } from '../serve-static.ts';
import { FIXTURE_MODELS_DIR } from '../tiny-model/build-tiny-models.ts';
import { STAND_IN_QWEN25 } from '../tiny-model/stand-in.ts';
import type { BenchFigure, BenchSection } from './bench-section.ts';
import { progress, runThreads, stepAt, type LessonPrompts, type ScaleSite, type ThreadRun } from './local-scale-browser.ts';
import { scaleFigures, type ScaleBench } from './local-scale-figures.ts';
import { nodeReference } from './local-scale-node.ts';
import { LabPage, PAGE_HTML } from './local-scale-page.ts';

const SUB_PATH = '/bench/';
const MODEL_DIR = join(FIXTURE_MODELS_DIR, STAND_IN_QWEN25);
const THREADS = [1, 2];
/** LOCAL_SCALE_LOOP=<n> shortens the memory loop (30 steps by default). */
const LOOP_STEPS = Number(process.env.LOCAL_SCALE_LOOP ?? 30);
/** The lesson's task 1, whose recorded reply makes step 2's prompt. */
const TASK = 'tarea_porcentaje';

/** The one file under `assets` whose name matches. */
function asset(outDir: string, pattern: RegExp): string {
  const found = readdirSync(join(outDir, 'assets')).filter((f) => pattern.test(f));
  if (found.length !== 1) throw new Error(`expected one built asset matching ${pattern}, found: ${found.join(', ') || 'none'}`);
  return `assets/${found[0]}`;
}

/** The blank page and the bare worker, bundled from local-scale-bare.ts, in a folder served beside the site. */
async function writeScaleFolder(dir: string): Promise<void> {
  await mkdir(dir, { recursive: true });
  await writeFile(join(dir, 'index.html'), PAGE_HTML);
  await esbuild({
    entryPoints: ['scripts/bench/local-scale-bare.ts'],
    bundle: true,
    format: 'esm',
    platform: 'browser',
    outfile: join(dir, 'bare.js'),
    logLevel: 'warning',
  });
}

function scaleSite(site: string, outDir: string): ScaleSite {
  const weight = (dtype: 'q8' | 'q4') => ({ url: `${site}models/${STAND_IN_QWEN25}/${ONNX_FILE[dtype]}`, bytes: statSync(join(MODEL_DIR, ONNX_FILE[dtype])).size });
  return {
    modelWorkerUrl: site + asset(outDir, /^model\.worker-.*\.js$/),
    bareWorkerUrl: `${site}scale/bare.js`,
    // The WASM-only build, as the lab's worker runs on WASM (src/llm/worker/runtime-build.ts).
    ortMjsUrl: site + asset(outDir, /^ort-wasm-simd-threaded-.*\.mjs$/),
    ortWasmUrl: site + asset(outDir, /^ort-wasm-simd-threaded-.*\.wasm$/),
    modelsPath: `${SUB_PATH}models/`,
    weights: { q8: weight('q8'), q4: weight('q4') },
  };
}

/** Step 1 and 2 of the lesson's task 1, rendered by the worker through the same loop the prompt view plays. */
async function lessonPromptMaker(): Promise<(lab: LabPage) => Promise<LessonPrompts>> {
  const reference = REFERENCE_TRACES.find((t) => t.id === TASK);
  if (!reference) throw new Error(`no reference trace ${TASK}`);
  const kit = createLessonToolKit(await loadMarketData(nodeDataSource()));
  const plan = lessonQuestionPlan({ question: reference.question, kit, tools: reference.tools });
  useModelSource({ model: STAND_IN_QWEN25, localModelPath: `${FIXTURE_MODELS_DIR}/` });
  const tokenizer = await AutoTokenizer.from_pretrained(STAND_IN_QWEN25);
  return async (lab) => {
    const render: Render = async (messages, tools, options) =>
      (await lab.call('lab', 'render', { messages: [...messages], tools: [...tools], ...(options ? { options } : {}) })).value;
    const [step1, step2] = await previewPrompts(plan, render, { replies: recordedReplies(reference) });
    if (!step1 || !step2) throw new Error('the recorded run gave fewer than two prompts');
    const step1Ids = promptTokenIds(tokenizer, step1.prompt);
    if (step1Ids.length !== step1.tokens) throw new Error(`Node's tokenizer gives ${step1Ids.length} tokens for step 1, the worker ${step1.tokens}`);
    return { ...firstPrompt(plan), step1, step2, step1Ids };
  };
}

async function benchLocalScale(): Promise<ScaleBench> {
  const outDir = await mkdtemp(join(tmpdir(), 'agent-loop-lab-scale-'));
  const scaleDir = join(outDir, '..', `${outDir.split('/').pop()}-scale`);
  const port = await freePort();
  // COOP/COEP: the page is cross-origin isolated, so WASM may run 2 threads.
  const server = await serveStatic({
    root: outDir,
    subPath: SUB_PATH,
    port,
    isolate: true,
    mounts: [
      { name: 'models', root: FIXTURE_MODELS_DIR },
      { name: 'scale', root: scaleDir },
    ],
  });
  const executablePath = process.env.CHROMIUM_PATH ?? (existsSync('/usr/bin/chromium') ? '/usr/bin/chromium' : undefined);
  try {
    await build({ logLevel: 'warn', build: { outDir, emptyOutDir: true } });
    await writeScaleFolder(scaleDir);
    const site = `http://localhost:${port}${SUB_PATH}`;
    const where = scaleSite(site, outDir);
    const makePrompts = await lessonPromptMaker();
    const browser = await chromium.launch({ executablePath, args: ['--no-sandbox', '--disable-background-networking', '--no-first-run'] });
    let runs: ThreadRun[] = [];
    let prompts: LessonPrompts | undefined;
    let isolated = false;
    let q8: Awaited<ReturnType<typeof stepAt>> | undefined;
    let q4: Awaited<ReturnType<typeof stepAt>> | undefined;
    try {
      const lab = await LabPage.open(await browser.newPage(), `${site}scale/index.html`);
      isolated = await lab.crossOriginIsolated();
      for (const threads of THREADS) {
        const done = await runThreads(lab, where, threads, makePrompts, threads === THREADS[0], LOOP_STEPS);
        runs = [...runs, done.run];
        prompts = done.prompts;
      }
      if (!prompts) throw new Error('no thread count ran');
      q4 = await stepAt(lab, where, 'q4', prompts.step1.prompt);
      q8 = await stepAt(lab, where, 'q8', prompts.step1.prompt);
    } finally {
      await browser.close();
    }
    const first = runs[0]!;
    progress('Node reference');
    const node = await nodeReference(prompts.step1Ids, first.step1.answer.value.stats.generatedTokens);
    return { browser: browser.version(), isolated, prompts, runs, q8, q4, node, loopSteps: LOOP_STEPS };
  } finally {
    server.close();
    await rm(outDir, { recursive: true, force: true });
    await rm(scaleDir, { recursive: true, force: true });
  }
}

const MISSING: BenchFigure = {
  label: `stand-in model [${MODEL_DIR}]`,
  value: `missing: build it with \`npm run fixture:model -- --full\` (≈ 1.3 GB, a minute or two), then run \`npm run bench -- local-scale\``,
};

export const localScale: BenchSection = {
  title: `Local model at full size: the stand-in of Qwen2.5-0.5B-Instruct (seeded weights, real sizes), the lab's worker in Chromium on WASM (threads ${THREADS.join(' and ')}) against bare ONNX Runtime, and Node`,
  onlyWhenNamed: true,
  run: async () => (existsSync(join(MODEL_DIR, ONNX_FILE.q8)) && existsSync(join(MODEL_DIR, ONNX_FILE.q4)) ? scaleFigures(await benchLocalScale()) : [MISSING]),
};
