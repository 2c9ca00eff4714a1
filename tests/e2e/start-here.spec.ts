// "Start here" (#/start): the guided path by keyboard alone, from Home's link through every section to the end,
// each section's heading focused on arrival and its widget answering what is typed or chosen; a section's own
// link opens that section; the path in Spanish.
import { expect, test, type Locator, type Page } from '@playwright/test';

/** Presses Tab until `target` has focus (fails past `most` presses): how a keyboard user reaches a control. */
async function tabTo(page: Page, target: Locator, most = 250): Promise<void> {
  for (let i = 0; i < most; i++) {
    if (await target.evaluate((el) => el === document.activeElement)) return;
    await page.keyboard.press('Tab');
  }
  throw new Error(`Tab never reached ${target.toString()}`);
}

/** Types `text` into the focused box in place of what it held. */
async function retype(page: Page, text: string): Promise<void> {
  await page.keyboard.press('ControlOrMeta+A');
  await page.keyboard.type(text);
}

const heading = (page: Page) => page.locator('#start-section-h');

async function next(page: Page, title: string, progress: string): Promise<void> {
  await tabTo(page, page.getByTestId('start-next'));
  await page.keyboard.press('Enter');
  await expect(heading(page)).toHaveText(title);
  await expect(heading(page)).toBeFocused();
  await expect(page.getByTestId('start-progress')).toHaveText(progress);
}

test('the whole path by keyboard alone: Home’s link, every section’s widget live, to the end', async ({ page }) => {
  test.setTimeout(180_000);
  await page.goto('./#/?lang=en');
  await tabTo(page, page.getByTestId('start-link'));
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/#\/start/);
  await expect(heading(page)).toHaveText('The tools');
  await expect(page.getByTestId('start-progress')).toHaveText('1 of 9');
  await expect(page.locator('progress')).toHaveAttribute('value', '1');

  // The tools: BUSI's close; a ticker that does not exist typed in its place gives the tool's error.
  const result = page.getByTestId('tool-result');
  await expect(result).toContainText('"cierre"');
  await expect(result).not.toHaveClass(/is-error/);
  await tabTo(page, page.locator('#arg-ticker'));
  await retype(page, 'ACME');
  await expect(result).toHaveClass(/is-error/);
  await expect(result).toContainText('ACME');

  await next(page, 'The template under the hood', '2 of 9');
  await expect(page.getByTestId('template-step').first()).toContainText('<tools>');

  // The lesson's local model's recorded run, through the loop: it answered, and the verifier flags its 27.88 %.
  await next(page, 'The local ReAct loop', '3 of 9');
  const loop = page.getByTestId('recorded-loop');
  await expect(loop.getByTestId('end-reason')).toHaveAttribute('data-kind', 'answered', { timeout: 60_000 });
  await expect(loop.locator('li.call[data-tool="precio"]')).toHaveCount(2);
  await expect(loop.getByTestId('trace-verdict')).toContainText('27.88');

  // The verifier: a figure no tool returned is flagged as it is typed.
  await next(page, 'The verifier', '4 of 9');
  const findings = page.getByTestId('verifier-findings');
  await tabTo(page, page.getByTestId('verifier-panel').getByLabel('Your answer'));
  await retype(page, 'BUSI subió un 47,5 % en marzo.');
  await expect(findings).not.toHaveText('OK: the verifier finds nothing to flag.');
  await expect(findings).toContainText('47');

  await next(page, 'Planning', '5 of 9');
  await tabTo(page, page.getByTestId('run-button'));
  await page.keyboard.press('Enter');
  await expect(page.getByTestId('plan-trace')).toHaveAttribute('data-end', 'answered');
  // It opens at its first stage, to be stepped through.
  await expect(page.getByTestId('plan-step-position')).toHaveText(/^stage 1\/\d+ · extract$/);

  // The APIs' shapes: another provider picked by arrow key plays the same run on its API.
  await next(page, "The APIs' shapes", '6 of 9');
  const trace = page.getByTestId('apis-trace');
  await expect(trace.getByTestId('end-reason')).toBeVisible({ timeout: 60_000 });
  const firstProvider = await trace.getAttribute('data-provider');
  await tabTo(page, page.getByTestId('start-provider'));
  await page.keyboard.press('ArrowDown');
  await expect(trace).not.toHaveAttribute('data-provider', firstProvider ?? '');
  await expect(trace.getByTestId('end-reason')).toHaveAttribute('data-kind', 'answered', { timeout: 60_000 });

  await next(page, 'The four scenarios', '7 of 9');
  await tabTo(page, page.getByTestId('start-scenario'));
  await page.keyboard.press('ArrowDown');
  await expect(trace).toHaveAttribute('data-scenario', 'herramienta_equivocada');
  await expect(trace.getByTestId('end-reason')).toBeVisible({ timeout: 60_000 });

  await next(page, 'Token growth', '8 of 9');
  await expect(page.getByTestId('token-chart')).toHaveAttribute('data-drawn', 'true', { timeout: 60_000 });

  // The exercises: a headline no search returned is flagged, the one it did return passes; exercise 2 beside it.
  await next(page, 'The exercises', '9 of 9');
  await tabTo(page, page.getByTestId('exercise-1').getByLabel('Your answer'));
  await retype(page, 'There was a news item: "Busmar Hogar dispara su beneficio un 40 %".');
  await expect(findings).not.toHaveText('OK: the verifier finds nothing to flag.');
  await retype(page, 'On March 19: “Un fondo ofrece comprar Busmar Hogar”.');
  await expect(findings).toHaveText('OK: the verifier finds nothing to flag.');
  await expect(page.getByTestId('exercise-2').getByTestId('unvalidated-dates')).toBeVisible();

  // The guide ends on where to try it: a page to go on to, with what to do there.
  const tryIt = page.getByTestId('start-try');
  await expect(tryIt.getByRole('link')).toHaveText(['Simulated APIs', 'Companion labs', 'Local model', 'Eval bench']);
  await tabTo(page, tryIt.getByRole('link', { name: 'Simulated APIs' }));
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Simulated APIs');
});

