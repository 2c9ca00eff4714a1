import { expect, test, type Page } from '@playwright/test';

const TAKEOVER = 'Un fondo ofrece comprar Busmar Hogar';

/** The page's hash query as an object. */
function hashParams(page: Page): Record<string, string> {
  const hash = new URL(page.url()).hash;
  return Object.fromEntries(new URLSearchParams(hash.slice(hash.indexOf('?') + 1)));
}

/** Painted pixels of the chart's canvas: more than a blank canvas has. */
async function paintedPixels(page: Page): Promise<number> {
  return page.locator('[data-testid="closes-chart"] canvas').evaluate((canvas: HTMLCanvasElement) => {
    const { data } = canvas.getContext('2d')!.getImageData(0, 0, canvas.width, canvas.height);
    let painted = 0;
    for (let i = 3; i < data.length; i += 4) if (data[i]! > 0) painted += 1;
    return painted;
  });
}

// One page for the page's own checks, each step opening its link by changing the hash (the language switch last);
// a link opened in a fresh page, and each broken data file, get pages of their own.
test('shows BUSI: file row counts, the closes chart and the takeover headline; the closes as a table; a company by name and the range write the link; the language switch keeps the state', async ({ page }) => {
  await test.step('shows BUSI: file row counts, the closes chart and the takeover headline with its syndicated copies', async () => {
    await page.goto('./#/data?ticker=BUSI&desde=2024-03-15&hasta=2024-03-22&lang=en');

    const files = page.getByTestId('data-files');
    await expect(files).toContainText(/Loaded and indexed in your browser in \d+ ms/);
    await expect(files.locator('[data-file="acciones6_empresas.parquet"]')).toHaveText('acciones6_empresas.parquet 120 companies');
    await expect(files.locator('[data-file="acciones6_precios.parquet"]')).toHaveText(/^acciones6_precios\.parquet [1-9][\d,]* closes$/);
    await expect(files.locator('[data-file="noticias6_corpus.parquet"]')).toHaveText(/^noticias6_corpus\.parquet [1-9][\d,]* headlines$/);

    const chart = page.getByTestId('closes-chart');
    await expect(chart).toHaveAttribute('data-drawn', 'true');
    await expect(chart).toHaveAttribute('data-ticker', 'BUSI');
    await expect(chart).toHaveAttribute(
      'aria-label',
      /In the chosen range, 6 sessions: first 2024-03-15 \(26\.19\), last 2024-03-22 \(27\.88\)\./,
    );
    expect(await paintedPixels(page)).toBeGreaterThan(2000);
    await expect(page.getByText('BUSI — Busmar Hogar')).toBeVisible();

    const news = page.getByTestId('news');
    const row = news.locator('tbody tr', { hasText: TAKEOVER });
    await expect(row).toHaveCount(1);
    await expect(row.locator('td').first()).toHaveText(/^2024-03-19 \d{2}:\d{2}$/);
    const copies = Number(await row.locator('td').nth(2).textContent());
    const sources = (await row.locator('td').nth(3).textContent())!.split(', ');
    expect(copies).toBeGreaterThan(1);
    expect(sources.length).toBeGreaterThan(1);
    expect(new Set(sources).size).toBe(sources.length);
    // The takeover is BUSI's only distinct headline that week: every other row is one of its copies.
    await expect(news.locator('tbody tr')).toHaveCount(1);
    await expect(news.getByTestId('news-counts')).toHaveText(
      `${copies} headlines, 1 distinct, ${copies - 1} syndicated ${copies - 1 === 1 ? 'copy' : 'copies'}`,
    );
  });
  await test.step('the closes of the chosen range are readable as a table', async () => {
    await page.goto('./#/data?ticker=BUSI&desde=2024-03-01&hasta=2024-03-31&lang=en');
    await page.getByText('Closes in the chosen range, as a table').click();
    const rows = page.locator('table.closes tbody tr');
    await expect(rows.filter({ hasText: '2024-03-01' }).locator('td').nth(1)).toHaveText('25.20');
    await expect(rows.filter({ hasText: '2024-03-15' }).locator('td').nth(1)).toHaveText('26.19');
    await expect(rows.filter({ hasText: '2024-03-22' }).locator('td').nth(1)).toHaveText('27.88');
    await expect(rows.filter({ hasText: '2024-03-16' })).toHaveCount(0);
  });
  await test.step('picking a company by name and changing the range write the state into the link', async () => {
    await page.goto('./#/data?ticker=BUSI&lang=en');
    await expect(page.getByTestId('closes-chart')).toHaveAttribute('data-drawn', 'true');
    const company = page.getByLabel('Company (ticker or name)');

    await company.fill('no such company');
    await company.press('Enter');
    await expect(page.getByText('No single company matches “no such company”')).toBeVisible();
    expect(hashParams(page).ticker).toBe('BUSI');

    const other = page.locator('#company-options option').nth(5);
    const label = (await other.getAttribute('value'))!;
    const [ticker] = label.split(' — ');
    const name = label.split(' — ')[1]!.replace(/ \(.*\)$/, '');
    await company.fill(name);
    await company.press('Enter');
    await expect.poll(() => hashParams(page).ticker).toBe(ticker);
    await expect(page.getByTestId('closes-chart')).toHaveAttribute('data-ticker', ticker!);
    await expect(page.getByTestId('closes-chart')).toHaveAttribute('data-drawn', 'true');

    const from = page.getByLabel('From', { exact: true });
    await from.fill('18/03/2024');
    await from.press('Enter');
    await expect(page.getByText('Write the day as YYYY-MM-DD.')).toBeVisible();
    expect(hashParams(page).desde).toBeUndefined();
    await from.fill('2024-03-18');
    await from.press('Enter');
    await expect(page.getByText('Write the day as YYYY-MM-DD.')).toHaveCount(0);
    await page.getByLabel('To', { exact: true }).fill('2024-03-20');
    await page.getByLabel('To', { exact: true }).press('Enter');
    await page.getByLabel('the chosen range only').check();
    await expect.poll(() => hashParams(page)).toMatchObject({ ticker, desde: '2024-03-18', hasta: '2024-03-20', vista: 'rango' });
    await expect(page.getByTestId('closes-chart')).toHaveAttribute('data-points', '3');
  });
  await test.step('switching the language changes the UI text and keeps the state', async () => {
    await page.goto('./#/data?ticker=BUSI&desde=2024-03-18&hasta=2024-03-20&lang=en');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('The data');
    await expect(page.getByTestId('news-counts')).toContainText('1 distinct');

    await page.getByLabel('Language').selectOption('es');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Los datos');
    await expect(page.getByTestId('news-counts')).toContainText('1 distinto');
    await expect(page.getByRole('columnheader', { name: 'Titular' })).toBeVisible();
    expect(hashParams(page)).toMatchObject({ ticker: 'BUSI', desde: '2024-03-18', hasta: '2024-03-20', lang: 'es' });
    await expect(page.getByTestId('news')).toContainText(TAKEOVER);
    await expect(page.getByTestId('closes-chart')).toHaveAttribute('aria-label', /^Cierres de BUSI/);
  });
});

