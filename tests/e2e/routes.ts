// Every route of the app with its run shown, for the sweep that walks them all (sweep.spec.ts): the hash to open
// and what says the page has drawn its run (or its widest content). Where Run all plays, RUN_ALL_TIMEOUT lets the
// slow-endpoint scenario give up in a few seconds instead of the default ten. #/local after a run on the tiny model is
// swept in local-loop.spec.ts, where the model is loaded already (a Load here cost each language a compile of ONNX
// Runtime's WASM).
import { expect, type Page } from '@playwright/test';
import { axeFindings } from './axe.ts';
import { englishIn } from './english-phrases.ts';
import { RUN_ALL_TIMEOUT } from './lesson-rows.ts';

export type Ready = (page: Page) => Promise<void>;

const labRun: Ready = (page) => expect(page.getByTestId('lab-run')).toHaveAttribute('data-status', 'done', { timeout: 60_000 });
// The shown run has ended: its trace says how.
const apisRun: Ready = (page) => expect(page.getByTestId('apis-trace').first().getByTestId('end-reason')).toBeVisible({ timeout: 60_000 });
const heading: Ready = (page) => expect(page.getByRole('heading', { level: 1 })).toBeVisible();

/** The routes, in two groups of about the same cost, so that two workers share the sweep. */
/** A route to sweep: its hash, what says it is drawn, and whether it must show checkboxes or radios to measure. */
export type SweptRoute = readonly [hash: string, ready: Ready, options?: { boxes: boolean }];
const BOXES = { boxes: true };

export const ROUTE_GROUPS: readonly (readonly SweptRoute[])[] = [
  [
    ['#/', heading],
    ['#/start', (page) => expect(page.getByTestId('tool-result')).toBeVisible()],
    // The guide's other widgets: the template, a simulated run, the verifier, the chart and the two exercises.
    ['#/start?s=template', (page) => expect(page.getByTestId('template-step').first()).toBeVisible()],
    ['#/start?s=scenarios', apisRun],
    ['#/start?s=verifier', (page) => expect(page.getByTestId('verifier-findings')).toBeVisible()],
    ['#/start?s=tokens', (page) => expect(page.getByTestId('token-chart')).toHaveAttribute('data-drawn', 'true', { timeout: 60_000 })],
    ['#/start?s=exercises', (page) => expect(page.getByTestId('unvalidated-dates')).toBeVisible()],
    ['#/data', (page) => expect(page.getByTestId('closes-chart')).toHaveAttribute('data-drawn', 'true'), BOXES],
    ['#/tools', (page) => expect(page.getByTestId('unvalidated-dates')).toBeVisible()],
    ['#/labs', heading],
    // The lab's lesson server connected: its listing, the hand call's form and the model panel.
    ['#/mcp', async (page) => {
      await page.getByTestId('mcp-lab').getByTestId('mcp-connect').click();
      await expect(page.getByTestId('mcp-lab').getByTestId('mcp-tool')).toHaveCount(4);
    }, BOXES],
    ...['asistente', 'tienda', 'analista', 'hogar', 'viajes'].map((lab): SweptRoute => [`#/labs/${lab}?run=1`, labRun, lab === 'asistente' || lab === 'analista' ? BOXES : undefined]),
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
    [`#/apis?all=1&${RUN_ALL_TIMEOUT}`, (page) => expect(page.locator('[data-testid="apis-results"] tbody tr[data-status="done"]')).toHaveCount(28, { timeout: 60_000 }), BOXES],
    ['#/local', (page) => expect(page.getByTestId('template-step').first()).toBeVisible(), BOXES],
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
  [`#/apis?scenario=fallo_api_lento&${RUN_ALL_TIMEOUT}`, apisRun],
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

/** A sideways scroll at the page's current width, and axe's findings unless `axe` is false. */
export async function checkAtWidth(page: Page, where: string, { axe = true } = {}): Promise<string[]> {
  await openEveryDetails(page);
  // After a resize the charts redraw a frame or more later (a ResizeObserver): the page has a second to settle.
  const { scroll, client } = await page.evaluate(async () => {
    const width = () => ({ scroll: document.documentElement.scrollWidth, client: document.documentElement.clientWidth });
    const until = performance.now() + 1000;
    while (width().scroll > width().client && performance.now() < until) await new Promise(requestAnimationFrame);
    return width();
  });
  const wide = scroll > client ? [`${where}: scrolls sideways (${scroll} px wide)`] : [];
  return [...wide, ...(axe ? await axeFindings(page, where) : [])];
}

/** Every visible checkbox and radio under 24 × 24 CSS px (WCAG 2.5.8), and how many there are. */
async function smallTargets(page: Page, where: string): Promise<{ boxes: number; found: string[] }> {
  const boxes = page.locator('input[type="checkbox"]:visible, input[type="radio"]:visible');
  const sizes = await boxes.evaluateAll((inputs) =>
    inputs.map((input) => {
      const r = input.getBoundingClientRect();
      return { small: r.width < 24 || r.height < 24, name: `${input.closest('label')?.textContent?.trim().slice(0, 40) ?? input.id}: ${r.width}×${r.height}` };
    }),
  );
  return { boxes: sizes.length, found: sizes.filter((s) => s.small).map((s) => `${where}: a target under 24 px, ${s.name}`) };
}

/**
 * One route in both languages, as the sweep checks it: opened in Spanish at 360 px (a phone), then widened to
 * 1280 px; then switched to English with the language picker (the same page and run, no reload) and turned back
 * to 360 px, as a turned tablet does. At each: the sideways scroll. axe twice, once in each language and at each
 * width (Spanish at 360 px, English at 1280 px): its rules read the same page's names, roles and contrast at any
 * width, and a run of axe over a page with every section open costs seconds. In Spanish, no English phrase; in
 * English at 1280 px, every checkbox and radio at least 24 px (`boxes`: the route must show some). Every finding,
 * each line starting with where.
 */
export async function sweepRoute(page: Page, hash: string, ready: Ready, { boxes = false } = {}): Promise<string[]> {
  const found: string[] = [];
  await page.setViewportSize({ width: 360, height: 800 });
  await page.goto(withLang(hash, 'es'));
  await ready(page);
  found.push(...(await checkAtWidth(page, `${hash} in Spanish opened at 360 px`)));
  found.push(...englishIn(hash, await page.locator('body').innerText()));
  await page.setViewportSize({ width: 1280, height: 800 });
  found.push(...(await checkAtWidth(page, `${hash} in Spanish widened to 1280 px`, { axe: false })));
  await page.getByLabel('Idioma').selectOption('en');
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  found.push(...(await checkAtWidth(page, `${hash} switched to English at 1280 px`)));
  const targets = await smallTargets(page, `${hash} in English at 1280 px`);
  found.push(...targets.found, ...(boxes && targets.boxes === 0 ? [`${hash}: no checkbox or radio to measure`] : []));
  await page.setViewportSize({ width: 360, height: 800 });
  found.push(...(await checkAtWidth(page, `${hash} in English resized to 360 px`, { axe: false })));
  return found;
}
