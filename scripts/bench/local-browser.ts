// Bench section for the local model in Chromium: the built site (built here into a temporary folder) served under
// a sub-path with the tiny fixture as its models/ folder; the #/local page loads the tiny lesson model in its
// worker on WASM and runs the lesson's task 1 (two steps) a few times, KV reuse on and off in turn, the cache
// forgotten (the page's "Forget the KV cache") before each run so that no run reuses the one before. Figures: the
// worker's load time (click to ready: worker start, transformers.js, ONNX Runtime's 14 MB WASM-only build, files, warm-up)
// and prefill/decode tokens, time and speed, each row from the same runs; and the bytes the Load's requests for the
// model's files carried (the network log's GET body sizes) against each file's size on disk, so a
// file fetched twice shows as 2×. `benchLocalBrowser()` measures; `localBrowser` is the section.
import { chromium, type Page } from '@playwright/test';
import { spawn } from 'node:child_process';
import { existsSync, statSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { build } from 'vite';
import { freePort } from '../free-port.ts';
import { runSpeeds, type RunSpeeds } from '../../src/llm/step-speeds.ts';
import type { StepStats } from '../../src/llm/engine/generation.ts';
import { buildTinyModels, FIXTURE_MODELS_DIR } from '../tiny-model/build-tiny-models.ts';
import { TINY_QWEN2_LESSON_NAME } from '../tiny-model/tiny-models.ts';
import type { BenchFigure, BenchSection } from './bench-section.ts';
import { formatMs } from './measure.ts';
import { medianSpeeds } from './speed-rows.ts';

const SUB_PATH = '/bench/';
const RUNS = 3;

export interface LocalBrowserBench {
  browser: string;
  /** Click on "Load" to the model being ready, in the page. */
  workerLoadMs: number;
  /** The worker's own figures: files and session, then the one-token warm-up. */
  modelLoadMs: number;
  warmupMs: number;
  /** Per model file the Load asked for: body bytes its GETs carried, how many GETs, and its size on disk. */
  loadFiles: { file: string; fetchedBytes: number; gets: number; sizeBytes: number }[];
  /** Medians over the runs of the lesson's task 1. */
  withReuse: RunSpeeds;
  withoutReuse: RunSpeeds;
}

export async function waitFor(url: string, ms: number): Promise<void> {
  const until = Date.now() + ms;
  while (Date.now() < until) {
    if ((await fetch(url).catch(() => undefined))?.ok) return;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`${url} did not answer within ${ms} ms`);
}

async function runTask(page: Page, kvReuse: boolean): Promise<StepStats[]> {
  const kv = page.getByLabel('KV-cache reuse across steps');
  if ((await kv.isChecked()) !== kvReuse) await kv.setChecked(kvReuse);
  await page.getByTestId('reset-button').click();
  await page.getByTestId('run-button').click();
  await page.getByTestId('end-reason').waitFor();
  await page.locator('[data-testid="end-reason"][data-kind="answered"]').waitFor({ timeout: 120_000 });
  // Plain data out of the page (tsx would wrap a named helper in a function the browser does not have).
  const ATTRIBUTES = ['input-tokens', 'reused', 'prefilled', 'generated', 'prefill-ms', 'decode-ms'];
  const rows = await page
    .getByTestId('step-row')
    .evaluateAll((elements, names) => elements.map((row) => names.map((name) => Number(row.getAttribute(`data-${name}`)))), ATTRIBUTES);
  return rows.map(([inputTokens = 0, reusedTokens = 0, prefilledTokens = 0, generatedTokens = 0, prefillMs = 0, decodeMs = 0]) => ({
    inputTokens,
    reusedTokens,
    prefilledTokens,
    generatedTokens,
    prefillMs,
    decodeMs,
    tokensPerSecond: undefined,
  }));
}

export async function benchLocalBrowser(): Promise<LocalBrowserBench> {
  buildTinyModels();
  const outDir = await mkdtemp(join(tmpdir(), 'agent-loop-lab-bench-'));
  const port = await freePort();
  const server = spawn(
    process.execPath,
    ['--import', 'tsx', 'scripts/serve-static.ts', outDir, SUB_PATH, String(port), '--mount', `models=${FIXTURE_MODELS_DIR}`],
    { stdio: 'ignore' },
  );
  const executablePath = process.env.CHROMIUM_PATH ?? (existsSync('/usr/bin/chromium') ? '/usr/bin/chromium' : undefined);
  try {
    await build({ logLevel: 'warn', build: { outDir, emptyOutDir: true } });
    const site = `http://localhost:${port}${SUB_PATH}`;
    await waitFor(site, 30_000);
    const browser = await chromium.launch({ executablePath, args: ['--no-sandbox', '--disable-background-networking', '--no-first-run'] });
    try {
      const page = await browser.newPage();
      await page.goto(`${site}#/local?model=local:${TINY_QWEN2_LESSON_NAME}&device=wasm&lang=en`);
      await page.getByTestId('device-choice').waitFor();
      // The Load's requests for the model's files (the prompt view read the tokenizer before: not counted).
      const modelFolder = `${SUB_PATH}models/${TINY_QWEN2_LESSON_NAME}/`;
      const loadRequests: Promise<{ file: string; method: string; bytes: number }>[] = [];
      let counting = true;
      page.context().on('requestfinished', (request) => {
        const path = new URL(request.url()).pathname;
        if (!counting || !path.startsWith(modelFolder)) return;
        loadRequests.push(request.sizes().then((s) => ({ file: path.slice(modelFolder.length), method: request.method(), bytes: s.responseBodySize })));
      });
      const started = performance.now();
      await page.getByTestId('load-button').click();
      const status = page.locator('[data-testid="model-status"][data-phase="ready"]');
      await status.waitFor({ timeout: 120_000 });
      const workerLoadMs = performance.now() - started;
      counting = false;
      const seen = await Promise.all(loadRequests);
      const loadFiles = [...new Set(seen.map((r) => r.file))].sort().map((file) => {
        const mine = seen.filter((r) => r.file === file);
        const gets = mine.filter((r) => r.method === 'GET');
        return {
          file,
          fetchedBytes: gets.reduce((n, r) => n + r.bytes, 0),
          gets: gets.length,
          sizeBytes: statSync(join(FIXTURE_MODELS_DIR, TINY_QWEN2_LESSON_NAME, file)).size,
        };
      });
      const modelLoadMs = Number(await status.getAttribute('data-load-ms'));
      const warmupMs = Number(await status.getAttribute('data-warmup-ms'));

      await runTask(page, true); // the first run pays for the tool kit and the cache's first allocation
      const on: RunSpeeds[] = [];
      const off: RunSpeeds[] = [];
      for (let i = 0; i < RUNS; i++) {
        for (const kvReuse of [true, false]) {
          const steps = await runTask(page, kvReuse);
          // The reset took: the run's first step found nothing cached.
          if (steps[0]?.reusedTokens !== 0) throw new Error(`a run reused ${steps[0]?.reusedTokens} tokens of the one before`);
          (kvReuse ? on : off).push(runSpeeds(steps));
        }
      }
      return { browser: browser.version(), workerLoadMs, modelLoadMs, warmupMs, loadFiles, withReuse: medianSpeeds(on), withoutReuse: medianSpeeds(off) };
    } finally {
      await browser.close();
    }
  } finally {
    server.kill();
    await rm(outDir, { recursive: true, force: true });
  }
}

function figures(b: LocalBrowserBench): BenchFigure[] {
  const rate = (x: number | undefined) => (x === undefined ? 'n/a' : `${x.toFixed(0)} tokens/s`);
  const line = (s: RunSpeeds) =>
    `prefill ${s.prefilledTokens} tokens in ${formatMs(s.prefillMs)} (${rate(s.prefillTokensPerSecond)}), ` +
    `decode ${s.decodedTokens} tokens in ${formatMs(s.decodeMs)} (${rate(s.decodeTokensPerSecond)})`;
  return [
    { label: 'browser', value: `Chromium ${b.browser}, one WASM thread (not cross-origin isolated)` },
    { label: 'worker load (click to ready)', value: formatMs(b.workerLoadMs) },
    { label: "  of which the worker's model load", value: formatMs(b.modelLoadMs) },
    { label: '  and the one-token warm-up', value: formatMs(b.warmupMs) },
    ...b.loadFiles.map((f) => ({
      label: `  Load fetched ${f.file} [Chromium network log]`,
      value: `${f.fetchedBytes.toLocaleString('en')} B in ${f.gets} GET${f.gets === 1 ? '' : 's'} for a ${f.sizeBytes.toLocaleString('en')} B file: ${(f.fetchedBytes / f.sizeBytes).toFixed(2)}×`,
    })),
    {
      label: '  Load fetched, all model files',
      value: (() => {
        const fetched = b.loadFiles.reduce((n, f) => n + f.fetchedBytes, 0);
        const size = b.loadFiles.reduce((n, f) => n + f.sizeBytes, 0);
        return `${fetched.toLocaleString('en')} B for ${size.toLocaleString('en')} B of files: ${(fetched / size).toFixed(2)}×`;
      })(),
    },
    { label: 'task 1, KV reuse on [Chromium, WASM, CPU as is]', value: line(b.withReuse) },
    { label: 'task 1, KV reuse off [Chromium, WASM, CPU as is]', value: line(b.withoutReuse) },
  ];
}

export const localBrowser: BenchSection = {
  title: `Local model in Chromium: tiny lesson model in the page's worker on WASM, the lesson's task 1 (2 steps; reuse on and off in turn, cache reset before each run; median of ${RUNS} runs each)`,
  run: async () => figures(await benchLocalBrowser()),
};
