// What goes wrong with a local model, in Chromium: a worker that dies, and files that are not there.
// One page for both tests, the crash first: its Restart gives a fresh worker, which must load the model anyway, and
// the missing model's test then loads the lesson's model again in that same worker (no new page, no second
// compile of ONNX Runtime's 27 MB of WASM).
import { expect, test, type Page } from '@playwright/test';
import { loadModel, openSharedPage } from './local-model.ts';

test.describe.configure({ mode: 'serial' });

let page: Page;
test.beforeAll(async ({ browser }, testInfo) => {
  page = await openSharedPage(browser, testInfo);
});
test.afterAll(async () => {
  await page.context().close();
});

test('a crashed worker is detected and can be restarted', async () => {
  const pageErrors: Error[] = [];
  const onError = (e: Error) => pageErrors.push(e);
  page.on('pageerror', onError);
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
  page.off('pageerror', onError);

  await page.getByTestId('restart-button').click();
  await expect(crash).toBeHidden();
  await expect(page.getByTestId('model-status')).toHaveAttribute('data-phase', 'empty');
  await loadModel(page);
  await expect(page.getByTestId('model-status')).toHaveAttribute('data-phase', 'ready');
  await expect(page.getByTestId('template-step').first()).toHaveAttribute('data-tokens', '567');
});

test('a model that fails to load (missing file) gives a clear message, and the page keeps working', async () => {
  // The worker holds the lesson's model from the test above: the failed Load replaces it with nothing.
  await page.goto('./#/local?model=local:no-such-model&device=wasm&lang=en');
  await page.getByTestId('load-button').click();
  const error = page.getByTestId('load-error');
  await expect(error).toContainText('The model could not be loaded. The rest of the page keeps working.');
  // Said to a screen reader too, without moving the focus (the page's one polite live region).
  const announcer = page.getByTestId('announcer');
  await expect(announcer).toContainText('The model could not be loaded. The rest of the page keeps working.');
  await expect(error).toContainText('Could not load the model "no-such-model" from /some/sub/models/');
  await expect(error).toContainText('no-such-model/config.json');
  // What happened, once, in words; the browser's message folded under it; the recorded run as the way on.
  await expect(page.getByTestId('load-error-kind')).toHaveText('A file of the model is missing.');
  await expect(page.getByTestId('load-error-message')).toBeHidden();
  expect((await error.textContent())?.match(/Could not load the model/g)).toHaveLength(1);
  await expect(error.getByTestId('recorded-run-link')).toHaveAttribute('href', '#/start?s=loop&lang=en');
  // The lesson's model loaded in this worker before: none of its progress bars is left on screen.
  await expect(page.getByTestId('file-progress')).toHaveCount(0);
  await expect(page.getByTestId('overall-progress')).toHaveCount(0);
  await expect(page.getByTestId('model-status')).toHaveAttribute('data-phase', 'empty');
  await expect(page.getByTestId('run-button')).toBeDisabled();

  // The same worker then loads a model that is there, and runs it.
  await page.getByLabel('Model', { exact: true }).fill('local:tiny-qwen2-lesson');
  await page.getByRole('button', { name: 'Use', exact: true }).click();
  await expect(page).toHaveURL(/model=local%3Atiny-qwen2-lesson/);
  await loadModel(page);
  await expect(page.getByTestId('model-status')).toHaveAttribute('data-phase', 'ready');
  await expect(announcer).toHaveText('The model tiny-qwen2-lesson is loaded and ready.');
  await expect(error).toBeHidden();
  // Run from the keyboard: the end is announced and the focus stays on the button.
  const run = page.getByTestId('run-button');
  await run.focus();
  await page.keyboard.press('Enter');
  await expect(page.getByTestId('end-reason')).toHaveAttribute('data-kind', 'answered', { timeout: 60_000 });
  await expect(announcer).toHaveText('The run finished: its steps and trace are below.');
  await expect(run).toBeFocused();
});
