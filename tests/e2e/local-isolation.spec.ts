// The opt-in service worker that makes the built site cross-origin isolated on a host that sends no COOP/COEP
// headers (the test server sends none): one reload, then ONNX Runtime runs multi-threaded WASM.
import { expect, test } from '@playwright/test';

test('the isolation service worker turns cross-origin isolation on, and the model runs on two WASM threads', async ({ page }) => {
  await page.goto('./#/local?model=local:tiny-qwen2-lesson&device=wasm&lang=en');
  await expect(page.getByTestId('isolated')).toHaveText('no');
  await expect(page.getByTestId('threads')).toHaveText(/^1\b/);

  await page.getByTestId('shim-on').click();
  await expect(page.getByTestId('isolated')).toHaveText('yes', { timeout: 30_000 });
  expect(await page.evaluate(() => crossOriginIsolated)).toBe(true);
  const cores = await page.evaluate(() => navigator.hardwareConcurrency);
  const threads = Math.min(4, Math.ceil(cores / 2));
  await expect(page.getByTestId('threads')).toHaveText(new RegExp(`^${threads} \\(of ${cores} logical cores\\)`));
  await expect(page.getByRole('button', { name: 'Turn off the isolation service worker' })).toBeVisible();

  // Two threads even on a two-core machine (ONNX Runtime's own rule would give one there).
  await page.getByLabel('WASM threads').selectOption('2');
  await page.getByTestId('load-button').click();
  await expect(page.getByTestId('model-status')).toHaveAttribute('data-phase', 'ready', { timeout: 90_000 });
  await expect(page.getByTestId('model-status')).toContainText('WASM threads: 2.');
  await expect(page.getByTestId('threads')).toHaveText(/^2 /);
  await page.getByTestId('run-button').click();
  await expect(page.getByTestId('finding')).toContainText('percentage without a calculation: 27.88%', { timeout: 60_000 });
});
