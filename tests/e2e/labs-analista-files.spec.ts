// The CSV analyst's files in Chromium: a big CSV is read off the page's thread, in the table worker, with progress
// and a Cancel button, and an uploaded file is kept in the browser across a reload until the student removes it; a
// broken kept entry is dropped with a notice. How long the page's thread is held meanwhile is a figure, not a test:
// `npm run bench -- csv-browser` prints the longest tasks, at full speed and with the CPU slowed 4×.
import { writeFileSync } from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import { STUDENT_CSV } from '../fixtures/student-orders.ts';

const ROWS = 200_000;
const REGIONS = ['Norte', 'Sur', 'Este', 'Oeste'];

/** About 12 MB of orders, quoted fields with commas included, so PapaParse takes its slow, careful path. */
function bigCsv(): Buffer {
  const lines = ['pedido,fecha,cliente,region,importe,estado'];
  for (let i = 0; i < ROWS; i++) {
    const day = String((i % 28) + 1).padStart(2, '0');
    lines.push(`P-${i},2024-02-${day},"Cliente ${i % 977}, S.A.",${REGIONS[i % 4]},${(i % 5000) / 4},entregado`);
  }
  return Buffer.from(`${lines.join('\n')}\n`);
}

const pick = (page: Page, name: string, buffer: Buffer) => page.getByTestId('table-file').setInputFiles({ name, mimeType: 'text/csv', buffer });
const pickPath = (page: Page, path: string) => page.getByTestId('table-file').setInputFiles(path);

test('a big CSV is read in the worker: progress, Cancel keeps the table, the rows counted as they come', async ({ page }, testInfo) => {
  // From a file on disk, as a student picks it: a buffer would be rebuilt by Playwright's own script in the page.
  const csv = bigCsv();
  const big = testInfo.outputPath('grande.csv');
  writeFileSync(big, csv);
  await page.goto('./#/labs/analista?lang=en');
  const current = page.getByTestId('current-table');
  await expect(current).toHaveAttribute('data-source', 'pedidos_trimestre.parquet');

  // Cancelled as soon as progress shows: the bundled orders stay, with a notice rather than an error. Four times
  // the rows (seconds to read), so that a fast machine cannot finish the file before the click lands.
  const huge = testInfo.outputPath('enorme.csv');
  const rows = csv.subarray(csv.indexOf('\n') + 1);
  writeFileSync(huge, Buffer.concat([csv, rows, rows, rows]));
  // Read in the table worker, off the page's thread: one worker for the file.
  const reader = page.waitForEvent('worker', (worker) => worker.url().includes('table-reader'));
  await pickPath(page, huge);
  await reader;
  const progress = page.getByTestId('table-progress');
  await expect(progress).toContainText('Reading enorme.csv…');
  await progress.getByRole('button', { name: 'Cancel' }).click();
  await expect(page.getByTestId('table-notice')).toHaveText('Reading enorme.csv was cancelled.');
  await expect(progress).toHaveCount(0);
  await expect(current).toHaveAttribute('data-source', 'pedidos_trimestre.parquet');
  await expect(page.getByTestId('table-error')).toHaveCount(0);
  await expect(page.getByTestId('kept-table')).toHaveCount(0);

  // Read to the end: rows and bytes climb as the worker goes.
  await page.evaluate(() => {
    const w = window as unknown as { rowsSeen: string[] };
    w.rowsSeen = [];
    new MutationObserver((records) => {
      for (const r of records) if (r.target instanceof Element && r.target.hasAttribute('data-rows')) w.rowsSeen.push(r.target.getAttribute('data-rows') ?? '');
    }).observe(document.body, { subtree: true, attributes: true, attributeFilter: ['data-rows'] });
  });
  await pickPath(page, big);
  await expect(progress).toContainText(/Reading grande\.csv… +[\d,]+ rows, [\d.]+ [kM]?B of 12 MB/);
  await expect(progress).toHaveCount(0);
  await expect(current).toHaveAttribute('data-source', 'grande.csv');
  await expect(current).toContainText('200,000 rows, 6 columns');
  // Rows were counted as the worker went, not only at the end.
  const rowsSeen = await page.evaluate(() => (window as unknown as { rowsSeen: string[] }).rowsSeen.map(Number));
  expect(rowsSeen.filter((n) => n > 0 && n < ROWS).length, JSON.stringify(rowsSeen)).toBeGreaterThan(1);
  await expect(page.getByTestId('table-preview').getByRole('columnheader')).toHaveText(['pedido text', 'fecha date', 'cliente text', 'region text', 'importe number', 'estado text']);
});

