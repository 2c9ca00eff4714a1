// What the Chromium tests of #/apis share: a row of the results table, its figures as shown, and the lesson's
// eight rows as the lesson printed them.
import { expect, type Locator, type Page } from '@playwright/test';
import { LESSON_ROWS } from './lesson-rows.ts';

export function row(page: Page, scenario: string, provider: string): Locator {
  return page.locator(`[data-testid="apis-results"] tbody tr[data-scenario="${scenario}"][data-provider="${provider}"]`);
}

/** A finished row's figures as the table shows them. */
export async function figures(r: Locator) {
  await expect(r).toHaveAttribute('data-status', 'done');
  // A run shows before the tokenizer has loaded: its tokens read "counting…" until it has.
  await expect(r.locator('[data-col="tokens"]')).not.toHaveText(/counting|contando/);
  const cell = (col: string) => r.locator(`[data-col="${col}"]`).innerText();
  return {
    steps: await cell('steps'),
    calls: await cell('calls'),
    errors: await cell('errors'),
    tokens: await cell('tokens'),
    answer: await cell('answer'),
    verdict: await cell('verdict'),
  };
}

/** After Run all, the figures' table is folded under the matrix of verdicts: opens it. */
export async function openAllFigures(page: Page): Promise<void> {
  const folded = page.getByTestId('apis-all-table');
  await expect(folded).toBeVisible();
  if ((await folded.getAttribute('open')) === null) await folded.locator('summary').click();
  await expect(folded).toHaveAttribute('open', '');
}

/** Checks the lesson's eight rows of a table played by Run all. */
export async function expectLessonRows(page: Page): Promise<void> {
  await openAllFigures(page);
  for (const [scenario, provider, steps, calls, errors, tokens, answer, verdict] of LESSON_ROWS) {
    expect(await figures(row(page, scenario, provider)), `${scenario} on ${provider}`).toEqual({ steps, calls, errors, tokens, answer, verdict });
  }
}

/**
 * Brings #/apis's token chart near the screen, where its two runs start playing (src/ui/common/near-view.ts): once
 * the first run is on screen (the chart is drawn then), as a reader scrolling down to it would.
 */
export async function nearChart(page: Page): Promise<void> {
  await page.getByTestId('token-chart').waitFor({ state: 'attached' });
  await page.locator('#apis-chart-h').scrollIntoViewIfNeeded();
}

/**
 * Holds the o200k tokenizer's chunk until `release` (the route sees every request only where the site's worker is
 * not in the way: a first visit, or service workers blocked); `asked` says whether the page has asked for it.
 */
export async function holdTokenizer(page: Page): Promise<{ release: () => void; asked: () => boolean }> {
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  let asked = false;
  await page.route('**/assets/o200k_base-*.js', async (route) => {
    asked = true;
    await held;
    await route.continue();
  });
  return { release, asked: () => asked };
}
