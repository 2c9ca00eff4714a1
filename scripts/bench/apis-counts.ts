// Where #/apis spends its page's thread on a first visit, and when the Tokens column is whole: the built site in
// Chromium, a fresh context each time (simulators in the page, as on any first visit), CPU as is. It reads the main
// thread's task time (CDP's TaskDuration) and CPU time (ThreadTime) when the first answer appears, the counting
// worker's time from its start to o200k_base loaded (its 'loaded' message, seen by a wrapped Worker), then presses
// Run all and notes when the last row has ended and when every Tokens cell holds a number, the long tasks meanwhile,
// the JavaScript time the page's thread spent in the tokenizer's chunk from the first answer on (CDP's sampling
// profiler, started then so that its own cost stays out of the first figures) and whether the page's thread fetched
// the tokenizer at all (its resource timing; a worker's fetches are in the worker's); then the
// bundle section's first visits (CPU ×4, 10 Mbit/s) of #/apis and the tienda lab. BENCH_BASE=<folder> measures a
// site built beforehand beside it (an older commit's `vite build --outDir`), visits in turn, and prints the ratios.
import type { Browser, Page } from '@playwright/test';
import { PROVIDER_IDS } from '../../src/core/shapes/provider-ids.ts';
import { SCENARIO_IDS } from '../../src/core/sim/scenarios.ts';
import type { BenchFigure, BenchSection } from './bench-section.ts';
import { serveSite, withBuiltSite } from './built-site.ts';
import { ROUTES, routeFigures, serverLog } from './bundle-size.ts';
import { FIRST_VISIT_LABEL } from './first-visit.ts';
import { formatMs, median } from './measure.ts';

const ROWS = SCENARIO_IDS.length * PROVIDER_IDS.length;
const VISITS = 5;
/** The slow-endpoint scenario waits for the client's timeout: a short one keeps Run all about the loop. */
const TIMEOUT_MS = 1000;
const WAIT_MS = 120_000;
/** A task longer than this holds a frame and a click (the RAIL model's budget). */
const LONG_TASK_MS = 50;
const BUNDLE_ROUTES = ROUTES.filter((r) => r.hash.startsWith('#/apis') || r.hash.startsWith('#/labs/tienda'));

// A script rather than a function: tsx would wrap a named helper in one the browser does not have. A row has
// ended once it shows its run: done, or counting (its tokens on their way); a row is whole once its tokens are a number.
const WATCH = `
  window.benchCounts = { longTasks: [] };
  const PageWorker = window.Worker;
  window.Worker = class extends PageWorker {
    constructor(url, options) {
      super(url, options);
      if (options?.name !== 'token-counter') return;
      const started = performance.now();
      this.addEventListener('message', (e) => {
        if (e.data?.type === 'loaded') window.benchCounts.counterReadyMs ??= performance.now() - started;
      });
    }
  };
  new PerformanceObserver((list) => {
    for (const e of list.getEntries()) window.benchCounts.longTasks.push({ start: e.startTime, duration: e.duration });
  }).observe({ type: 'longtask', buffered: true });
  document.addEventListener('click', (e) => {
    if (e.target instanceof Element && e.target.closest('[data-testid="run-all"]')) window.benchCounts.pressedAt = performance.now();
  }, true);
  new MutationObserver(() => {
    const b = window.benchCounts;
    if (b.answerAt === undefined && document.querySelector('[data-testid="apis-trace"] [data-testid="answer"]')) {
      b.answerAt = performance.now();
      console.debug('bench: first answer');
    }
    if (b.pressedAt === undefined) return;
    const rows = [...document.querySelectorAll('[data-testid="apis-results"] tbody tr')];
    const ended = rows.filter((tr) => ['done', 'counting'].includes(tr.getAttribute('data-status')));
    if (b.rowsAt === undefined && ended.length === ${ROWS}) b.rowsAt = performance.now();
    const numeric = ended.filter((tr) => /^[0-9][0-9,]*$/.test(tr.querySelector('[data-col="tokens"]')?.textContent?.trim() ?? ''));
    if (b.countsAt === undefined && numeric.length === ${ROWS}) b.countsAt = performance.now();
  }).observe(document, { childList: true, subtree: true, attributes: true, characterData: true });
`;

