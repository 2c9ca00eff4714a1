import { expect, test } from '@playwright/test';
import { holdTokenizer } from './apis-table.ts';

// Without the site's worker every request is the page's own: the route below holds (or refuses) the tokenizer's
// chunk, which the page's counting worker asks for, and the simulators answer in the page.
test.use({ serviceWorkers: 'block' });

const correct = '[data-testid="apis-results"] tbody tr[data-scenario="correcto"][data-provider="openai-responses"]';

test('the counting worker loads the tokenizer as the page starts, and the first run shows with its counts', async ({ page }) => {
  const tokenizer = await holdTokenizer(page);
  await page.goto('./#/apis?lang=en');
  await expect.poll(() => tokenizer.asked()).toBe(true);
  // The in-page simulators count their usage in the worker too: no run goes before its encoder is there.
  await expect(page.locator(`${correct}[data-status="done"]`)).toHaveCount(0);
  tokenizer.release();

  const row = page.locator(correct);
  const trace = page.getByTestId('apis-trace');
  await expect(row).toHaveAttribute('data-status', 'done');
  await expect(row.locator('[data-col="tokens"]')).toHaveText('630');
  await expect(trace.getByTestId('run-counts')).toContainText('630 tokens sent in total');
  await expect(page.getByText('not counted')).toHaveCount(0);
  await expect(page.getByTestId('token-chart')).toHaveAttribute('data-drawn', 'true');
});

test('where the tokenizer cannot load, the runs still play and their counts say they are not counted', async ({ page }) => {
  await page.route('**/assets/o200k_base-*.js', (route) => route.abort());
  await page.goto('./#/apis?lang=en');
  const row = page.locator(correct);
  const trace = page.getByTestId('apis-trace');
  await expect(row).toHaveAttribute('data-status', 'done');
  await expect(trace.getByTestId('answer')).toContainText('6.45 %');
  await expect(row.locator('[data-col="tokens"]')).toHaveText('not counted');
  await expect(trace.getByTestId('step-tokens').first()).toHaveText('not counted tokens');
  await expect(trace.getByTestId('run-counts')).toContainText('not counted tokens sent in total');
  await expect(page.getByTestId('token-chart')).toHaveAttribute('aria-label', /the token counts are not available/);
  // A file holds numbers: the export says why it cannot write one, and the run stays on screen.
  await page.getByRole('button', { name: 'Export trace' }).first().click();
  await expect(page.getByText(/some of these are unknown: the o200k_base token counter could not run/).first()).toBeVisible();
  await expect(row).toHaveAttribute('data-status', 'done');
});
