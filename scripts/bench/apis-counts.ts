// Where #/apis spends its page's thread on a first visit, and when the Tokens column is whole: the built site in
// Chromium, a fresh context each time (simulators in the page, as on any first visit), CPU as is. It reads the main
// thread's task time (CDP's TaskDuration) when the first answer appears, then presses Run all and notes when the
// last row ends and when every Tokens cell holds a number, the long tasks meanwhile, and the JavaScript time the page's
// thread spent in the tokenizer's chunk (CDP's sampling profiler).
import type { Page } from '@playwright/test';
import { PROVIDER_IDS } from '../../src/core/providers/provider-ids.ts';
import { SCENARIO_IDS } from '../../src/core/sim/scenarios.ts';
import type { BenchFigure, BenchSection } from './bench-section.ts';
import { withBuiltSite } from './built-site.ts';
import { formatMs, median } from './measure.ts';

const ROWS = SCENARIO_IDS.length * PROVIDER_IDS.length;
const VISITS = 3;
/** The slow-endpoint scenario waits for the client's timeout: a short one keeps Run all about the loop. */
const TIMEOUT_MS = 1000;
const WAIT_MS = 120_000;

// A script rather than a function: tsx would wrap a named helper in one the browser does not have.
const WATCH = `
  window.benchCounts = { longTasks: [] };
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
    const done = rows.filter((tr) => tr.getAttribute('data-status') === 'done');
    if (b.rowsAt === undefined && done.length === ${ROWS}) b.rowsAt = performance.now();
    const numeric = done.filter((tr) => /^[0-9][0-9,]*$/.test(tr.querySelector('[data-col="tokens"]')?.textContent?.trim() ?? ''));
    if (b.countsAt === undefined && numeric.length === ${ROWS}) b.countsAt = performance.now();
  }).observe(document, { childList: true, subtree: true, attributes: true, characterData: true });
`;

interface Watched {
  pressedAt: number;
  rowsAt: number;
  countsAt: number;
  longTasks: { start: number; duration: number }[];
}

interface Visit {
  /** Main-thread task time from the start to the first answer on screen. */
  cpuBeforeAnswerMs: number;
  /** From the last row ending to every Tokens cell numeric (0: they came together). */
  countsAfterRowsMs: number;
  /** The longest main-thread task from the press to the last count. */
  longestTaskMs: number;
  /** JavaScript self time, on the page's thread, in the tokenizer's chunk (its parse and its counting). */
  tokenizerJsMs: number;
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
  await cdp.send('Profiler.start');
  let cpuAtAnswer: Promise<number> | undefined;
  page.on('console', (message) => {
    if (message.text() === 'bench: first answer') {
      cpuAtAnswer ??= cdp.send('Performance.getMetrics').then(({ metrics }) => (metrics.find((m) => m.name === 'TaskDuration')?.value ?? NaN) * 1000);
    }
  });
  await page.goto(`${site}#/apis?lang=en&timeout=${TIMEOUT_MS}`);
  await page.locator('[data-testid="apis-trace"] [data-testid="end-reason"]').waitFor({ timeout: WAIT_MS });
  if ((await page.getByTestId('sim-transport').getAttribute('data-mode')) !== 'in-page') throw new Error('a first visit should answer in the page');
  await page.getByTestId('run-all').click();
  const handle = await page.waitForFunction(
    () => {
      const b = (window as unknown as { benchCounts: Partial<Watched> }).benchCounts;
      return b.rowsAt !== undefined && b.countsAt !== undefined ? b : undefined;
    },
    undefined,
    { timeout: WAIT_MS, polling: 100 },
  );
  const watched = (await handle.jsonValue()) as Watched;
  const { profile } = await cdp.send('Profiler.stop');
  const tokenizerNodes = new Set((profile.nodes as ProfileNode[]).filter((n) => n.callFrame.url.includes('o200k_base')).map((n) => n.id));
  const deltas = profile.timeDeltas ?? [];
  let tokenizerUs = 0;
  (profile.samples ?? []).forEach((id, i) => {
    if (tokenizerNodes.has(id)) tokenizerUs += deltas[i + 1] ?? 0;
  });
  if (!cpuAtAnswer) throw new Error('the page never said its first answer appeared');
  const window = watched.longTasks.filter((t) => t.start + t.duration >= watched.pressedAt && t.start <= watched.countsAt);
  return {
    cpuBeforeAnswerMs: await cpuAtAnswer,
    countsAfterRowsMs: Math.max(0, watched.countsAt - watched.rowsAt),
    longestTaskMs: Math.max(0, ...window.map((t) => t.duration)),
    tokenizerJsMs: tokenizerUs / 1000,
  };
}

export const apisCounts: BenchSection = {
  title: `#/apis counts: a first visit's page thread and Run all's Tokens column (built site${process.env.BENCH_BUILT ? ' given by BENCH_BUILT' : ''}, Chromium, fresh context, CPU as is, median of ${VISITS})`,
  async run() {
    const visits: Visit[] = [];
    const browserVersion = await withBuiltSite(undefined, async (site, browser) => {
      for (let i = 0; i < VISITS; i++) {
        const context = await browser.newContext();
        try {
          const page = await context.newPage();
          await page.addInitScript({ content: WATCH });
          visits.push(await visit(page, site));
        } finally {
          await context.close();
        }
      }
      return browser.version();
    });
    const where = `[Chromium ${browserVersion.split('.')[0]}, built site, first visit, CPU as is]`;
    const figure = (label: string, pick: (v: Visit) => number): BenchFigure => ({
      label: `${label} ${where}`,
      value: `${formatMs(median(visits.map(pick)))} (each: ${visits.map((v) => formatMs(pick(v))).join(', ')})`,
    });
    return [
      figure('Main-thread task time before the first answer', (v) => v.cpuBeforeAnswerMs),
      figure(`Run all (timeout ${TIMEOUT_MS} ms): last row ended to every Tokens cell a number`, (v) => v.countsAfterRowsMs),
      figure('Run all: longest main-thread task, press to last count', (v) => v.longestTaskMs),
      figure("Page thread's JavaScript time in the tokenizer's chunk, whole visit", (v) => v.tokenizerJsMs),
    ];
  },
};
