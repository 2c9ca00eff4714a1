// One sweep of every route, in each language, each page loaded once with its run shown and every <details> open
// (so the trace's raw exchanges, the schema boxes and the collapsed settings are checked too):
// - axe-core finds nothing, in Spanish on a phone (360 px) and in English on a projector (1280 px);
// - nothing scrolls sideways at either width: wide tables scroll inside their own focusable box, controls stack,
//   long calls, ids and URLs wrap;
// - a Spanish page shows no English phrase from the known list (english-phrases.ts), nor does a Spanish trace of
//   each guardrail and each kind of failed endpoint;
// - every checkbox and radio is a target of at least 24 × 24 CSS px (WCAG 2.5.8); the pages with such controls
//   (#/data, #/apis, the assistant's and the analyst's labs, #/local) show some.
// Each page is first opened in Spanish (the longer words) at 360 px, as on a phone, and then widened; then the
// language picker turns the same page and run to English, which is resized back to 360 px, as a turned tablet is.
// One load and one run serve both languages. A failure lists every finding.
// #/local after a run on the tiny model is swept so in local-loop.spec.ts, on the page whose model is loaded.
import { expect, test } from '@playwright/test';
import { englishIn } from './english-phrases.ts';
import { GUARDRAIL_ROUTES, openEveryDetails, ROUTE_GROUPS, sweepRoute, withLang } from './routes.ts';

test.describe.configure({ mode: 'parallel' });

for (const [group, routes] of ROUTE_GROUPS.entries()) {
  test(`routes ${group + 1} of ${ROUTE_GROUPS.length}, in Spanish then English: axe finds nothing and nothing scrolls sideways at 1280 and 360 px, no English shows in Spanish, no checkbox or radio under 24 px`, async ({ page }) => {
    test.setTimeout(240_000);
    const found: string[] = [];
    for (const [hash, ready, options] of routes) found.push(...(await sweepRoute(page, hash, ready, options)));
    expect(found, found.join('\n')).toEqual([]);
  });
}

test('no Spanish trace of a guardrail or an endpoint failure shows an English phrase, every section open', async ({ page }) => {
  const found: string[] = [];
  for (const [hash, ready] of GUARDRAIL_ROUTES) {
    await page.goto(withLang(hash, 'es'));
    await ready(page);
    await openEveryDetails(page);
    found.push(...englishIn(hash, await page.locator('body').innerText()));
  }
  expect(found, found.join('\n')).toEqual([]);
});

test('at 1280 × 720 the header fits on one row in either language, its language picker still named', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 720 });
  for (const lang of ['en', 'es']) {
    await page.goto(`./#/?lang=${lang}`);
    // One row: the brand, the nav and the language picker share a centre line (a second row sits ~50 px lower);
    // the skip link sits above the header until it has focus.
    const centres = await page.locator('.shell-header > :not(.skip-link)').evaluateAll((children) => children.map((c) => (c.getBoundingClientRect().top + c.getBoundingClientRect().bottom) / 2));
    expect(Math.max(...centres) - Math.min(...centres)).toBeLessThan(12);
    await expect(page.getByLabel(lang === 'en' ? 'Language' : 'Idioma')).toHaveValue(lang);
  }
});
