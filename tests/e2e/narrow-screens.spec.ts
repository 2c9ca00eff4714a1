// Phones and projectors: no page scrolls sideways at 360, 390 or 1280 px, in either language, with its first run
// shown — wide tables scroll inside their own focusable box, controls stack, long calls, ids and URLs wrap.
import { expect, test, type Page } from '@playwright/test';

/** Each route, and what shows it is drawn with its widest content (a run's trace, a table, a chart). */
const ROUTES: [hash: string, ready: (page: Page) => Promise<void>][] = [
  ['#/', (page) => expect(page.getByRole('heading', { level: 1 })).toBeVisible()],
  ['#/start', (page) => expect(page.getByTestId('tool-result')).toBeVisible()],
  ['#/start?s=exercises', (page) => expect(page.getByTestId('unvalidated-dates')).toBeVisible()],
  ['#/start?s=tokens', (page) => expect(page.getByTestId('token-chart')).toHaveAttribute('data-drawn', 'true')],
  ['#/data', (page) => expect(page.getByTestId('closes-chart')).toHaveAttribute('data-drawn', 'true')],
  ['#/tools', (page) => expect(page.getByTestId('unvalidated-dates')).toBeVisible()],
  ['#/apis?all=1', (page) => expect(page.locator('[data-testid="apis-results"] tbody tr[data-status="done"]')).toHaveCount(28, { timeout: 60_000 })],
  ['#/labs', (page) => expect(page.getByRole('heading', { level: 1 })).toBeVisible()],
  ...['asistente', 'tienda', 'analista', 'hogar', 'viajes'].map((lab): [string, (page: Page) => Promise<void>] => [
    `#/labs/${lab}?run=1`,
    (page) => expect(page.getByTestId('lab-run').getByTestId('end-reason')).toBeVisible(),
  ]),
  ['#/labs/tienda?backend=real', (page) => expect(page.getByTestId('lab-real').getByTestId('real-cors')).toBeVisible()],
  ['#/local', (page) => expect(page.getByTestId('template-step').first()).toBeVisible()],
  ['#/eval?backends=openai-chat,real,local', (page) => expect(page.getByTestId('eval-real').getByTestId('real-cors')).toBeVisible()],
];

// 360 and 390: phones; 1280: a school laptop or a projector, where nothing may be clipped either.
for (const width of [360, 390, 1280]) {
  for (const lang of ['en', 'es']) {
    test(`at ${width} px in ${lang === 'en' ? 'English' : 'Spanish'}, no page scrolls sideways`, async ({ browser }) => {
      test.setTimeout(180_000);
      const context = await browser.newContext({ viewport: { width, height: 800 } });
      const page = await context.newPage();
      const wide: string[] = [];
      try {
        for (const [hash, ready] of ROUTES) {
          await page.goto(`./${hash}${hash.includes('?') ? '&' : '?'}lang=${lang}`);
          await ready(page);
          // Every trace step's raw exchange opened: the request and response bodies are the longest lines.
          const { scroll, client } = await page.evaluate(async () => {
            for (const details of Array.from(document.querySelectorAll('details'))) details.open = true;
            await new Promise(requestAnimationFrame);
            return { scroll: document.documentElement.scrollWidth, client: document.documentElement.clientWidth };
          });
          if (scroll > client) wide.push(`${hash}: ${scroll} px`);
        }
        expect(wide).toEqual([]);
      } finally {
        await context.close();
      }
    });
  }
}

test('at 1280 × 720 the header fits on one row in either language, its language picker still named', async ({ browser }) => {
  const context = await browser.newContext({ viewport: { width: 1280, height: 720 } });
  const page = await context.newPage();
  try {
    for (const lang of ['en', 'es']) {
      await page.goto(`./#/?lang=${lang}`);
      // One row: the brand, the nav and the language picker share a centre line (a second row sits ~50 px lower);
      // the skip link sits above the header until it has focus.
      const centres = await page.locator('.shell-header > :not(.skip-link)').evaluateAll((children) => children.map((c) => (c.getBoundingClientRect().top + c.getBoundingClientRect().bottom) / 2));
      expect(Math.max(...centres) - Math.min(...centres)).toBeLessThan(12);
      await expect(page.getByLabel(lang === 'en' ? 'Language' : 'Idioma')).toHaveValue(lang);
    }
  } finally {
    await context.close();
  }
});
