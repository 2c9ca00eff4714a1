// WebGPU on the software adapter (headless Chromium with --enable-unsafe-webgpu gives SwiftShader: ~1.5 s a
// token, so the model is loaded once and every check shares it): the tiny model runs and the interrupt button
// stops it, and the device report's sanity check compares the same prompt on WebGPU and on WASM (a temporary
// worker) token by token: cancelled, agreeing, a WASM side that cannot load, and a WASM side that differs.
// The forced failures need no hook in the site: once the model is loaded on WebGPU, the test empties
// transformers.js's file cache and answers the WASM side's graph request itself (a 404, then another fixture's
// graph: same shapes, other outputs).
import { expect, test } from '@playwright/test';
import { fileURLToPath } from 'node:url';

const OTHER_GRAPH = fileURLToPath(new URL('../fixtures/models/tiny-qwen2/onnx/model.onnx', import.meta.url));
const GRAPH = '**/models/tiny-qwen2-lesson/onnx/model.onnx';

test('WebGPU (fp32): the tiny model runs and is interrupted; the sanity check is cancelled, agrees, says a WASM side that cannot load, and shows one that differs', async ({ page, context }) => {
  test.setTimeout(400_000);
  await page.goto('./#/local?model=local:tiny-qwen2-lesson&device=webgpu&dtype=fp32&lang=en');
  const webgpu = page.getByTestId('webgpu');
  await expect(webgpu).toHaveAttribute('data-available', /true|false/);
  test.skip((await webgpu.getAttribute('data-available')) !== 'true', 'this Chromium grants no WebGPU adapter');
  await expect(page.getByTestId('device-choice')).toHaveAttribute('data-device', 'webgpu');
  await expect(page.getByTestId('device-choice')).toHaveAttribute('data-dtype', 'fp32');
  const check = page.getByTestId('gpu-check');
  await expect(check).toContainText('Load the model on WebGPU to compare its output with WASM.');
  const status = page.getByTestId('model-status');
  await page.getByTestId('load-button').click();
  await expect(status).toHaveAttribute('data-phase', 'ready', { timeout: 90_000 });
  await expect(status).toContainText('loaded on webgpu (fp32)');

  await test.step('a run, interrupted by the button', async () => {
    await page.getByTestId('run-button').click();
    // Five tokens are enough for the reply to start as the lesson's does: <tool_call>, a new line, {", name, ".
    await expect(page.getByTestId('live')).toContainText(/Generating: ([5-9]|\d{2,}) tokens/, { timeout: 90_000 });
    await page.getByTestId('interrupt-button').click();
    const end = page.getByTestId('end-reason');
    await expect(end).toHaveAttribute('data-kind', 'interrupted', { timeout: 30_000 });
    await expect(end).toContainText(/interrupted after \d+ generated tokens/);
    const row = page.getByTestId('step-row');
    await expect(row).toHaveCount(1);
    await expect(row).toHaveAttribute('data-input-tokens', '567');
    await expect(row).toContainText('interrupt');
    // The same greedy tokens as on WASM: the reply starts as the lesson's does.
    await page.getByTestId('model-output').click();
    await expect(page.getByTestId('model-output')).toContainText('<tool_call>\n{"name"');
    await expect(page.getByTestId('finding')).toContainText('no answer: interrupted');
  });

  await test.step('the check, cancelled while WebGPU generates, then run to the end: the two agree', async () => {
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
    // The page's own model is still the WebGPU one.
    await expect(status).toContainText('loaded on webgpu (fp32)');
  });

  // The WebGPU session is in memory: from here on, the WASM side fetches the graph afresh, from the test.
  const forgetFiles = () =>
    page.evaluate(async () => {
      for (const name of await caches.keys()) if (name.includes('transformers')) await caches.delete(name);
    });

  await test.step('a WASM side that cannot load is a clear message, and the WebGPU model stays', async () => {
    await forgetFiles();
    await context.route(GRAPH, (route) => route.fulfill({ status: 404, body: 'not found' }));
    await page.getByTestId('gpu-check-button').click();
    await expect(check).toHaveAttribute('data-phase', 'failed', { timeout: 120_000 });
    await expect(page.getByTestId('gpu-check-error')).toContainText('The check could not load the model on WASM to compare:');
    await expect(status).toHaveAttribute('data-phase', 'ready');
    await expect(status).toContainText('loaded on webgpu (fp32)');
    await expect(page.getByTestId('gpu-check-button')).toBeEnabled();
    await context.unroute(GRAPH);
  });

  await test.step('a WASM side that differs shows the divergence and both texts, and loads WASM on request', async () => {
    await forgetFiles();
    let swapped = 0;
    await context.route(GRAPH, (route) => {
      swapped++;
      return route.fulfill({ path: OTHER_GRAPH, contentType: 'application/octet-stream' });
    });
    await page.getByTestId('gpu-check-button').click();
    await expect(check).toHaveAttribute('data-phase', 'done', { timeout: 150_000 });
    expect(swapped).toBeGreaterThan(0);
    await expect(check).toHaveAttribute('data-outcome', 'diverge');
    await expect(page.getByTestId('gpu-check-summary')).toContainText(/WebGPU and WASM diverge at token \d+ of \d+ \(fp32\)/);
    await expect(page.getByTestId('gpu-check-differing')).toContainText(/WebGPU wrote .+; WASM wrote .+\./);
    const webgpuText = (await page.getByTestId('gpu-check-webgpu-text').textContent()) ?? '';
    const wasmText = (await page.getByTestId('gpu-check-wasm-text').textContent()) ?? '';
    expect(webgpuText.length).toBeGreaterThan(0);
    expect(wasmText).not.toBe(webgpuText);

    await context.unroute(GRAPH);
    await page.getByTestId('gpu-check-wasm').click();
    await expect(page).toHaveURL(/device=wasm/);
    await expect(page.getByTestId('device-choice')).toHaveAttribute('data-device', 'wasm');
    await expect(status).toHaveAttribute('data-phase', 'ready', { timeout: 90_000 });
    await expect(status).toContainText('loaded on wasm');
    await expect(check).toContainText('Load the model on WebGPU to compare its output with WASM.');
  });
});
