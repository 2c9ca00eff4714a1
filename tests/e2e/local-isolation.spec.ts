// Cross-origin isolation on a host that sends no COOP/COEP headers (the test server sends none): the site's
// service worker adds them, and arriving at #/local after it took over, the page reloads once by itself; then
// ONNX Runtime runs multi-threaded WASM.
import { expect, test } from '@playwright/test';
import { siteWorkerReady } from './site-server.ts';

// The site's worker is what makes the page isolated.
test.use({ serviceWorkers: 'allow' });

const LOCAL = './#/local?model=local:tiny-qwen2-lesson&device=wasm&lang=en';

test('opened at #/local on a first visit, the page offers the one reload; it comes back isolated and the model runs on two threads', async ({ page }) => {
  await page.goto(LOCAL);
  await expect(page.getByTestId('isolated')).toHaveText('no');
  await expect(page.getByTestId('threads')).toHaveText(/^1\b/);
  await siteWorkerReady(page);
  // The worker took over while the student was here: a button, not a reload under their hands.
  await page.getByTestId('isolation-reload').click();
  await expect(page.getByTestId('isolated')).toHaveText('yes', { timeout: 30_000 });
  expect(await page.evaluate(() => crossOriginIsolated)).toBe(true);
  const cores = await page.evaluate(() => navigator.hardwareConcurrency);
  const threads = Math.min(4, Math.ceil(cores / 2));
  await expect(page.getByTestId('threads')).toHaveText(new RegExp(`^${threads} \\(of ${cores} logical cores\\)`));
  await expect(page.getByTestId('isolation-reload')).toHaveCount(0);

  // Two threads even on a two-core machine (ONNX Runtime's own rule would give one there).
  await page.getByLabel('WASM threads').selectOption('2');
  await page.getByTestId('load-button').click();
  await expect(page.getByTestId('model-status')).toHaveAttribute('data-phase', 'ready', { timeout: 90_000 });
  await expect(page.getByTestId('model-status')).toContainText('WASM threads: 2.');
  await expect(page.getByTestId('threads')).toHaveText(/^2 /);
  await page.getByTestId('run-button').click();
  await expect(page.getByTestId('finding')).toContainText('percentage without a calculation: 27.88%', { timeout: 60_000 });
});

test('arriving at #/local from another page once the worker took over, the page reloads itself into isolation', async ({ page }) => {
  await page.goto('./#/?lang=en');
  await siteWorkerReady(page);
  expect(await page.evaluate(() => crossOriginIsolated)).toBe(false);
  await page.getByRole('navigation').getByRole('link', { name: 'Local model', exact: true }).click();
  await expect(page.getByTestId('isolated')).toHaveText('yes', { timeout: 30_000 });
  expect(await page.evaluate(() => crossOriginIsolated)).toBe(true);
  await expect(page.getByTestId('isolation-reload')).toHaveCount(0);
});
