// Bench section for a big CSV in Chromium: the built site (built here into a temporary folder) opens
// #/labs/analista, and the bench's million-row orders CSV (csv-parse.ts) is picked from disk through the file input,
// as a student would, with the CPU as is and throttled 4× (CDP). Figures: the time from the pick to the table shown
// and kept, and the page thread's long tasks meanwhile (the longest, and how many ran over 100 ms, the target),
// over a few loads a setting.
// Each run gets a fresh browser context, so no file kept by the one before is restored.
import { chromium, type Browser } from '@playwright/test';
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { build } from 'vite';
import type { BenchFigure, BenchSection } from './bench-section.ts';
import { generate, ROWS } from './csv-parse.ts';
import { freePort } from '../free-port.ts';
import { waitFor } from './local-browser.ts';
import { formatCount, formatMs, median } from './measure.ts';

const SUB_PATH = '/bench/';
const FILE_NAME = 'pedidos_bench.csv';
const THROTTLING = [1, 4];
// A few loads a setting: one slow run (the other core busy, a collection) should show, not decide alone.
const RUNS = 3;
// Generous: at 4× a 100 MB file takes tens of seconds on a 2-core machine.
const LOAD_TIMEOUT_MS = 300_000;

interface CsvLoad {
  loadMs: number;
  longestTaskMs: number;
  tasksOver100Ms: number;
}

// A script rather than a function: tsx would wrap a named helper in one the browser does not have. Buffered, so
// the observer also gets the tasks that ran before it was registered.
const WATCH_LONG_TASKS = `
  window.benchLongTasks = [];
  new PerformanceObserver((list) => {
    for (const e of list.getEntries()) window.benchLongTasks.push({ start: e.startTime, duration: e.duration });
  }).observe({ type: 'longtask', buffered: true });
`;

async function loadOnce(browser: Browser, site: string, csvPath: string, rate: number): Promise<CsvLoad> {
  const context = await browser.newContext();
  try {
    const page = await context.newPage();
    await page.addInitScript({ content: WATCH_LONG_TASKS });
    await page.goto(`${site}#/labs/analista?lang=en`);
    const current = page.getByTestId('current-table');
    await current.and(page.locator('[data-source="pedidos_trimestre.parquet"]')).waitFor();
    // Throttled only now: the page's own start is not what is measured.
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate });
    const start = await page.evaluate(() => performance.now());
    const started = performance.now();
    await page.getByTestId('table-file').setInputFiles(csvPath);
    await current.and(page.locator(`[data-source="${FILE_NAME}"][data-rows="${ROWS}"]`)).waitFor({ timeout: LOAD_TIMEOUT_MS });
    await page.getByTestId('kept-table').waitFor({ timeout: LOAD_TIMEOUT_MS });
    const loadMs = performance.now() - started;
    // A frame later, so the observer has been handed the last task.
    await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0))));
    const tasks = await page.evaluate(
      (from) => (window as unknown as { benchLongTasks: { start: number; duration: number }[] }).benchLongTasks.filter((t) => t.start >= from),
      start,
    );
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
    return {
      loadMs,
      longestTaskMs: Math.max(0, ...tasks.map((t) => t.duration)),
      tasksOver100Ms: tasks.filter((t) => t.duration > 100).length,
    };
  } finally {
    await context.close();
  }
}

export const csvBrowser: BenchSection = {
  title: `csv-browser: a ${formatCount(ROWS)}-row CSV picked from disk in #/labs/analista of the built site (Chromium; load time and the page thread's long tasks)`,
  async run() {
    const dir = await mkdtemp(join(tmpdir(), 'agent-loop-lab-csv-bench-'));
    const outDir = join(dir, 'dist');
    const csvPath = join(dir, FILE_NAME);
    const port = await freePort();
    const server = spawn(process.execPath, ['--import', 'tsx', 'scripts/serve-static.ts', outDir, SUB_PATH, String(port)], { stdio: 'ignore' });
    const executablePath = process.env.CHROMIUM_PATH ?? (existsSync('/usr/bin/chromium') ? '/usr/bin/chromium' : undefined);
    try {
      const bytes = generate();
      await writeFile(csvPath, bytes);
      await build({ logLevel: 'warn', build: { outDir, emptyOutDir: true } });
      const site = `http://localhost:${port}${SUB_PATH}`;
      await waitFor(site, 30_000);
      const browser = await chromium.launch({ executablePath, args: ['--no-sandbox', '--disable-background-networking', '--no-first-run'] });
      try {
        const figures: BenchFigure[] = [{ label: 'file', value: `${formatCount(ROWS)} rows, ${(bytes.length / 1e6).toFixed(1)} MB; Chromium ${browser.version()}` }];
        for (const rate of THROTTLING) {
          const where = `[Chromium, built site, 1M rows, CPU ×${rate}]`;
          const loads: CsvLoad[] = [];
          for (let i = 0; i < RUNS; i++) loads.push(await loadOnce(browser, site, csvPath, rate));
          figures.push(
            { label: `load time, pick to table shown and kept ${where}`, value: `${formatMs(median(loads.map((l) => l.loadMs)))} (median of ${RUNS})` },
            { label: `longest main-thread task ${where}`, value: `${formatMs(Math.max(...loads.map((l) => l.longestTaskMs)))} (longest of ${RUNS} loads)` },
            { label: `main-thread tasks over 100 ms ${where} (target 0)`, value: `${loads.map((l) => l.tasksOver100Ms).join(', ')} (each load)` },
          );
        }
        return figures;
      } finally {
        await browser.close();
      }
    } finally {
      server.kill();
      await rm(dir, { recursive: true, force: true });
    }
  },
};
