import { expect, test } from '@playwright/test';
import { holdTokenizer, nearChart } from './apis-table.ts';

// Without the site's worker every request is the page's own or its workers': the route below holds (or refuses)
// the tokenizer's chunk, which the page's counting worker asks for once the first run has ended.
test.use({ serviceWorkers: 'block' });

const CORRECT = '[data-testid="apis-results"] tbody tr[data-scenario="correcto"][data-provider="openai-responses"]';

test('the first run shows before the tokenizer arrives, its tokens filled in when it does', async ({ page }) => {
  const tokenizer = await holdTokenizer(page);
  await page.goto('./#/apis?lang=en');

  const row = page.locator(CORRECT);
  const trace = page.getByTestId('apis-trace');
  // Ended and on screen, its counts on their way: the row says so until they are in.
  await expect(row).toHaveAttribute('data-status', 'counting');
  await expect(trace.getByTestId('answer')).toContainText('6.45 %');
  await expect(row.locator('[data-col="tokens"]')).toHaveText('counting…');
  await expect(trace.getByTestId('step-tokens').first()).toHaveText('counting… tokens');
  await expect(trace.getByTestId('run-counts')).toContainText('counting… tokens sent in total');
  await nearChart(page);
  await expect(page.getByTestId('token-chart')).toHaveAttribute('aria-label', /Counting the tokens/);
  // The run ended, so the page's counting worker asked for the encoder, which is still on its way.
  await expect.poll(() => tokenizer.asked()).toBe(true);

  tokenizer.release();
  await expect(row).toHaveAttribute('data-status', 'done');
  await expect(row.locator('[data-col="tokens"]')).toHaveText('630');
  await expect(trace.getByTestId('run-counts')).toContainText('630 tokens sent in total');
  await expect(page.getByText('counting…')).toHaveCount(0);
  await expect(page.getByTestId('token-chart')).toHaveAttribute('data-drawn', 'true');
  // The encoder came to the counting worker: the page's own thread never fetched it.
  const pageFetched = await page.evaluate(() => performance.getEntriesByType('resource').map((e) => e.name));
  expect(pageFetched.filter((url) => url.includes('o200k_base'))).toEqual([]);
});

test('where the tokenizer cannot load, the runs still play and their counts say they are unknown', async ({ page }) => {
  await page.route('**/assets/o200k_base-*.js', (route) => route.abort());
  await page.goto('./#/apis?lang=en');
  const row = page.locator(CORRECT);
  const trace = page.getByTestId('apis-trace');
  await expect(row).toHaveAttribute('data-status', 'done');
  await expect(trace.getByTestId('answer')).toContainText('6.45 %');
  await expect(row.locator('[data-col="tokens"]')).toHaveText('unknown');
  await expect(trace.getByTestId('step-tokens').first()).toHaveText('unknown tokens');
  await expect(trace.getByTestId('run-counts')).toContainText('unknown tokens sent in total');
  await nearChart(page);
  await expect(page.getByTestId('token-chart')).toHaveAttribute('aria-label', /the token counts are unknown/);
  // A file holds numbers: the export says why it cannot write one, and the run stays on screen.
  await page.getByRole('button', { name: 'Export trace' }).first().click();
  await expect(page.getByText(/some of these are unknown: the o200k_base token counter could not run/).first()).toBeVisible();
  await expect(row).toHaveAttribute('data-status', 'done');
});
