// "Run all" on #/apis opened from a link with all=1: the table plays on arrival, with the progress on the button.
// Run all pressed while the table plays (the live count, no second start, a fresh replay) is counted through the
// site's worker, so it lives in apis-page.spec.ts's "through the site worker" block, whose context installs the
// worker once for all its tests.
import { expect, test } from '@playwright/test';
import { RUN_ALL_TIMEOUT } from './lesson-rows.ts';

test('a link with all=1 plays the table with the progress on the button, in Spanish too', async ({ page }) => {
  await page.goto(`./#/apis?lang=es&${RUN_ALL_TIMEOUT}&all=1`);
  const button = page.getByTestId('run-all');
  await expect(button).toHaveText(/^Ejecutando \d+ de 28…$/);
  await expect(button).toBeDisabled();
  await expect(page.locator('[data-testid="apis-results"] tbody tr[data-status="done"]')).toHaveCount(28, { timeout: 60_000 });
  await expect(button).toHaveText('Ejecutar todo');
  await expect(button).toBeEnabled();
});
