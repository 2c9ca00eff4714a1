// The drawing of the loop in Chromium: on #/apis, stepping a run moves the lit stage round the loop, a repeated or
// invented call is marked at the gate it bounced off, a guardrail switched off by the link greys its gate, and its
// sentence says where the run stands, as the toolbar does; the presenter view draws it beside the step under a
// header with the run, and ends on the verdict; the home page draws the loop unlit, tall on a phone; a plan (Start
// here's planning section) is drawn on the same loop.
import { expect, test, type Page } from '@playwright/test';
import { axeFindings } from './axe.ts';

async function apis(page: Page, query: string) {
  await page.goto(`./#/apis?provider=openai-responses&${query}&lang=en`);
  await expect(page.getByTestId('apis-trace').getByTestId('end-reason')).toBeVisible();
  return page.getByTestId('loop-diagram').first();
}

test('#/apis: stepping bucle moves the lit stage round the loop; the repeated call bounces off its gate', async ({ page }) => {
  const diagram = await apis(page, 'scenario=bucle');
  const now = diagram.getByTestId('loop-now');
  const step = page.getByRole('toolbar', { name: 'Step through the run' }).getByRole('button', { name: 'Step', exact: true });
  // All shown: the run's end state, at the verdict the verifier turned back, every edge counted.
  await expect(diagram).toHaveAttribute('data-stage', 'verdict');
  await expect(diagram).toHaveAttribute('data-rejected', 'verifier');
  await expect(diagram.locator('[data-count="request"]')).toHaveText('×6');
  await expect(diagram.locator('[data-gate="repetition"]')).toHaveAttribute('data-fired', '5');

  const lit: string[] = [];
  const where: string[] = [];
  for (let i = 0; i < 7; i++) {
    await step.click();
    await expect(page.getByTestId('step-position')).toHaveText(new RegExp(`^event ${i + 1}/27 · `));
    lit.push((await diagram.getAttribute('data-stage')) ?? '');
    where.push(await page.getByTestId('step-position').innerText());
  }
  expect(lit).toEqual(['model', 'calls', 'checks', 'tool', 'model', 'calls', 'checks']);
  // The toolbar says the same place: the unit among 27, its loop step among the run's 6, the stage lit.
  expect(where).toEqual([
    'event 1/27 · step 1/6 · model',
    'event 2/27 · step 1/6 · tool calls',
    'event 3/27 · step 1/6 · guardrails',
    'event 4/27 · step 1/6 · tool',
    'event 5/27 · step 2/6 · model',
    'event 6/27 · step 2/6 · tool calls',
    'event 7/27 · step 2/6 · guardrails',
  ]);
  await expect(diagram.locator('[data-node="checks"]')).toHaveAttribute('data-lit', 'true');
  await expect(diagram).toHaveAttribute('data-rejected', 'repetition');
  await expect(diagram.locator('[data-gate="repetition"]')).toHaveAttribute('data-rejected', 'true');
  await expect(diagram.locator('[data-gate="allowlist"]')).toHaveAttribute('data-rejected', 'false');
  await expect(diagram.locator('[data-count="request"]')).toHaveText('×2');
  await expect(diagram.locator('[data-count="run"]')).toHaveText('×1');
  await expect(now).toHaveText('Step 2 · Now: Guardrails — the program checks the call. Bounced off: Repeated-call detection.');
  await expect(diagram.getByRole('img')).toHaveAttribute('aria-label', /^The agent loop\. Step 2 · Now: Guardrails .* So far: requests sent 2, /);

  // Its error goes straight back; ← goes back to the checks.
  await step.click();
  await expect(diagram).toHaveAttribute('data-stage', 'observation');
  await expect(diagram).toHaveAttribute('data-rejected', '');
  await page.keyboard.press('ArrowLeft');
  await expect(diagram).toHaveAttribute('data-stage', 'checks');
});

test('#/apis: invented arguments bounce off the schema gate; a guardrail off in the link greys its gate', async ({ page }) => {
  let diagram = await apis(page, 'scenario=argumentos_inventados');
  const step = page.getByRole('button', { name: 'Step', exact: true });
  for (let i = 0; i < 3; i++) await step.click();
  await expect(diagram).toHaveAttribute('data-stage', 'checks');
  await expect(diagram.locator('[data-gate="validation"]')).toHaveAttribute('data-rejected', 'true');
  await expect(diagram.locator('[data-gate="repetition"]')).toHaveAttribute('data-state', 'on');

  diagram = await apis(page, 'scenario=bucle&off=repetition');
  await expect(diagram.locator('[data-gate="repetition"]')).toHaveAttribute('data-state', 'off');
  await expect(diagram.locator('[data-gate="stepLimit"]')).toHaveAttribute('data-state', 'on');
  await expect(diagram.locator('[data-gate="repetition"] title')).toHaveText('Repeated-call detection (off)');
  // Nothing refuses the repeated calls now: all six run.
  await expect(diagram.locator('[data-count="run"]')).toHaveText('×6');
});

