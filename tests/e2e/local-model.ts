// The local model in a spec: one way to load it, so that a Load that fails says why (the page's own error box)
// instead of only "the phase is not ready", and one way to give a serial spec's tests a single page.
import { expect, type Browser, type Page, type TestInfo } from '@playwright/test';

/** Presses Load (of a model small enough to load unasked) and waits until the model is ready; a failed Load fails the test with the page's own message. */
export async function loadModel(page: Page, timeout = 90_000): Promise<void> {
  await page.getByTestId('load-button').click();
  // Load reads the download's size first (a big one asks before it starts): until then the last phase still shows.
  await expect(page.getByTestId('load-asking')).toHaveCount(0, { timeout });
  const status = page.getByTestId('model-status');
  const error = page.getByTestId('load-error');
  await expect.poll(async () => (await status.getAttribute('data-phase')) === 'ready' || (await error.count()) > 0, { timeout }).toBe(true);
  if ((await status.getAttribute('data-phase')) !== 'ready') throw new Error(`The model did not load: ${await error.innerText()}`);
}

/**
 * A page for every test of a serial spec, so that the model worker (and its compiled ONNX Runtime) serves them all.
 * browser.newContext does not apply the config's `use` by itself: the sub-path's base URL and the blocked service
 * workers are passed on here.
 */
export async function openSharedPage(browser: Browser, testInfo: TestInfo): Promise<Page> {
  const { baseURL, serviceWorkers } = testInfo.project.use;
  return (await browser.newContext({ baseURL, serviceWorkers })).newPage();
}
