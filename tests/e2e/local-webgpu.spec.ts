// WebGPU on the software adapter (headless Chromium with --enable-unsafe-webgpu gives SwiftShader: about a
// second a token, so the model is loaded once and every check shares it): the tiny model runs and the interrupt button
// stops it, and the device report's sanity check compares the same prompt on WebGPU and on WASM (a temporary
// worker) token by token, cancelled and then agreeing: real WebGPU against real WASM, which only a browser shows.
// The check's forced outcomes (a WASM side that cannot load, one that differs, and the offer to load on WASM) are
// asserted in Node with fake workers and the report rendered by Svelte's server renderer:
// tests/unit/ui/local/gpu-check-outcomes.test.ts; the session's side of them in
// tests/unit/ui/common/gpu-check-session.test.ts, their wording in tests/unit/llm/gpu-check.test.ts.
import { expect, test, type Page } from '@playwright/test';
import { launchOptions } from '../../playwright.config.ts';
import { loadModel } from './local-model.ts';

// A browser of its own, with WebGPU on, launched here: no other test's page shares the GPU process the software
// adapter ran in. (Given by test.use instead, the options made a worker of their own that Playwright ran after every
// other test, alone for ~45 s.)
// --disable-gpu-compositing: the page is drawn by the software compositor, so its frames (and Playwright's clicks,
// which wait for them) never queue behind the software adapter's work in the GPU process; WebGPU itself is unchanged.
// Dawn's disable_workgroup_init: the shaders no longer zero their workgroup memory first, which on the software
// adapter cost half the test (73 → 36 CPU-s alone here). Same kernels, same results: the check below still compares
// WebGPU's tokens with WASM's, so a shader that read memory it never wrote would show as a divergence, not pass.
// (With the GPU compositor, this flag once preceded a page that stopped painting in CI: the frames no longer go
// through the GPU process; it passed alone and beside two workers and a busy loop here.)
let page: Page;
test.beforeEach(async ({ playwright }, testInfo) => {
  const webgpu = ['--enable-unsafe-webgpu', '--disable-gpu-compositing', '--enable-dawn-features=disable_workgroup_init'];
  const args = [...launchOptions.args.filter((arg) => arg !== '--disable-gpu'), ...webgpu];
  const browser = await playwright.chromium.launch({ ...launchOptions, args });
  const { baseURL, serviceWorkers } = testInfo.project.use;
  page = await (await browser.newContext({ baseURL, serviceWorkers })).newPage();
});
test.afterEach(async () => {
  await page.context().browser()?.close();
});

test('WebGPU (fp32): the tiny model runs and is interrupted; the sanity check is cancelled, then agrees', async () => {
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
  await loadModel(page);
  await expect(status).toHaveAttribute('data-phase', 'ready');
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
});
