// A hand-edited link with numbers the page cannot use as written: each page says, politely, which param it read
// how, and rewrites its hash to what it shows, in place (no new history entry).
import { expect, test, type Page } from '@playwright/test';

const hashParams = (page: Page) => page.evaluate(() => Object.fromEntries(new URLSearchParams(location.hash.split('?')[1] ?? '')));

test('#/apis clamps steps=1e9 and timeout=50, drops tokens=abc, says so and rewrites the hash; the timeout field writes the link', async ({ page }) => {
  await page.goto('./#/apis?lang=en&steps=1e9&tokens=abc&timeout=50');
  const notice = page.getByTestId('param-notice');
  await expect(notice).toHaveAttribute('role', 'status');
  await expect(notice).toHaveAttribute('aria-live', 'polite');
  await expect(notice.locator('p')).toHaveText([
    'steps=1e9 is out of range: using 100 (1–100).',
    'tokens=abc is not a number: using 8000.',
    'timeout=50 is out of range: using 100 (100–120000).',
  ]);
  await expect.poll(() => hashParams(page)).toEqual({ lang: 'en', steps: '100', timeout: '100' });
  // Rewritten in place: Back leaves the page instead of landing on the bad link.
  expect(await page.evaluate(() => history.length)).toBe(2);
  await expect(page.locator('#apis-timeout')).toHaveValue('100');

  // The field writes what is typed into the link, as the link's params write the field.
  const timeout = page.getByLabel('Request timeout (ms)');
  await timeout.fill('2500');
  await timeout.press('Enter');
  await expect(page).toHaveURL(/timeout=2500(&|$)/);
});

test('a lab page and #/local say it in Spanish too', async ({ page }) => {
  await page.goto('./#/labs/asistente?lang=es&steps=-1&wtimeout=5');
  const notice = page.getByTestId('param-notice');
  await expect(notice.locator('p')).toHaveText([
    'steps=-1 está fuera de rango: se usa 1 (1–100).',
    'wtimeout=5 está fuera de rango: se usa 100 (100–60000).',
  ]);
  await expect.poll(() => hashParams(page)).toEqual({ lang: 'es', steps: '1', wtimeout: '100' });

  await page.goto('./#/local?lang=en&maxnew=5000&threads=abc');
  await expect(notice.locator('p')).toHaveText([
    'maxnew=5000 is out of range: using 1024 (1–1024).',
    'threads=abc is not a number: using the default.',
  ]);
  await expect.poll(() => hashParams(page)).toEqual({ lang: 'en', maxnew: '1024' });
});
