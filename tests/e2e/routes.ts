// Every route of the app with its run shown, for the sweep that walks them all (sweep.spec.ts): the hash to open
// and what says the page has drawn its run (or its widest content). Where Run all plays, timeout=1000 lets the
// slow-endpoint scenario give up in a second instead of the default ten. #/local after a run on the tiny model is
// swept in local-loop.spec.ts, where the model is loaded already (a Load here cost each language a compile of ONNX
// Runtime's WASM).
import { expect, type Page } from '@playwright/test';
import { axeFindings } from './axe.ts';
import { englishIn } from './english-phrases.ts';

export type Ready = (page: Page) => Promise<void>;

const labRun: Ready = (page) => expect(page.getByTestId('lab-run')).toHaveAttribute('data-status', 'done', { timeout: 60_000 });
// The shown run has ended: its trace says how.
const apisRun: Ready = (page) => expect(page.getByTestId('apis-trace').first().getByTestId('end-reason')).toBeVisible({ timeout: 60_000 });
const heading: Ready = (page) => expect(page.getByRole('heading', { level: 1 })).toBeVisible();

/** The routes, in two groups of about the same cost, so that two workers share the sweep. */
export const ROUTE_GROUPS: readonly (readonly [hash: string, ready: Ready][])[] = [
  [
    ['#/', heading],
    ['#/start', (page) => expect(page.getByTestId('tool-result')).toBeVisible()],
    // The guide's other widgets: the template, a simulated run, the verifier, the chart and the two exercises.
    ['#/start?s=template', (page) => expect(page.getByTestId('template-step').first()).toBeVisible()],
    ['#/start?s=scenarios', apisRun],
    ['#/start?s=verifier', (page) => expect(page.getByTestId('verifier-findings')).toBeVisible()],
    ['#/start?s=tokens', (page) => expect(page.getByTestId('token-chart')).toHaveAttribute('data-drawn', 'true', { timeout: 60_000 })],
    ['#/start?s=exercises', (page) => expect(page.getByTestId('unvalidated-dates')).toBeVisible()],
    ['#/data', (page) => expect(page.getByTestId('closes-chart')).toHaveAttribute('data-drawn', 'true')],
    ['#/tools', (page) => expect(page.getByTestId('unvalidated-dates')).toBeVisible()],
    ['#/labs', heading],
    ...['asistente', 'tienda', 'analista', 'hogar', 'viajes'].map((lab): [string, Ready] => [`#/labs/${lab}?run=1`, labRun]),
    // A lab on the real API before any run: the key form and what each API or server needs.
    ['#/labs/tienda?backend=real', (page) => expect(page.getByTestId('lab-real').getByTestId('real-cors')).toBeVisible()],
    // The bench with every kind of backend offered: the real API's key form and the local model's panel.
    ['#/eval?backends=openai-chat,real,local', (page) => expect(page.getByTestId('eval-real').getByTestId('real-cors')).toBeVisible()],
  ],
  [
    // Run all's table beside the shown run (correcto) and the token chart: all of #/apis's first view and more.
    // The comparison: the shown run kept, then a guardrail switched off, the two side by side.
    ['#/apis?scenario=bucle', async (page) => {
      await apisRun(page);
      await page.getByRole('button', { name: /^(Keep for comparison|Guardar para comparar)$/ }).click();
      await page.evaluate(() => (location.hash += '&off=repetition'));
      await expect(page.getByTestId('compare-column')).toHaveCount(2);
      await expect(page.getByTestId('compare-column').nth(0).getByTestId('compare-tokens')).toBeVisible({ timeout: 60_000 });
    }],
    ['#/apis?all=1&timeout=1000', (page) => expect(page.locator('[data-testid="apis-results"] tbody tr[data-status="done"]')).toHaveCount(28, { timeout: 60_000 })],
    ['#/local', (page) => expect(page.getByTestId('template-step').first()).toBeVisible()],
    // Plan and execute with the scripted plan: each stage and the verdict.
    ['#/local?mode=plan&plan=correcto', async (page) => {
      await page.getByTestId('run-button').click();
      await expect(page.getByTestId('plan-trace')).toHaveAttribute('data-end', 'answered');
    }],
  ],
];

/**
 * The runs whose trace shows each guardrail's note and each kind of end, read in Spanish for English phrases:
 * repetition and step limit, a token limit, a slow endpoint and one whose body has not the API's shape, a tool
 * not offered. Their page is #/apis's, which the sweep checks with axe already.
 */
export const GUARDRAIL_ROUTES: readonly [hash: string, ready: Ready][] = [
  ['#/apis?scenario=bucle&tokens=1000', apisRun],
  ['#/apis?scenario=fallo_api_lento&timeout=1000', apisRun],
  ['#/apis?scenario=fallo_api_forma', apisRun],
  ['#/apis?scenario=herramienta_equivocada', apisRun],
];

export const withLang = (hash: string, lang: string) => `./${hash}${hash.includes('?') ? '&' : '?'}lang=${lang}`;

/** Every <details> open, so that what it holds is checked too. */
export async function openEveryDetails(page: Page): Promise<void> {
  await page.evaluate(async () => {
    for (const details of Array.from(document.querySelectorAll('details'))) details.open = true;
    await new Promise(requestAnimationFrame);
  });
}

/** axe's findings and a sideways scroll at the page's current width. */
export async function checkAtWidth(page: Page, where: string): Promise<string[]> {
  await openEveryDetails(page);
  // After a resize the charts redraw a frame or more later (a ResizeObserver): the page has a second to settle.
  const { scroll, client } = await page.evaluate(async () => {
    const width = () => ({ scroll: document.documentElement.scrollWidth, client: document.documentElement.clientWidth });
    const until = performance.now() + 1000;
    while (width().scroll > width().client && performance.now() < until) await new Promise(requestAnimationFrame);
    return width();
  });
  const wide = scroll > client ? [`${where}: scrolls sideways (${scroll} px wide)`] : [];
  return [...wide, ...(await axeFindings(page, where))];
}

/**
 * One route in one language, as the sweep checks it: an English page opened at 1280 px then turned to 360 px, a
 * Spanish one opened at 360 px (a phone) then widened; axe and the sideways scroll at each width, and no English
 * phrase on a Spanish page. Every finding, each line starting with where.
 */
export async function sweepRoute(page: Page, hash: string, lang: string, ready: Ready): Promise<string[]> {
  const found: string[] = [];
  const [opened, resized] = lang === 'en' ? [1280, 360] : [360, 1280];
  await page.setViewportSize({ width: opened, height: 800 });
  await page.goto(withLang(hash, lang));
  await ready(page);
  found.push(...(await checkAtWidth(page, `${hash} opened at ${opened} px`)));
  if (lang === 'es') found.push(...englishIn(hash, await page.locator('body').innerText()));
  await page.setViewportSize({ width: resized, height: 800 });
  found.push(...(await checkAtWidth(page, `${hash} resized to ${resized} px`)));
  return found;
}
