// Cross-origin isolation on a host that sends no COOP/COEP headers (the test server sends none): the site's
// service worker adds them, and arriving at #/local after it took over, the page reloads once by itself; then
// ONNX Runtime can run multi-threaded WASM (the tiny model loaded and run on two threads so, isolated by the same
// worker: offline.spec.ts).
import { expect, test } from '@playwright/test';
import { expectOneSiteWorker, siteWorkerReady } from './site-server.ts';

// The site's worker is what makes the page isolated.
test.use({ serviceWorkers: 'allow' });

const LOCAL = './#/local?model=local:tiny-qwen2-lesson&device=wasm&lang=en';

// Both behaviours need a page loaded before the worker took over (a first visit), so both tabs open before it
// has: one fresh context, and one precache of the site, for the two.
test('on a first visit, #/local offers the one reload, and arriving at #/local from another page reloads itself into isolation', async ({ context, page, baseURL }) => {
  await page.goto(LOCAL);
  // A second tab of the same first visit, on the home page, loaded while the worker is still installing.
  const home = await context.newPage();
  await home.goto('./#/?lang=en');

  await test.step('opened at #/local on a first visit, the page offers the one reload; it comes back isolated, with threads to offer', async () => {
    await expect(page.getByTestId('isolated')).toHaveText('no');
    await expect(page.getByTestId('threads')).toHaveText(/^1\b/);
    await siteWorkerReady(page);
    // Opened first at #/local, the site registers exactly one worker, its own, scoped to the sub-path.
    await expectOneSiteWorker(page, baseURL!);
    // The worker took over while the student was here: a button, not a reload under their hands.
    await page.getByTestId('isolation-reload').click();
    await expect(page.getByTestId('isolated')).toHaveText('yes', { timeout: 30_000 });
    expect(await page.evaluate(() => crossOriginIsolated)).toBe(true);
    const cores = await page.evaluate(() => navigator.hardwareConcurrency);
    const threads = Math.min(4, Math.ceil(cores / 2));
    await expect(page.getByTestId('threads')).toHaveText(new RegExp(`^${threads} \\(of ${cores} logical cores\\)`));
    await expect(page.getByTestId('isolation-reload')).toHaveCount(0);
    // The model on two threads, isolated by the site's worker: offline.spec.ts loads and runs it so, from the cache.
  });

  await test.step('arriving at #/local from another page once the worker took over, the page reloads itself into isolation', async () => {
    await siteWorkerReady(home);
    // Not isolated: the worker did not serve this document (were it served by it, the step would fail here).
    expect(await home.evaluate(() => crossOriginIsolated)).toBe(false);
    await home.getByRole('navigation').getByRole('link', { name: 'Local model', exact: true }).click();
    await expect(home.getByTestId('isolated')).toHaveText('yes', { timeout: 30_000 });
    expect(await home.evaluate(() => crossOriginIsolated)).toBe(true);
    await expect(home.getByTestId('isolation-reload')).toHaveCount(0);
  });
});
