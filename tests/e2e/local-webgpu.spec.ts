// A short WebGPU smoke run (headless Chromium with --enable-unsafe-webgpu gives a SwiftShader adapter: ~1.5 s
// per token, so only a few tokens), which is also where a generation is slow enough to interrupt by hand.
import { expect, test } from '@playwright/test';

test('WebGPU (fp32): the tiny model loads, starts the lesson reply, and the interrupt button stops it', async ({ page }) => {
  await page.goto('./#/local?model=local:tiny-qwen2-lesson&device=webgpu&dtype=fp32&lang=en');
  const webgpu = page.getByTestId('webgpu');
  await expect(webgpu).toHaveAttribute('data-available', /true|false/);
  test.skip((await webgpu.getAttribute('data-available')) !== 'true', 'this Chromium grants no WebGPU adapter');
  await expect(page.getByTestId('device-choice')).toHaveAttribute('data-device', 'webgpu');
  await expect(page.getByTestId('device-choice')).toHaveAttribute('data-dtype', 'fp32');

  await page.getByTestId('load-button').click();
  await expect(page.getByTestId('model-status')).toHaveAttribute('data-phase', 'ready', { timeout: 90_000 });
  await expect(page.getByTestId('model-status')).toContainText('loaded on webgpu (fp32)');

  await page.getByTestId('run-button').click();
  const live = page.getByTestId('live');
  await expect(live).toContainText(/Generating: \d{2,} tokens/, { timeout: 90_000 });
  await page.getByTestId('interrupt-button').click();

  await expect(page.getByTestId('end-reason')).toHaveAttribute('data-kind', 'interrupted', { timeout: 30_000 });
  await expect(page.getByTestId('end-reason')).toContainText(/interrupted after \d+ generated tokens/);
  const row = page.getByTestId('step-row');
  await expect(row).toHaveCount(1);
  await expect(row).toHaveAttribute('data-input-tokens', '567');
  await expect(row).toContainText('interrupt');
  // The same greedy tokens as on WASM: the reply starts as the lesson's does.
  await page.getByTestId('model-output').click();
  await expect(page.getByTestId('model-output')).toContainText('<tool_call>\n{"name"');
  await expect(page.getByTestId('finding')).toContainText('no answer: interrupted');
});