interface Watched {
  pressedAt: number;
  rowsAt: number;
  countsAt: number;
  counterReadyMs: number;
  longTasks: { start: number; duration: number }[];
}

interface Visit {
  /** Main-thread task time from the start to the first answer on screen. */
  taskBeforeAnswerMs: number;
  /** Main-thread CPU time from the start to the first answer on screen. */
  cpuBeforeAnswerMs: number;
  /** From the last row ending to every Tokens cell numeric (0: they came together). */
  countsAfterRowsMs: number;
  /** The longest main-thread task from the press to the last count, and how many were over LONG_TASK_MS. */
  longestTaskMs: number;
  longTasks: number;
  /** JavaScript self time, on the page's thread, in the tokenizer's chunk (its parse and its counting), from the first answer on. */
  tokenizerJsMs: number;
  /** 1 when the page's own thread fetched the tokenizer's chunk, else 0. */
  pageFetchedTokenizer: number;
  /** From the counting worker's start to its o200k_base loaded (fetch, parse, tables). */
  counterReadyMs: number;
}

interface ProfileNode {
  id: number;
  callFrame: { url: string };
}

async function visit(page: Page, site: string): Promise<Visit> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Performance.enable');
  await cdp.send('Profiler.enable');
  await cdp.send('Profiler.setSamplingInterval', { interval: 200 });
  let atAnswer: Promise<{ task: number; cpu: number }> | undefined;
  page.on('console', (message) => {
    if (message.text() !== 'bench: first answer') return;
    atAnswer ??= cdp.send('Performance.getMetrics').then(async ({ metrics }) => {
      await cdp.send('Profiler.start');
      const ms = (name: string) => (metrics.find((m) => m.name === name)?.value ?? NaN) * 1000;
      return { task: ms('TaskDuration'), cpu: ms('ThreadTime') };
    });
  });
  await page.goto(`${site}#/apis?lang=en&timeout=${TIMEOUT_MS}`);
  await page.locator('[data-testid="apis-trace"] [data-testid="end-reason"]').waitFor({ timeout: WAIT_MS });
  if ((await page.getByTestId('sim-transport').getAttribute('data-mode')) !== 'in-page') throw new Error('a first visit should answer in the page');
  await page.getByTestId('run-all').click();
  const handle = await page.waitForFunction(
    () => {
      const b = (window as unknown as { benchCounts: Partial<Watched> }).benchCounts;
      return b.rowsAt !== undefined && b.countsAt !== undefined && b.counterReadyMs !== undefined ? b : undefined;
    },
    undefined,
    { timeout: WAIT_MS, polling: 100 },
  );
  const watched = (await handle.jsonValue()) as Watched;
  if (!atAnswer) throw new Error('the page never said its first answer appeared');
  const { task, cpu } = await atAnswer;
  const { profile } = await cdp.send('Profiler.stop');
  const fetched = await page.evaluate(() => performance.getEntriesByType('resource').some((e) => e.name.includes('o200k_base')));
  const tokenizerNodes = new Set((profile.nodes as ProfileNode[]).filter((n) => n.callFrame.url.includes('o200k_base')).map((n) => n.id));
  const deltas = profile.timeDeltas ?? [];
  let tokenizerUs = 0;
  (profile.samples ?? []).forEach((id, i) => {
    if (tokenizerNodes.has(id)) tokenizerUs += deltas[i + 1] ?? 0;
  });
  const during = watched.longTasks.filter((t) => t.start + t.duration >= watched.pressedAt && t.start <= watched.countsAt);
  return {
    taskBeforeAnswerMs: task,
    cpuBeforeAnswerMs: cpu,
    countsAfterRowsMs: Math.max(0, watched.countsAt - watched.rowsAt),
    longestTaskMs: Math.max(0, ...during.map((t) => t.duration)),
    longTasks: during.filter((t) => t.duration > LONG_TASK_MS).length,
    tokenizerJsMs: tokenizerUs / 1000,
    pageFetchedTokenizer: fetched ? 1 : 0,
    counterReadyMs: watched.counterReadyMs ?? NaN,
  };
}

