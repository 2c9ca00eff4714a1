// The CSV analyst in Chromium, through the site's worker: the bundled orders, then a file loaded from disk (read in
// the browser) that the scripted analyst answers questions about; a malformed file leaves the table in place; what
// the tools read from the file goes only to the simulated model, which the site's worker answers. Played on a page
// the worker already controls (offline.spec.ts's first visit, whose worker installs once for its checks). The
// local model on the student's file: tests/e2e/local-sampling-qwen3.spec.ts, where the tiny free-reply model is loaded.
import { expect, type Page, type Response } from '@playwright/test';
import { STUDENT_CSV } from '../fixtures/student-orders.ts';
import { answerOf, pickCsv, pickScenario, shownRun } from './lab-page.ts';

export async function analistaThroughTheWorker(page: Page): Promise<void> {
  const posts: { body: string; fromServiceWorker: boolean }[] = [];
  const onResponse = (response: Response) => {
    const request = response.request();
    if (request.method() === 'POST') posts.push({ body: request.postData() ?? '', fromServiceWorker: response.fromServiceWorker() });
  };
  page.on('response', onResponse);
  await page.goto('./#/labs/analista?lang=en&run=1');
  const current = page.getByTestId('current-table');
  await expect(current).toHaveAttribute('data-source', 'pedidos_trimestre.parquet');
  await expect(current).toContainText('2,636 rows, 10 columns');
  let trace = await shownRun(page, 'febrero_norte');
  await expect(answerOf(trace)).toHaveText('Los pedidos entregados de la región Norte en febrero sumaron 619,090.85.');
  await expect(page.getByTestId('table-used')).toHaveText('Ran on pedidos_trimestre.parquet, 2,636 rows.');

  trace = await pickScenario(page, 'columna_desconocida');
  await expect(trace.locator('li.call').first().locator('.result.failed')).toContainText("la columna 'status' no existe; columnas: pedido, fecha");
  await expect(answerOf(trace)).toHaveText('Se cancelaron 132 pedidos.');

  // A file from disk: its columns are previewed, and the shown run plays again over it.
  await expect(page.getByText('The file is read here, in your browser: it never leaves it.')).toBeVisible();
  await pickCsv(page, 'mis_pedidos.csv', STUDENT_CSV);
  await expect(current).toHaveAttribute('data-source', 'mis_pedidos.csv');
  await expect(current).toContainText('5 rows, 5 columns');
  const preview = page.getByTestId('table-preview');
  await expect(preview.getByRole('columnheader')).toHaveText(['pedido text', 'fecha date', 'region text', 'estado text', 'importe number']);
  await expect(preview.locator('tbody tr').first().getByRole('cell')).toHaveText(['A-1', '2024-02-03', 'Norte', 'entregado', '100.5']);
  await expect(page.getByTestId('scripted-note')).toContainText('The scripted scenarios were written for pedidos_trimestre.parquet');
  await expect(page.getByTestId('table-used')).toHaveText('Ran on mis_pedidos.csv, 5 rows.');
  await expect(answerOf(trace)).toHaveText('Se cancelaron 1 pedidos.');
  trace = await pickScenario(page, 'febrero_norte');
  await expect(answerOf(trace)).toHaveText('Los pedidos entregados de la región Norte en febrero sumaron 120.75.');
  await expect(page.getByTestId('trace-verdict')).toHaveText('OK: every figure has a source.');

  // A malformed file: a clear error, and the student's table stays loaded.
  await pickCsv(page, 'roto.csv', 'pedido,importe\n"A-9,10\n');
  await expect(page.getByTestId('table-error')).toContainText('That file could not be loaded; the table above stays loaded.');
  await expect(page.getByTestId('table-error')).toContainText('a quoted field is never closed');
  await expect(current).toHaveAttribute('data-source', 'mis_pedidos.csv');
  await expect(current).toContainText('5 rows');
  await expect(answerOf(trace)).toHaveText('Los pedidos entregados de la región Norte en febrero sumaron 120.75.');

  // What the tools read from the file went to the simulated model, answered by the page's service worker:
  // no request reached a server.
  const withFile = posts.filter((p) => p.body.includes('mis_pedidos') || p.body.includes('A-1'));
  expect(withFile.length).toBeGreaterThan(0);
  expect(posts.length).toBeGreaterThan(0);
  expect(posts.every((p) => p.fromServiceWorker)).toBe(true);

  // Back to the bundled orders.
  await page.getByRole('button', { name: 'Back to pedidos_trimestre.parquet' }).click();
  await expect(current).toHaveAttribute('data-source', 'pedidos_trimestre.parquet');
  await expect(answerOf(trace)).toHaveText('Los pedidos entregados de la región Norte en febrero sumaron 619,090.85.');
  page.off('response', onResponse);
}
