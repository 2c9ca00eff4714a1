import { expect, test } from '@playwright/test';
import { holdTokenizer } from './apis-table.ts';

// Without the site's worker every request is the page's own, so the route below holds the tokenizer's chunk.
test.use({ serviceWorkers: 'block' });

test('the first run shows before the tokenizer arrives, its tokens filled in when it does', async ({ page }) => {
  const tokenizer = await holdTokenizer(page);
  await page.goto('./#/apis?lang=en');

  const row = page.locator('[data-testid="apis-results"] tbody tr[data-scenario="correcto"][data-provider="openai-responses"]');
  const trace = page.getByTestId('apis-trace');
  await expect(row).toHaveAttribute('data-status', 'done');
  await expect(trace.getByTestId('answer')).toContainText('6.45 %');
  await expect(row.locator('[data-col="tokens"]')).toHaveText('counting…');
  await expect(trace.getByTestId('step-tokens').first()).toHaveText('counting… tokens');
  await expect(trace.getByTestId('run-counts')).toContainText('counting… tokens sent in total');
  await expect(page.getByTestId('token-chart')).toHaveAttribute('aria-label', /Counting the tokens/);
  // The run ended, so the page asked for the counter, which is still on its way.
  await expect.poll(() => tokenizer.asked()).toBe(true);

  tokenizer.release();
  await expect(row.locator('[data-col="tokens"]')).toHaveText('630');
  await expect(trace.getByTestId('run-counts')).toContainText('630 tokens sent in total');
  await expect(page.getByText('counting…')).toHaveCount(0);
  await expect(page.getByTestId('token-chart')).toHaveAttribute('data-drawn', 'true');
});
