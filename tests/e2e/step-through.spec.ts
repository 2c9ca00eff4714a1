// Step-through in Chromium: a finished run revealed press by press (mouse and keys), the current unit marked and
// in view, the toolbar saying the unit, its loop step and its stage, the token chart marking its step; the same
// control on a lab page; and a live run held before each request until Next request, drawn on the loop lit at the
// request it waits to send.
import { expect, test, type Locator, type Page } from '@playwright/test';
import { nearChart } from './apis-table.ts';

const CORRECTO = './#/apis?provider=openai-responses&scenario=correcto&lang=en';

async function apisTrace(page: Page): Promise<Locator> {
  const trace = page.locator('[data-testid="apis-trace"][data-scenario="correcto"][data-provider="openai-responses"]');
  await expect(trace.getByTestId('end-reason')).toHaveAttribute('data-kind', 'answered');
  return trace;
}

test('#/apis: Step reveals correcto request by request, by mouse and by keys, and the chart marks the step', async ({ page }) => {
  await page.goto(CORRECTO);
  const trace = await apisTrace(page);
  const toolbar = page.getByRole('toolbar', { name: 'Step through the run' });
  const position = page.getByTestId('step-position');
  const current = trace.locator('[aria-current="step"]');
  const step = (n: number) => trace.locator(`li.step[data-step="${n}"]`);
  const calls = step(1).getByTestId('trace-call');
  const chart = page.getByTestId('token-chart');
  await nearChart(page);
  await expect(position).toHaveText('All 14 shown');
  await expect(chart).toHaveAttribute('data-drawn', 'true');
  await expect(chart).not.toHaveAttribute('data-marked-step');

  // By mouse: the first request with its tokens, nothing else.
  await toolbar.getByRole('button', { name: 'Step', exact: true }).click();
  // The unit among the run's 14, its loop step among the run's 3, the stage it lights on the loop.
  await expect(position).toHaveText('event 1/14 · step 1/3 · model');
  await expect(step(1).getByTestId('step-tokens')).toHaveText('48 tokens');
  await expect(step(1).locator('h3')).toHaveAttribute('aria-current', 'step');
  await expect(step(1).locator('h3')).toHaveClass(/reveal-current/);
  await expect(calls.first()).toBeHidden();
  await expect(step(2)).toBeHidden();
  await expect(trace.getByTestId('end-reason')).toBeHidden();
  await expect(trace.getByTestId('trace-verdict')).toBeHidden();
  await expect(page.getByTestId('step-announcement')).toHaveText('1 of 14. Step 1: request sent, 48 tokens (48 sent so far).');
  await expect(chart).toHaveAttribute('data-marked-step', '1');
  await expect(page.getByTestId('chart-marked')).toHaveText(/marks step 1/);

  // The model's reply: both calls it asked for, their checks still hidden.
  await toolbar.getByRole('button', { name: 'Step', exact: true }).click();
  await expect(calls).toHaveCount(2);
  await expect(calls.nth(0)).toBeVisible();
  await expect(calls.nth(1)).toBeVisible();
  await expect(current).toHaveCount(2);
  await expect(calls.nth(0).getByTestId('validation')).toBeHidden();

  // By keys, from the toolbar: → the first call's validation, → its result, ← hides it again.
  await toolbar.getByRole('button', { name: 'Step', exact: true }).focus();
  await page.keyboard.press('ArrowRight');
  await expect(position).toHaveText('event 3/14 · step 1/3 · guardrails');
  await expect(calls.nth(0).getByTestId('validation')).toBeVisible();
  await expect(calls.nth(0).getByTestId('validation')).toHaveAttribute('aria-current', 'step');
  await expect(calls.nth(1).getByTestId('validation')).toBeHidden();
  await page.keyboard.press('ArrowRight');
  await expect(calls.nth(0).locator('.result')).toContainText('"cierre": 26.19');
  await expect(calls.nth(0).locator('.result')).toHaveAttribute('aria-current', 'step');
  await page.keyboard.press('ArrowLeft');
  await expect(position).toHaveText('event 3/14 · step 1/3 · guardrails');
  await expect(calls.nth(0).locator('.result')).toBeHidden();

  // End shows everything, nothing marked; Home goes back to the first request.
  await page.keyboard.press('End');
  await expect(position).toHaveText('All 14 shown');
  await expect(current).toHaveCount(0);
  await expect(trace.getByTestId('trace-verdict')).toBeVisible();
  await expect(chart).not.toHaveAttribute('data-marked-step');
  await page.keyboard.press('Home');
  await expect(position).toHaveText('event 1/14 · step 1/3 · model');

  // Space steps from the trace region itself; the chart follows to step 2's request.
  await page.getByTestId('trace-region').focus();
  for (let i = 0; i < 6; i++) await page.keyboard.press('Space');
  await expect(position).toHaveText('event 7/14 · step 2/3 · model');
  await expect(step(2).getByTestId('step-tokens')).toHaveText('250 tokens');
  await expect(current.first()).toBeInViewport();
  await expect(chart).toHaveAttribute('data-marked-step', '2');

  // On to the end: the answer, how it ended, and the verifier's verdict last, scrolled into view.
  for (let i = 0; i < 7; i++) await page.keyboard.press('ArrowRight');
  await expect(position).toHaveText('event 14/14 · step 3/3 · verdict');
  await expect(trace.getByTestId('trace-verdict')).toHaveAttribute('aria-current', 'step');
  await expect(trace.getByTestId('trace-verdict')).toBeInViewport();
  await expect(trace.getByTestId('answer')).toBeVisible();
  await expect(toolbar.getByRole('button', { name: 'Step', exact: true })).toHaveAttribute('aria-disabled', 'true');
  // The toolbar stayed in view as the run grew below it.
  await expect(toolbar.getByRole('button', { name: 'Step', exact: true })).toBeInViewport();
  await expect(chart).toHaveAttribute('data-marked-step', '3');

  // Keys typed in a field are the field's: the chart's step count does not step the trace.
  await page.getByLabel('Steps of the loop').focus();
  await page.keyboard.press('ArrowLeft');
  await expect(position).toHaveText('event 14/14 · step 3/3 · verdict');
});

