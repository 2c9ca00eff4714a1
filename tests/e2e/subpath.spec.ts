import { expect, test } from '@playwright/test';
import { SUB_PATH } from '../../playwright.config.ts';

const DATA_FILES = ['acciones6_precios.parquet', 'acciones6_empresas.parquet', 'noticias6_corpus.parquet'];

test('the built site works under a sub-path: every request stays inside it, no console errors, no preload of the entry chunk', async ({ page, baseURL }) => {
  const origin = new URL(baseURL!).origin;
  const requests: string[] = [];
  const failures: string[] = [];
  const consoleErrors: string[] = [];
  page.on('request', (r) => requests.push(r.url()));
  page.on('response', (r) => {
    if (r.status() >= 400) failures.push(`${r.status()} ${r.url()}`);
  });
  page.on('requestfailed', (r) => failures.push(`failed ${r.url()}`));
  page.on('console', (m) => {
    if (m.type() === 'error') consoleErrors.push(m.text());
  });
  page.on('pageerror', (e) => consoleErrors.push(String(e)));

  await page.goto('./');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();

  await page.getByRole('navigation').getByRole('link', { name: 'Data', exact: true }).click();
  await expect(page.getByTestId('closes-chart')).toHaveAttribute('data-drawn', 'true');
  await expect(page.getByTestId('news-counts')).toBeVisible();

  await page.getByRole('navigation').getByRole('link', { name: 'Tools', exact: true }).click();
  await page.locator('button[data-example="noticias"]').click();
  await expect(page.getByTestId('tool-result')).toContainText('Un fondo ofrece comprar Busmar Hogar');

  // A deep link opened fresh, as a shared link would be.
  await page.goto('./#/data?ticker=BUSI&desde=2024-03-18&hasta=2024-03-20&lang=es');
  await expect(page.getByTestId('news')).toContainText('Un fondo ofrece comprar Busmar Hogar');

  // #/apis loads lazy chunks whose own lazy imports once listed the entry chunk for preloading: index.html's module
  // script loaded it already, and each route added a modulepreload link for it (an error in Firefox).
  await page.goto('./#/apis?lang=en');
  await expect(page.getByTestId('run-all')).toBeVisible();
  const entry = await page.locator('script[type="module"][src]').evaluate((s: HTMLScriptElement) => s.src);
  const preloads = await page.locator('link[rel="modulepreload"]').evaluateAll((links) => links.map((l) => (l as HTMLLinkElement).href));
  expect(preloads.length).toBeGreaterThan(0);
  expect(preloads).not.toContain(entry);

  const outside = requests.filter((u) => !u.startsWith('data:') && !u.startsWith('blob:') && !u.startsWith(`${origin}${SUB_PATH}`));
  expect(outside).toEqual([]);
  for (const file of DATA_FILES) expect(requests).toContain(`${origin}${SUB_PATH}data/${file}`);
  expect(requests.some((u) => u.startsWith(`${origin}${SUB_PATH}assets/`) && u.endsWith('.js'))).toBe(true);
  expect(failures).toEqual([]);
  expect(consoleErrors).toEqual([]);
});