test('an uploaded file is kept across a reload until Remove, which goes back to the bundled orders', async ({ page }) => {
  await page.goto('./#/labs/analista?lang=en');
  const current = page.getByTestId('current-table');
  await expect(current).toHaveAttribute('data-source', 'pedidos_trimestre.parquet');
  await expect(page.getByTestId('kept-table')).toHaveCount(0);
  await pick(page, 'mis_pedidos.csv', Buffer.from(STUDENT_CSV));
  await expect(current).toHaveAttribute('data-source', 'mis_pedidos.csv');
  const kept = page.getByTestId('kept-table');
  const size = Buffer.byteLength(STUDENT_CSV);
  await expect(kept).toHaveText(`Kept in this browser: mis_pedidos.csv (${size} B) — Remove`);

  await page.reload();
  await expect(current).toHaveAttribute('data-source', 'mis_pedidos.csv');
  await expect(current).toContainText('5 rows, 5 columns');
  await expect(kept).toHaveText(`Kept in this browser: mis_pedidos.csv (${size} B) — Remove`);

  // In Spanish too.
  await page.goto('./#/labs/analista?lang=es');
  await expect(kept).toContainText('Guardado en este navegador: mis_pedidos.csv');
  await kept.getByRole('button', { name: 'Quitar' }).click();
  await expect(current).toHaveAttribute('data-source', 'pedidos_trimestre.parquet');
  await expect(kept).toHaveCount(0);

  await page.reload();
  await expect(current).toHaveAttribute('data-source', 'pedidos_trimestre.parquet');
  await expect(kept).toHaveCount(0);
});

test('a broken kept entry is dropped with a notice, and the page works on the bundled orders', async ({ page }) => {
  await page.goto('./#/labs/analista?lang=en');
  await expect(page.getByTestId('current-table')).toHaveAttribute('data-source', 'pedidos_trimestre.parquet');
  // What idb-keyval reads (its default database and store), written by hand: first a value that is not a kept
  // file, then a kept file whose bytes no longer read.
  const store = (value: unknown) =>
    page.evaluate(
      (v) =>
        new Promise<void>((resolve, reject) => {
          const open = indexedDB.open('keyval-store');
          open.onupgradeneeded = () => open.result.createObjectStore('keyval');
          open.onsuccess = () => {
            const tx = open.result.transaction('keyval', 'readwrite');
            const value = v === 'broken-file' ? { name: 'roto.parquet', file: new Blob([new Uint8Array([1, 2, 3])]) } : v;
            tx.objectStore('keyval').put(value, 'agent-loop-lab:analista:kept-table');
            tx.oncomplete = () => resolve();
            tx.onerror = () => reject(tx.error);
          };
        }),
      value,
    );
  for (const [value, why] of [
    [{ name: 42 }, 'not a stored file'],
    ['broken-file', 'roto.parquet is not a readable Parquet file (truncated or corrupt).'],
  ] as const) {
    await store(value);
    await page.reload();
    await expect(page.getByTestId('table-notice')).toHaveText(`The file kept in this browser could not be read again (${why}), so it was removed.`);
    await expect(page.getByTestId('current-table')).toHaveAttribute('data-source', 'pedidos_trimestre.parquet');
    await expect(page.getByTestId('kept-table')).toHaveCount(0);
    await page.reload();
    await expect(page.getByTestId('current-table')).toHaveAttribute('data-source', 'pedidos_trimestre.parquet');
    await expect(page.getByTestId('table-notice')).toHaveCount(0);
  }
});