test('a lab page: the same control steps through the shown run', async ({ page }) => {
  await page.goto('./#/labs/tienda?run=1&lang=en');
  const run = page.getByTestId('lab-run');
  await expect(run).toHaveAttribute('data-status', 'done');
  const trace = run.getByTestId('apis-trace');
  await expect(trace.getByTestId('end-reason')).toBeVisible();
  const position = page.getByTestId('step-position');
  await expect(position).toHaveText(/^All \d+ shown$/);
  const total = Number((await position.innerText()).match(/\d+/)![0]);

  await page.getByRole('button', { name: 'Step', exact: true }).click();
  await expect(position).toHaveText(new RegExp(`^event 1/${total} · step 1/\\d+ · model$`));
  await expect(trace.locator('li.step[data-step="1"] h3')).toHaveAttribute('aria-current', 'step');
  await expect(trace.locator('li.step[data-step="2"]')).toBeHidden();
  await page.keyboard.press('ArrowRight');
  await expect(position).toHaveText(new RegExp(`^event 2/${total} · step 1/\\d+ · tool calls$`));
  await expect(trace.locator('li.step[data-step="1"] [data-testid="trace-call"]').first()).toBeVisible();
  await page.keyboard.press('End');
  await expect(position).toHaveText(`All ${total} shown`);
  await page.keyboard.press('ArrowLeft');
  // How the run ended: in its last step, at the answer.
  await expect(position).toHaveText(new RegExp(`^event ${total - 1}/${total} · step (\\d+)/\\1 · answer$`));
  await expect(trace.getByTestId('trace-verdict')).toBeHidden();
  await expect(trace.getByTestId('end-reason')).toHaveAttribute('aria-current', 'step');
});

test('#/apis: Step live holds the run before each request, and Next request plays it to its end', async ({ page }) => {
  await page.goto(CORRECTO);
  await apisTrace(page);
  await nearChart(page);
  await page.getByLabel('Step live').check();
  await page.getByRole('button', { name: 'Run again' }).click();

  const pause = page.getByTestId('live-pause');
  const status = page.getByTestId('live-status');
  const next = page.getByRole('button', { name: 'Next request' });
  await expect(status).toHaveText('Paused before request 1.');
  // This run has ended before: its button still says "Run again" while it is held.
  await expect(page.getByTestId('run-one')).toHaveText('Run again');
  await expect(pause.locator('li.step')).toHaveCount(0);
  await expect(page.getByTestId('token-chart')).toHaveAttribute('data-marked-step', '1');

  await next.click();
  await expect(status).toHaveText('Paused before request 2.');
  // The events so far: step 1's request, both calls and their results, the last one marked.
  await expect(pause.locator('li.step')).toHaveCount(1);
  await expect(pause.getByTestId('trace-call')).toHaveCount(2);
  await expect(pause.locator('.result[aria-current="step"]')).toContainText('"cierre": 27.88');
  await expect(pause.getByTestId('end-reason')).toBeHidden();
  // The drawing of the loop: lit at the model, request 2 waiting on its edge, what step 1 carried counted.
  const loop = pause.getByTestId('loop-diagram');
  await expect(loop).toHaveAttribute('data-stage', 'model');
  await expect(loop).toHaveAttribute('data-held', '2');
  await expect(loop.locator('[data-count="back"]')).toHaveText('×2');
  await expect(loop.getByTestId('loop-now')).toHaveText('Held before request 2: the program waits to send it to the model.');

  // From the keyboard: the button keeps the focus between requests.
  await next.focus();
  await page.keyboard.press('Enter');
  await expect(status).toHaveText('Paused before request 3.');
  await expect(next).toBeFocused();
  await page.keyboard.press('Enter');

  await expect(pause).toHaveCount(0);
  const trace = await apisTrace(page);
  await expect(trace.getByTestId('run-counts')).toHaveText('3 steps, 3 calls, 0 errors, 630 tokens sent in total.');
  await expect(page.getByTestId('step-position')).toHaveText('All 14 shown');

  // Another setup, never run on this visit, held before its first request: "Run", not "Run again".
  await page.evaluate(() => (location.hash += '&off=repetition'));
  await expect(status).toHaveText('Paused before request 1.');
  await expect(page.getByTestId('run-one')).toHaveText('Run');
});
