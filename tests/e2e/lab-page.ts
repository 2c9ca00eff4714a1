// What the companion labs' Chromium tests share: the run a lab page shows, found by what ran, so a check never
// reads the previous run while the next one starts.
import { expect, type Locator, type Page } from '@playwright/test';

/** The timeline of the shown run, once `scenario` (on `provider`, when given) has finished. */
export async function shownRun(page: Page, scenario: string, provider?: string): Promise<Locator> {
  const run = page.getByTestId('lab-run');
  const trace = run.locator(`[data-testid="apis-trace"][data-scenario="${scenario}"]${provider ? `[data-provider="${provider}"]` : ''}`);
  await expect(trace).toBeVisible();
  await expect(run).toHaveAttribute('data-status', 'done');
  return trace;
}

/** The final answer as the timeline quotes it. */
export const answerOf = (trace: Locator): Locator => trace.locator('p.answer q');

export async function pickScenario(page: Page, scenario: string): Promise<Locator> {
  await page.getByTestId('scenario').selectOption(scenario);
  return shownRun(page, scenario);
}

export function hashParams(page: Page): Record<string, string> {
  const hash = new URL(page.url()).hash;
  return Object.fromEntries(new URLSearchParams(hash.slice(hash.indexOf('?') + 1)));
}

/** Gives the analyst's file input a CSV, as a student picking a file from disk. */
export const pickCsv = (page: Page, name: string, text: string) =>
  page.getByTestId('table-file').setInputFiles({ name, mimeType: 'text/csv', buffer: Buffer.from(text) });