async function freshVisit(browser: Browser, site: string): Promise<Visit> {
  const context = await browser.newContext();
  try {
    const page = await context.newPage();
    await page.addInitScript({ content: WATCH });
    return await visit(page, site);
  } finally {
    await context.close();
  }
}

interface Measured {
  name: string;
  visits: Visit[];
  bundle: BenchFigure[];
}

const PICKS: readonly { label: string; pick: (v: Visit) => number; goal: string }[] = [
  { label: 'Main-thread CPU time (ThreadTime) before the first answer', pick: (v) => v.cpuBeforeAnswerMs, goal: 'half the base' },
  { label: 'Main-thread task time (TaskDuration) before the first answer', pick: (v) => v.taskBeforeAnswerMs, goal: 'half the base' },
  { label: "The counting worker: its start to o200k_base loaded (fetch, parse, tables)", pick: (v) => v.counterReadyMs, goal: 'as short as the base or shorter' },
  { label: `Run all (timeout ${TIMEOUT_MS} ms): last row ended to every Tokens cell a number`, pick: (v) => v.countsAfterRowsMs, goal: '≤ 1.5 s' },
  { label: "Page thread's JavaScript time in the tokenizer's chunk, first answer to last count", pick: (v) => v.tokenizerJsMs, goal: '0: no task spent counting' },
  { label: 'Run all: longest main-thread task, press to last count', pick: (v) => v.longestTaskMs, goal: 'none of it counting' },
];

export const apisCounts: BenchSection = {
  title:
    `#/apis counts: a first visit's page thread and Run all's Tokens column (built site${process.env.BENCH_BUILT ? ' given by BENCH_BUILT' : ''}` +
    `${process.env.BENCH_BASE ? ', beside BENCH_BASE' : ''}, Chromium, fresh context, CPU as is, median of ${VISITS}); then #/apis and tienda's first visits`,
  async run() {
    const { served, onResponse } = serverLog();
    const base = process.env.BENCH_BASE;
    const measured: Measured[] = [];
    const browserVersion = await withBuiltSite(onResponse, async (site, browser) => {
      const other = base ? await serveSite(base, onResponse) : undefined;
      try {
        const sites = [{ name: 'this build', site }, ...(other ? [{ name: 'base', site: other.site }] : [])];
        for (const s of sites) measured.push({ name: s.name, visits: [], bundle: [] });
        // In turn, so that whatever else the machine does falls on both alike.
        for (let i = 0; i < VISITS; i++) for (const [k, s] of sites.entries()) measured[k]?.visits.push(await freshVisit(browser, s.site));
        for (const [k, s] of sites.entries()) for (const route of BUNDLE_ROUTES) measured[k]?.bundle.push(...(await routeFigures(browser, s.site, route, served)));
      } finally {
        other?.close();
      }
      return browser.version();
    });
    const where = `[Chromium ${browserVersion.split('.')[0]}, built site, first visit, CPU as is]`;
    const figures: BenchFigure[] = [];
    for (const { label, pick, goal } of PICKS) {
      const medians = measured.map((m) => median(m.visits.map(pick)));
      const [now, before] = medians as [number, number | undefined];
      for (const [k, m] of measured.entries()) {
        const each = m.visits.map((v) => formatMs(pick(v))).join(', ');
        figures.push({ label: `${label}, ${m.name} ${where}`, value: `${formatMs(medians[k] as number)} (each: ${each}; goal: ${goal})` });
      }
      if (before !== undefined && before > 0) figures.push({ label: `${label}: this build ÷ base`, value: (now / before).toFixed(2) });
    }
    for (const m of measured) {
      const over = median(m.visits.map((v) => v.longTasks));
      const fetched = m.visits.filter((v) => v.pageFetchedTokenizer).length;
      figures.push(
        { label: `Run all: main-thread tasks over ${LONG_TASK_MS} ms, press to last count, ${m.name} ${where}`, value: `${over} (median)` },
        { label: `Visits whose page thread fetched the tokenizer's chunk, ${m.name} ${where}`, value: `${fetched} of ${m.visits.length} (goal: 0)` },
      );
    }
    for (const m of measured) for (const f of m.bundle) figures.push({ label: `${f.label}, ${m.name} [${FIRST_VISIT_LABEL}]`, value: f.value });
    return figures;
  },
};