test('a link with the state in the hash reproduces the page', async ({ page }) => {
  await page.goto('./#/data?ticker=BUSI&desde=2024-03-15&hasta=2024-03-22&vista=rango&lang=es');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Los datos');
  await expect(page.getByLabel('Empresa (ticker o nombre)')).toHaveValue('BUSI');
  await expect(page.getByLabel('Desde', { exact: true })).toHaveValue('2024-03-15');
  await expect(page.getByLabel('Hasta', { exact: true })).toHaveValue('2024-03-22');
  await expect(page.getByLabel('solo el rango elegido')).toBeChecked();
  const chart = page.getByTestId('closes-chart');
  await expect(chart).toHaveAttribute('data-drawn', 'true');
  await expect(chart).toHaveAttribute('data-points', '6');
  await expect(chart).toHaveAttribute('data-first', '26.19');
  await expect(chart).toHaveAttribute('data-last', '27.88');
  await expect(page.getByTestId('news-counts')).toContainText('1 distinto');
  await expect(page.getByTestId('news')).toContainText(TAKEOVER);
});

test('a corrupt news file shows an error naming it, and the chart still works', async ({ page }) => {
  await page.route('**/data/noticias6_corpus.parquet', (route) =>
    route.fulfill({ status: 200, contentType: 'application/octet-stream', body: 'this is not a parquet file' }),
  );
  await page.goto('./#/data?ticker=BUSI&desde=2024-03-15&hasta=2024-03-22&lang=en');

  const news = page.getByTestId('news');
  await expect(news.getByRole('alert')).toContainText('The news cannot be shown: noticias6_corpus.parquet:');
  await expect(news.locator('table')).toHaveCount(0);
  await expect(page.getByTestId('data-errors')).toContainText('noticias6_corpus.parquet');
  await expect(page.getByTestId('data-files').locator('[data-file="noticias6_corpus.parquet"]')).toContainText('not loaded');

  const chart = page.getByTestId('closes-chart');
  await expect(chart).toHaveAttribute('data-drawn', 'true');
  await expect(chart).toHaveAttribute('aria-label', /last 2024-03-22 \(27\.88\)/);
});

test('a missing price file shows an error naming it, and the news still work', async ({ page }) => {
  await page.route('**/data/acciones6_precios.parquet', (route) => route.fulfill({ status: 404, body: 'not found' }));
  await page.goto('./#/data?ticker=BUSI&desde=2024-03-15&hasta=2024-03-22&lang=en');

  await expect(page.getByTestId('data-errors')).toContainText('acciones6_precios.parquet: missing or unreadable (HTTP 404)');
  await expect(page.getByRole('alert').filter({ hasText: 'The closes cannot be shown' })).toContainText('acciones6_precios.parquet');
  await expect(page.getByTestId('closes-chart')).toHaveCount(0);
  await expect(page.getByTestId('news')).toContainText(TAKEOVER);
});

test('a companies file of the wrong shape shows an error naming it, and the tickers still work', async ({ page }) => {
  await page.route('**/data/acciones6_empresas.parquet', (route) =>
    route.fulfill({ status: 200, contentType: 'application/octet-stream', body: Buffer.from('PAR1 truncated') }),
  );
  await page.goto('./#/data?ticker=BUSI&desde=2024-03-15&hasta=2024-03-22&lang=en');
  await expect(page.getByTestId('data-errors')).toContainText('acciones6_empresas.parquet:');
  await expect(page.getByTestId('data-files').locator('[data-file="acciones6_empresas.parquet"]')).toContainText('not loaded');
  await expect(page.getByTestId('closes-chart')).toHaveAttribute('data-drawn', 'true');
  const options = page.locator('#company-options option');
  await expect(options).toHaveCount(120);
  const ticker = (await options.nth(7).getAttribute('value'))!.slice(0, 4);
  expect(ticker).not.toBe('BUSI');
  const company = page.getByLabel('Company (ticker or name)');
  await company.fill(ticker);
  await company.press('Enter');
  await expect(page.getByTestId('closes-chart')).toHaveAttribute('data-ticker', ticker);
  await expect(page.getByTestId('closes-chart')).toHaveAttribute('data-drawn', 'true');
});