test('a section’s link opens that section, and Previous goes back with focus on its heading', async ({ page }) => {
  // Opened first by its link, a section's run comes with its token counts (they once stayed "counting…" until another provider was picked).
  await page.goto('./#/start?s=shapes&lang=en');
  await expect(page.getByTestId('apis-trace').getByTestId('run-counts')).toHaveText(/, \d[\d,]* tokens sent in total/, { timeout: 60_000 });
  await page.goto('./#/start?s=verifier&lang=en');
  await expect(heading(page)).toHaveText('The verifier');
  await expect(page.getByTestId('start-progress')).toHaveText('4 of 9');
  await expect(page.getByTestId('verifier-panel')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Link to this section' })).toHaveAttribute('href', /s=verifier/);
  await tabTo(page, page.getByTestId('start-previous'));
  await page.keyboard.press('Enter');
  await expect(heading(page)).toHaveText('The local ReAct loop');
  await expect(heading(page)).toBeFocused();
  expect(page.url()).toContain('s=loop');
});

test('in Spanish: the section, its progress and the moves', async ({ page }) => {
  await page.goto('./#/start?s=planning&lang=es');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Empieza aquí');
  await expect(heading(page)).toHaveText('Planificar');
  await expect(page.getByTestId('start-progress')).toHaveText('5 de 9');
  await page.getByRole('button', { name: 'Ejecutar el plan guionizado' }).click();
  await expect(page.getByTestId('plan-trace')).toHaveAttribute('data-end', 'answered');
  await page.getByRole('button', { name: 'Siguiente' }).press('Enter');
  await expect(heading(page)).toHaveText('Las formas de las APIs');
  await expect(heading(page)).toBeFocused();
});
