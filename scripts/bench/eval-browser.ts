// The eval bench on the built site's #/eval in Chromium, as a student runs it: the page's own set-up (the lesson's
// 35 tasks, the three designs, k = 4, the default knobs) on one simulated API, from the Run click to the bar
// saying done, every result kept in IndexedDB as it comes. A first visit each time (a fresh context: no kept
// results, the simulators in the page), the CPU as is and slowed 4× by CDP (a school laptop), with the longest
// main-thread task while it ran (the page stays usable between runs, or does not).
import type { Browser } from '@playwright/test';
import { withBuiltSite } from './built-site.ts';

const BENCH_TIMEOUT_MS = 600_000;

// A script rather than a function: tsx would wrap a named helper in one the browser does not have. The page notes
// the press, the moment the bar says done, and the long tasks between.
const WATCH_BENCH = `
  window.benchEval = { tasks: [] };
  document.addEventListener('click', (e) => {
    if (e.target instanceof Element && e.target.closest('[data-testid="eval-run"]')) window.benchEval.pressedAt = performance.now();
  }, true);
  new MutationObserver(() => {
    const b = window.benchEval;
    if (b.pressedAt === undefined || b.doneAt !== undefined) return;
    if (document.querySelector('[data-testid="eval-run-bar"]')?.getAttribute('data-status') === 'done') b.doneAt = performance.now();
  }).observe(document, { childList: true, subtree: true, attributes: true });
  new PerformanceObserver((list) => {
    for (const e of list.getEntries()) window.benchEval.tasks.push({ start: e.startTime, duration: e.duration });
  }).observe({ type: 'longtask', buffered: true });
`;

interface BenchWatch {
  pressedAt?: number;
  doneAt?: number;
  tasks: { start: number; duration: number }[];
}

export interface EvalInChromium {
  runs: number;
  ms: number;
  longestTaskMs: number;
}

async function benchOnce(browser: Browser, site: string, params: string, rate: number): Promise<EvalInChromium> {
  const context = await browser.newContext();
  try {
    const page = await context.newPage();
    await page.addInitScript({ content: WATCH_BENCH });
    await page.goto(`${site}#/eval?lang=en&${params}`);
    const run = page.getByTestId('eval-run');
    await run.and(page.locator(':enabled')).waitFor({ timeout: BENCH_TIMEOUT_MS });
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate });
    await run.click();
    const handle = await page.waitForFunction(
      () => {
        const b = (window as unknown as { benchEval: BenchWatch }).benchEval;
        return b.doneAt === undefined || b.pressedAt === undefined ? undefined : b;
      },
      undefined,
      { timeout: BENCH_TIMEOUT_MS, polling: 250 },
    );
    const watch = (await handle.jsonValue()) as BenchWatch;
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
    const runs = Number(await page.getByTestId('eval-progress').getAttribute('data-done'));
    const pressedAt = watch.pressedAt ?? 0;
    const during = watch.tasks.filter((t) => t.start >= pressedAt && t.start <= (watch.doneAt ?? pressedAt));
    return { runs, ms: (watch.doneAt ?? pressedAt) - pressedAt, longestTaskMs: Math.max(0, ...during.map((t) => t.duration)) };
  } finally {
    await context.close();
  }
}

/** The page's bench of `params`, at each CPU rate, each a first visit. */
export async function evalInChromium(params: string, rates: readonly number[]): Promise<{ browser: string; byRate: Map<number, EvalInChromium> }> {
  return withBuiltSite(undefined, async (site, browser) => {
    const byRate = new Map<number, EvalInChromium>();
    for (const rate of rates) byRate.set(rate, await benchOnce(browser, site, params, rate));
    return { browser: browser.version(), byRate };
  });
}
