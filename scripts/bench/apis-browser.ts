// "Run all" on the built site's #/apis in Chromium: from the click to every row of the table ended, the page
// playing the runs as it does (4 at a time). On a first visit the simulators answer in the page (the site's
// service worker has not taken over yet): the first press, which plays the rows not yet shown, is timed there.
// Then, the worker having saved the site, the page is reloaded and every later press (every row afresh) goes
// through the service worker, as on any later visit.
import type { Page } from '@playwright/test';
import { PROVIDER_IDS } from '../../src/core/shapes/provider-ids.ts';
import { SCENARIO_IDS } from '../../src/core/sim/scenarios.ts';
import { withBuiltSite } from './built-site.ts';

export const ROWS = SCENARIO_IDS.length * PROVIDER_IDS.length;
const PRESSES = 4;
const TABLE_TIMEOUT_MS = 120_000;

// A script rather than a function: tsx would wrap a named helper in one the browser does not have. The page notes
// the press and the moment the last row ends (the button back to idle), so polling does not blur the figure.
const WATCH_TABLE = `
  window.benchTable = {};
  document.addEventListener('click', (e) => {
    if (e.target instanceof Element && e.target.closest('[data-testid="run-all"]')) window.benchTable = { pressedAt: performance.now() };
  }, true);
  new MutationObserver(() => {
    const t = window.benchTable;
    if (t.pressedAt === undefined || t.doneAt !== undefined) return;
    const done = document.querySelectorAll('[data-testid="apis-results"] tbody tr[data-status="done"]').length;
    const idle = document.querySelector('[data-testid="run-all"]')?.getAttribute('aria-disabled') !== 'true';
    if (done === ${ROWS} && idle) t.doneAt = performance.now();
  }).observe(document, { childList: true, subtree: true, attributes: true });
`;

/**
 * Rows of the healthy scenarios (not fallo_api*) that ended on an endpoint error or a timeout: at the Node table's
 * short timeout, the lab's own load (the page playing 4 runs at a time) must not fail any.
 */
function healthyFailed(page: Page): Promise<number> {
  return page.locator('[data-testid="apis-results"] tbody tr').evaluateAll(
    (trs) =>
      trs.filter((tr) => !(tr.getAttribute('data-scenario') ?? '').startsWith('fallo_api') && /endpoint|timeout|timed out/i.test(tr.querySelector('[data-col="verdict"]')?.textContent ?? ''))
        .length,
  );
}

async function press(page: Page): Promise<number> {
  await page.getByTestId('run-all').click();
  const handle = await page.waitForFunction(
    () => {
      const t = (window as unknown as { benchTable: { pressedAt?: number; doneAt?: number } }).benchTable;
      return t.doneAt === undefined || t.pressedAt === undefined ? undefined : t.doneAt - t.pressedAt;
    },
    undefined,
    { timeout: TABLE_TIMEOUT_MS, polling: 100 },
  );
  return (await handle.jsonValue()) as number;
}

export interface RunAllInChromium {
  browser: string;
  /** The first press of a first visit, the simulators in the page. */
  firstMs: number;
  /** Presses through the site's service worker, every row afresh. */
  againMs: number[];
  /** After each press, the healthy rows that ended on an endpoint error or a timeout (should be 0). */
  healthyFailed: number[];
}

/** `timeoutMs`: the page's timeout setting, which the slow-endpoint scenario waits for. */
export async function runAllInChromium(timeoutMs: number): Promise<RunAllInChromium> {
  return withBuiltSite(undefined, async (site, browser) => {
    const context = await browser.newContext();
    try {
      const page = await context.newPage();
      await page.addInitScript({ content: WATCH_TABLE });
      await page.goto(`${site}#/apis?lang=en&timeout=${timeoutMs}`);
      // Ready as a student finds it: the selected run's trace shown.
      await page.locator('[data-testid="apis-trace"] [data-testid="end-reason"]').waitFor({ timeout: TABLE_TIMEOUT_MS });
      const transport = page.getByTestId('sim-transport');
      if ((await transport.getAttribute('data-mode')) !== 'in-page') throw new Error('a first visit should answer in the page');
      const firstMs = await press(page);
      const failed = [await healthyFailed(page)];
      await page.locator('[data-testid="site-storage"][data-offline="offline-ready"]').waitFor({ state: 'attached', timeout: TABLE_TIMEOUT_MS });
      await page.reload();
      await page.locator('[data-testid="sim-transport"][data-mode="service-worker"]').waitFor({ state: 'attached', timeout: TABLE_TIMEOUT_MS });
      await page.locator('[data-testid="apis-trace"] [data-testid="end-reason"]').waitFor({ timeout: TABLE_TIMEOUT_MS });
      const againMs: number[] = [];
      for (let i = 1; i < PRESSES; i++) {
        againMs.push(await press(page));
        failed.push(await healthyFailed(page));
      }
      return { browser: browser.version(), firstMs, againMs, healthyFailed: failed };
    } finally {
      await context.close();
    }
  });
}
