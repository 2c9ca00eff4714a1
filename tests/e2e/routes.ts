// Every route of the app with its run shown, for the sweep that walks them all (sweep.spec.ts): the hash to open
// and what says the page has drawn its run (or its widest content). Where Run all plays, timeout=1000 lets the
// slow-endpoint scenario give up in a second instead of the default ten. The local model's route loads the tiny
// lesson model the tests serve as the site's models/ folder.
import { expect, type Page } from '@playwright/test';

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
    ['#/apis', apisRun],
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
    ['#/local?model=local:tiny-qwen2-lesson&device=wasm', async (page) => {
      await page.getByTestId('load-button').click();
      await expect(page.getByTestId('model-status')).toHaveAttribute('data-phase', 'ready', { timeout: 90_000 });
      await page.getByTestId('run-button').click();
      await expect(page.getByTestId('end-reason')).toHaveAttribute('data-kind', 'answered', { timeout: 60_000 });
    }],
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
