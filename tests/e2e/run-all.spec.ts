// "Run all" on #/apis while the table plays: the button counts the rows that have ended, in a live region, and
// does not act until they all have; pressed after that, it plays every row afresh.
import { expect, test } from '@playwright/test';
import { openControlled } from './site-server.ts';

// Counted from the network log: through the site's worker, each request is a real one.
test.describe('through the site worker', () => {
  test.use({ serviceWorkers: 'allow' });

  test('Run all shows its progress, cannot start twice while the table plays, and plays afresh once it is done', async ({ page }) => {
    const simulated: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/sim/')) simulated.push(request.url());
    });
  // A short timeout keeps the slow-endpoint scenario (fallo_api_lento) to a second: long enough to press again.
    await openControlled(page, './#/apis?lang=en&timeout=1000');
    const button = page.getByTestId('run-all');
    const rows = page.locator('[data-testid="apis-results"] tbody tr');
    const done = page.locator('[data-testid="apis-results"] tbody tr[data-status="done"]');
  // The selected run's 3 requests and the token chart's (30 of the loop, 3 of the correct case) first.
    await expect.poll(() => simulated.length).toBe(3 + 30 + 3);
    await expect(button).toHaveText('Run all');
    await expect(button).toBeEnabled();

    await button.click();
    await expect(button).toHaveText(/^Running \d+ of 28…$/);
    await expect(button).toBeDisabled();
    await expect(button.locator('xpath=..')).toHaveAttribute('aria-live', 'polite');
    await expect(done).toHaveCount(28, { timeout: 60_000 });
    await expect(button).toHaveText('Run all');
    await expect(button).toBeEnabled();
    await expect(rows).toHaveCount(28);
  // The 27 rows not yet shown were played; the selected one (3 requests) was not played again.
    const first = simulated.length - 36;

  // Pressed again: every row afresh. Pressed a third time while they play, by keyboard and by mouse: nothing new.
    let before = simulated.length;
    await button.focus();
    await page.keyboard.press('Enter');
    await expect(button).toHaveText(/^Running \d+ of 28…$/);
    await page.keyboard.press('Enter');
    await button.click({ force: true });
    await expect(button).toBeDisabled();
    await expect(done).toHaveCount(28, { timeout: 60_000 });
    await expect(button).toHaveText('Run all');
    await expect(button).toBeEnabled();
    await expect(button).toBeFocused();
    const again = simulated.length - before;

  // Once more, pressed once: the same requests as the run above, so the presses while it played sent none.
    before = simulated.length;
    await button.click();
    await expect(button).toBeDisabled();
    await expect(done).toHaveCount(28, { timeout: 60_000 });
    await expect(button).toBeEnabled();
    const once = simulated.length - before;
    expect(once).toBeGreaterThan(28);
    expect(again).toBe(once);
    expect(first).toBe(once - 3);
    await expect(rows).toHaveCount(28);
  });
});

test('a link with all=1 plays the table with the progress on the button, in Spanish too', async ({ page }) => {
  await page.goto('./#/apis?lang=es&timeout=1000&all=1');
  const button = page.getByTestId('run-all');
  await expect(button).toHaveText(/^Ejecutando \d+ de 28…$/);
  await expect(button).toBeDisabled();
  await expect(page.locator('[data-testid="apis-results"] tbody tr[data-status="done"]')).toHaveCount(28, { timeout: 60_000 });
  await expect(button).toHaveText('Ejecutar todo');
  await expect(button).toBeEnabled();
});
