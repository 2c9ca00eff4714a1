// The device report's WebGPU sanity check on the software adapter (headless Chromium with --enable-unsafe-webgpu):
// the tiny model's fixed prompt on WebGPU against the same files on WASM in a temporary worker, token by token.
// The forced mismatch needs no hook in the site: once the model is loaded on WebGPU, the test empties
// transformers.js's file cache and serves the WASM side another fixture's graph (same shapes, other outputs).
import { expect, test, type Page } from '@playwright/test';
import { fileURLToPath } from 'node:url';

const OTHER_GRAPH = fileURLToPath(new URL('../fixtures/models/tiny-qwen2/onnx/model.onnx', import.meta.url));

async function loadOnWebgpu(page: Page): Promise<void> {
  await page.goto('./#/local?model=local:tiny-qwen2-lesson&device=webgpu&dtype=fp32&lang=en');
  const webgpu = page.getByTestId('webgpu');
  await expect(webgpu).toHaveAttribute('data-available', /true|false/);
  test.skip((await webgpu.getAttribute('data-available')) !== 'true', 'this Chromium grants no WebGPU adapter');
  await expect(page.getByTestId('gpu-check')).toContainText('Load the model on WebGPU to compare its output with WASM.');
  await page.getByTestId('load-button').click();
  await expect(page.getByTestId('model-status')).toHaveAttribute('data-phase', 'ready', { timeout: 90_000 });
  await expect(page.getByTestId('model-status')).toContainText('loaded on webgpu (fp32)');
}

test('WebGPU sanity check: the tiny model on the software adapter agrees with WASM token by token', async ({ page }) => {
  test.setTimeout(180_000);
  await loadOnWebgpu(page);
  const check = page.getByTestId('gpu-check');
  // Cancelled while WebGPU generates: the check says so and the worker is free for the next one.
  await page.getByTestId('gpu-check-button').click();
  await expect(page.getByTestId('gpu-check-stage')).toHaveAttribute('data-stage', 'webgpu');
  await page.getByTestId('gpu-check-cancel').click();
  await expect(check).toHaveAttribute('data-phase', 'cancelled');
  await expect(check).toContainText('Check cancelled.');

  await page.getByTestId('gpu-check-button').click();
  await expect(page.getByTestId('gpu-check-stage')).toBeVisible();
  await expect(check).toHaveAttribute('data-phase', 'done', { timeout: 120_000 });
  await expect(check).toHaveAttribute('data-outcome', 'agree');
  await expect(page.getByTestId('gpu-check-summary')).toContainText('WebGPU and WASM agree on 8 tokens (fp32).');
  await expect(page.getByTestId('gpu-check-wasm')).toHaveCount(0);
  // The page's own model is still the WebGPU one, and the agent can still run on it.
  await expect(page.getByTestId('model-status')).toContainText('loaded on webgpu (fp32)');
});

test('WebGPU sanity check: a WASM side that differs shows the divergence, both texts, and loads WASM on request', async ({ page, context }) => {
  test.setTimeout(240_000);
  await loadOnWebgpu(page);
  // The WebGPU session is in memory: from here on, the model's graph is another fixture's, for the WASM side only.
  await page.evaluate(async () => {
    for (const name of await caches.keys()) if (name.includes('transformers')) await caches.delete(name);
  });
  let swapped = 0;
  await context.route('**/models/tiny-qwen2-lesson/onnx/model.onnx', (route) => {
    swapped++;
    return route.fulfill({ path: OTHER_GRAPH, contentType: 'application/octet-stream' });
  });

  const check = page.getByTestId('gpu-check');
  await page.getByTestId('gpu-check-button').click();
  await expect(check).toHaveAttribute('data-phase', 'done', { timeout: 150_000 });
  expect(swapped).toBeGreaterThan(0);
  await expect(check).toHaveAttribute('data-outcome', 'diverge');
  const summary = page.getByTestId('gpu-check-summary');
  await expect(summary).toContainText(/WebGPU and WASM diverge at token \d+ of \d+ \(fp32\)/);
  await expect(page.getByTestId('gpu-check-differing')).toContainText(/WebGPU wrote .+; WASM wrote .+\./);
  const webgpuText = (await page.getByTestId('gpu-check-webgpu-text').textContent()) ?? '';
  const wasmText = (await page.getByTestId('gpu-check-wasm-text').textContent()) ?? '';
  expect(webgpuText.length).toBeGreaterThan(0);
  expect(wasmText).not.toBe(webgpuText);

  await context.unroute('**/models/tiny-qwen2-lesson/onnx/model.onnx');
  await page.getByTestId('gpu-check-wasm').click();
  await expect(page).toHaveURL(/device=wasm/);
  await expect(page.getByTestId('device-choice')).toHaveAttribute('data-device', 'wasm');
  await expect(page.getByTestId('model-status')).toHaveAttribute('data-phase', 'ready', { timeout: 90_000 });
  await expect(page.getByTestId('model-status')).toContainText('loaded on wasm');
  await expect(check).toContainText('Load the model on WebGPU to compare its output with WASM.');
});

test('WebGPU sanity check: a WASM side that cannot load is a clear message, and the WebGPU model stays', async ({ page, context }) => {
  test.setTimeout(180_000);
  await loadOnWebgpu(page);
  await page.evaluate(async () => {
    for (const name of await caches.keys()) if (name.includes('transformers')) await caches.delete(name);
  });
  await context.route('**/models/tiny-qwen2-lesson/onnx/model.onnx', (route) => route.fulfill({ status: 404, body: 'not found' }));
  const check = page.getByTestId('gpu-check');
  await page.getByTestId('gpu-check-button').click();
  await expect(check).toHaveAttribute('data-phase', 'failed', { timeout: 120_000 });
  await expect(page.getByTestId('gpu-check-error')).toContainText('The check could not load the model on WASM to compare:');
  await expect(page.getByTestId('model-status')).toHaveAttribute('data-phase', 'ready');
  await expect(page.getByTestId('model-status')).toContainText('loaded on webgpu (fp32)');
  await expect(page.getByTestId('gpu-check-button')).toBeEnabled();
});
