// What a screen reader hears without moving focus: one polite live region says a run finished, Run all finished,
// in the page's language (a model loaded or failed to load, and a Run on #/local: local-before-load.spec.ts, on the
// page whose worker already fails and loads); and a skip link takes the keyboard past the header.
import { expect, test } from '@playwright/test';
import { RUN_ALL_TIMEOUT } from './lesson-rows.ts';

test('a lab run, the simulated APIs and Run all are announced when they finish; Run started from the keyboard keeps the focus (#/local: local-before-load.spec.ts)', async ({ page }) => {
  const announcer = page.getByTestId('announcer');
  await page.goto('./#/labs/tienda?lang=en');
  await expect(announcer).toHaveAttribute('role', 'status');
  await expect(announcer).toHaveAttribute('aria-live', 'polite');
  // Run from the keyboard: the end is announced, and the focus returns to the button when the run ends.
  const run = page.getByTestId('run-button');
  await run.focus();
  await page.keyboard.press('Enter');
  await expect(page.getByTestId('lab-run')).toHaveAttribute('data-status', 'done');
  await expect(announcer).toHaveText('The run finished: its trace is below.');
  await expect(run).toBeFocused();

  // A short request timeout keeps Run all's slow-endpoint scenario to a few seconds.
  await page.goto(`./#/apis?lang=es&${RUN_ALL_TIMEOUT}`);
  await expect(announcer).toHaveText('La ejecución terminó: su traza está abajo.');
  await page.getByRole('button', { name: 'Ejecutar todo' }).click();
  await expect(announcer).toHaveText(/^Ejecutar todo terminó: 28 ejecuciones en la tabla\./, { timeout: 60_000 });
});

test("the skip link is the first stop of the keyboard and takes it to the page, the route unchanged; the browser tab names the page in the page's language", async ({ page }) => {
  await page.goto('./#/data?lang=en');
  // The page's controls come with its data (decoded off the page's thread, in its data worker): once they are there.
  await expect(page.getByRole('region', { name: 'Company and dates' })).toBeVisible();
  await page.keyboard.press('Tab');
  const skip = page.getByTestId('skip-link');
  await expect(skip).toBeFocused();
  await expect(skip).toHaveText('Skip to the page');
  await expect(skip).toBeInViewport();
  await page.keyboard.press('Enter');
  await expect(page.locator('main')).toBeFocused();
  await expect(page).toHaveURL(/#\/data\?lang=en$/);
  // The next Tab goes into the page, past the header's links.
  await page.keyboard.press('Tab');
  expect(await page.evaluate(() => document.activeElement?.closest('main') !== null)).toBe(true);

  // The browser tab names the page in the page's language.
  await page.goto('./#/?lang=es');
  await expect(page).toHaveTitle('Laboratorio de bucles de agentes');
  await page.goto('./#/data?lang=es');
  await expect(page).toHaveTitle('Datos — Laboratorio de bucles de agentes');
  await page.goto('./#/local?lang=en');
  await expect(page).toHaveTitle('Local model — Agent Loop Lab');
});
