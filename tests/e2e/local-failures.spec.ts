// What goes wrong with a local model, in Chromium: files that are not there, and a worker that dies.
import { expect, test } from '@playwright/test';

test('a model that fails to load (missing file) gives a clear message, and the page keeps working', async ({ page }) => {
  await page.goto('./#/local?model=local:no-such-model&device=wasm&lang=en');
  await page.getByTestId('load-button').click();
  const error = page.getByTestId('load-error');
  await expect(error).toContainText('The model could not be loaded. The rest of the page keeps working.');
  await expect(error).toContainText('Could not load the model "no-such-model" from /some/sub/models/');
  await expect(error).toContainText('no-such-model/config.json');
  await expect(page.getByTestId('model-status')).toHaveAttribute('data-phase', 'empty');
  await expect(page.getByTestId('run-button')).toBeDisabled();

  // The same worker then loads a model that is there, and runs it.
  await page.getByLabel('Model', { exact: true }).fill('local:tiny-qwen2-lesson');
  await page.getByRole('button', { name: 'Use', exact: true }).click();
  await expect(page).toHaveURL(/model=local%3Atiny-qwen2-lesson/);
  await page.getByTestId('load-button').click();
  await expect(page.getByTestId('model-status')).toHaveAttribute('data-phase', 'ready', { timeout: 90_000 });
  await expect(error).toBeHidden();
  await page.getByTestId('run-button').click();
  await expect(page.getByTestId('end-reason')).toHaveAttribute('data-kind', 'answered', { timeout: 60_000 });
});

test('a crashed worker is detected and can be restarted', async ({ page }) => {
  const pageErrors: Error[] = [];
  page.on('pageerror', (e) => pageErrors.push(e));
  await page.goto('./#/local?model=local:tiny-qwen2-lesson&device=wasm&lang=en');
  await expect(page.getByTestId('device-choice')).toBeVisible();

  await page.getByText('Failure demonstrations').click();
  await page.getByTestId('crash-button').click();
  const crash = page.getByTestId('worker-crash');
  await expect(crash).toContainText('The model worker crashed: crash requested by the page');
  await expect(page.getByTestId('model-status')).toHaveAttribute('data-phase', 'crashed');
  await expect(page.getByTestId('load-button')).toBeDisabled();
  // The crash is the worker's, handled by the page: nothing escapes as an uncaught page error.
  expect(pageErrors).toEqual([]);

  await page.getByTestId('restart-button').click();
  await expect(crash).toBeHidden();
  await expect(page.getByTestId('model-status')).toHaveAttribute('data-phase', 'empty');
  await page.getByTestId('load-button').click();
  await expect(page.getByTestId('model-status')).toHaveAttribute('data-phase', 'ready', { timeout: 90_000 });
  await expect(page.getByTestId('template-step').first()).toHaveAttribute('data-tokens', '567');
});