test('the presenter view: a header with the run, its guardrails and tokens so far; the loop beside the step, lit where it stands; End goes to the verdict', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 720 });
  await apis(page, 'scenario=correcto');
  await page.getByRole('button', { name: 'Presenter view' }).click();
  const presenter = page.getByRole('dialog', { name: 'Presenter view' });
  const diagram = presenter.getByTestId('loop-diagram');
  const ending = presenter.getByTestId('presenter-ending');
  const sentence = presenter.locator('.sentence');
  await expect(diagram).toBeVisible();
  await expect(presenter.getByTestId('presenter-title')).toHaveText('correcto (correct) on OpenAI Responses API');
  await expect(presenter.getByTestId('presenter-guardrails')).toHaveText('Guardrails: all 8 on · step limit 6 · token limit 8,000');
  // Opened on the run all shown: its last slide, and how to start from the first step.
  await expect(presenter.getByTestId('presenter-where')).toHaveText('All 14 shown');
  await expect(presenter.getByTestId('presenter-tokens')).toHaveText('Tokens sent in total: 630');
  await expect(sentence).toHaveText('How the run came out');
  await expect(ending.getByTestId('presenter-answer')).toContainText('El cierre de BUSI varió un 6.45 % entre 2024-03-15 y 2024-03-22.');
  await expect(presenter).toContainText('Press → or Space to step through it from the start.');

  await page.keyboard.press('ArrowRight');
  await expect(diagram).toHaveAttribute('data-stage', 'model');
  await expect(ending).toHaveCount(0);
  await page.keyboard.press('ArrowRight');
  await expect(diagram).toHaveAttribute('data-stage', 'calls');
  await expect(presenter.getByTestId('loop-now')).toHaveText('Step 1 · Now: Tool calls — the model asks for tools.');
  // The header says where the step-through stands, in the toolbar's words, and the tokens sent so far.
  await expect(presenter.getByTestId('presenter-where')).toHaveText('event 2/14 · step 1/3 · tool calls');
  await expect(presenter.getByTestId('presenter-tokens')).toHaveText('Tokens sent so far: 48');
  for (let i = 0; i < 5; i++) await page.keyboard.press('ArrowRight');
  await expect(presenter.getByTestId('presenter-where')).toHaveText('event 7/14 · step 2/3 · model');
  await expect(presenter.getByTestId('presenter-tokens')).toHaveText('Tokens sent so far: 298');
  // On a projector the loop is on the left, the step on the right, both in view; the loop drawn tall to fit beside it.
  await expect(diagram).toHaveAttribute('data-shape', 'tall');
  const [loopBox, stepBox] = [await diagram.boundingBox(), await sentence.boundingBox()];
  expect(loopBox!.x + loopBox!.width).toBeLessThan(stepBox!.x);
  await expect(diagram).toBeInViewport();
  await expect(sentence).toBeInViewport();

  // End: the verdict's slide (the answer, how it ended, the verifier's verdict), not a slide to start from.
  await page.keyboard.press('End');
  await expect(sentence).toHaveText('How the run came out');
  await expect(ending.getByTestId('presenter-answer')).toContainText('6.45 %');
  await expect(ending.getByTestId('presenter-end-reason')).toHaveText('The model answered.');
  await expect(ending.getByTestId('verdict')).toHaveText('OK: every figure has a source.');
  await expect(presenter.getByTestId('presenter-where')).toHaveText('All 14 shown');
  await expect(diagram).toHaveAttribute('data-stage', 'verdict');
  expect(await axeFindings(page, 'the presenter view’s last slide')).toEqual([]);
});

test('the home page draws the loop unlit, tall and readable on a phone; a plan walks the same loop stage by stage', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('./#/?lang=es');
  const home = page.getByTestId('loop-diagram');
  await expect(home).toHaveAttribute('data-stage', '');
  await expect(home.getByTestId('loop-now')).toHaveText(/^El modelo pide herramientas; el programa revisa cada llamada/);
  // On a 390 px phone the loop is drawn tall, its smallest words (who acts, the gates) at 12 px or more.
  await expect(home).toHaveAttribute('data-shape', 'tall');
  const smallest = await home.evaluate((figure) => {
    const svg = figure.querySelector('svg')!;
    const scale = svg.getBoundingClientRect().width / svg.viewBox.baseVal.width;
    return Math.min(...[...svg.querySelectorAll('text')].map((t) => parseFloat(getComputedStyle(t).fontSize) * scale));
  });
  expect(smallest).toBeGreaterThanOrEqual(12);
  await page.setViewportSize({ width: 1280, height: 720 });
  await expect(home).toHaveAttribute('data-shape', 'wide');

  await page.goto('./#/start?s=planning&lang=en');
  await page.getByRole('button', { name: 'Run the scripted plan' }).click();
  await expect(page.getByTestId('plan-trace')).toHaveAttribute('data-end', 'answered');
  const plan = page.getByTestId('loop-diagram');
  await expect(plan).toHaveAttribute('data-kind', 'plan');
  // The section opens its run at the first stage.
  await expect(plan.locator('[data-gate="repetition"]')).toHaveCount(0);
  await expect(plan).toHaveAttribute('data-stage', 'checks');
  await expect(plan.getByTestId('loop-now')).toHaveText('Now: Validation — the program validates the parameters.');
  await expect(page.getByTestId('plan-step-position')).toHaveText('stage 1/4 · extract');
  await page.getByTestId('plan-step-next').click();
  await expect(plan).toHaveAttribute('data-stage', 'tool');
  await expect(page.getByTestId('plan-step-position')).toHaveText('stage 2/4 · compute');
  await expect(plan.locator('[data-count="run"]')).toHaveText('×3');
});
