// Run all at a 100 ms request timeout: the lab's own load (28 runs through one service worker) must not make a
// healthy row fail. Runs go four at a time, and the slow endpoint never answers. The timeout is set once the page
// is up: the selected run the page plays on arrival shares the main thread with the page's own start (on a slow
// two-core machine over 100 ms), which is not Run all's load.
import { expect, test } from '@playwright/test';
import { openControlled } from './site-server.ts';

test('Run all at timeout=100: every healthy row ends without an endpoint error, the slow one times out', async ({ page }) => {
  await openControlled(page, './#/apis?lang=en');
  await expect(page.getByTestId('apis-trace').getByTestId('end-reason')).toBeVisible();
  const timeout = page.getByLabel('Request timeout (ms)');
  await timeout.fill('100');
  await timeout.press('Enter');
  await expect(page).toHaveURL(/timeout=100/);
  const button = page.getByTestId('run-all');
  await expect(button).toBeEnabled();
  await button.click();
  const rows = page.locator('[data-testid="apis-results"] tbody tr');
  await expect(rows).toHaveCount(28);
  await expect(page.locator('[data-testid="apis-results"] tbody tr[data-status="done"]')).toHaveCount(28, { timeout: 60_000 });
  const ended = await rows.evaluateAll((trs) =>
    trs.map((tr) => ({
      scenario: tr.getAttribute('data-scenario') ?? '',
      provider: tr.getAttribute('data-provider') ?? '',
      verdict: tr.querySelector('[data-col="verdict"]')?.textContent?.trim() ?? '',
    })),
  );
  const healthy = ended.filter((r) => !r.scenario.startsWith('fallo_api'));
  expect(healthy).toHaveLength(16);
  for (const row of healthy) expect(row.verdict, `${row.scenario} on ${row.provider}`).not.toMatch(/endpoint|timeout|timed out/i);
  for (const row of ended.filter((r) => r.scenario === 'correcto')) expect(row.verdict).toBe('OK');
  const slow = ended.filter((r) => r.scenario === 'fallo_api_lento');
  expect(slow).toHaveLength(4);
  for (const row of slow) expect(row.verdict, row.provider).toMatch(/endpoint error: timeout/);
});
