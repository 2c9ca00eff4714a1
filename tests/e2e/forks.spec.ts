// Forks, comparisons, links and trace files on #/apis, as a teacher and a student use them: the lesson's
// acceptance case by keyboard and by mouse, a what-if by its preset (an error the script did not foresee),
// bucle answered at step 3, a kept run beside a
// changed guardrail, a link to a forked comparison opened in a fresh page, export then import.
import { expect, test, type Page } from '@playwright/test';

const apis = (params: string) => `./#/apis?lang=en&${params}`;

async function editSecondClose(page: Page, keyboard = false) {
  const trace = page.getByTestId('apis-trace');
  const second = trace.locator('li.call[data-tool="precio"]').nth(1);
  await expect(second.locator('.output')).toContainText('27.88');
  const button = second.getByRole('button', { name: 'Edit result' });
  if (keyboard) {
    await button.focus();
    await page.keyboard.press('Enter');
  } else await button.click();
  const box = second.getByRole('textbox', { name: 'Tool result' });
  const original = await box.inputValue();
  await box.fill(original.replace('27.88', '30'));
  const replay = second.getByRole('button', { name: 'Replay from here' });
  if (keyboard) {
    await replay.focus();
    await page.keyboard.press('Enter');
  } else await replay.click();
}

// On one API shape, by keyboard (the link test below edits by mouse, on Gemini): the same fork on each of the four
// shapes is tests/unit/core/run/fork-simulated.test.ts.
test('correcto on anthropic, by keyboard: the second close edited to 30 replays to 14.55 %, the original beside it', async ({ page }) => {
  await page.goto(apis('provider=anthropic&scenario=correcto'));
  await expect(page.getByTestId('answer')).toHaveText('El cierre de BUSI varió un 6.45 % entre 2024-03-15 y 2024-03-22.');
  await editSecondClose(page, true);

  const trace = page.getByTestId('apis-trace');
  await expect(trace.getByTestId('answer')).toHaveText('El cierre de BUSI varió un 14.55 % entre 2024-03-15 y 2024-03-22.');
  await expect(trace.locator('li.call[data-tool="calculadora"] .asked')).toContainText('(30/26.19 - 1)*100');
  await expect(trace.locator('li.call[data-tool="calculadora"] .output')).toContainText('14.5475');
  await expect(trace.getByTestId('trace-verdict')).toContainText('OK');
  await expect(trace.getByTestId('edited')).toHaveCount(1);

  const columns = page.getByTestId('compare-column');
  await expect(columns).toHaveCount(2);
  await expect(page.getByTestId('compare').locator('q').first()).toHaveText('El cierre de BUSI varió un 6.45 % entre 2024-03-15 y 2024-03-22.');
  await expect(page.getByTestId('first-difference')).toHaveCount(1);
  await expect(columns.nth(1)).toContainText('result 2 of step 1 edited');
});

test('a what-if by its preset: "Return an error" on a close, and the fork retries once then gives up, beside the original', async ({ page }) => {
  await page.goto(apis('provider=openai-chat&scenario=correcto'));
  await expect(page.getByTestId('answer')).toHaveText('El cierre de BUSI varió un 6.45 % entre 2024-03-15 y 2024-03-22.');
  const second = page.getByTestId('apis-trace').locator('li.call[data-tool="precio"]').nth(1);
  await second.getByRole('button', { name: 'Edit result' }).click();
  await second.getByRole('button', { name: 'Return an error' }).click();
  await expect(second.getByRole('textbox', { name: 'Tool result' })).toHaveValue(/^\{"error": "/);
  await second.getByRole('button', { name: 'Replay from here' }).click();

  const trace = page.getByTestId('apis-trace');
  await expect(trace.getByTestId('answer')).toHaveText(/^No he podido obtener los datos: precio devolvió un error también al reintentarlo/);
  await expect(trace.getByTestId('end-reason')).toHaveAttribute('data-kind', 'answered');
  await expect(trace.locator('li.step[data-step="2"] li.call[data-tool="precio"]')).toHaveCount(1);
  await expect(page.getByText(/script mismatch/i)).toHaveCount(0);
  const columns = page.getByTestId('compare-column');
  await expect(columns).toHaveCount(2);
  await expect(page.getByTestId('compare').locator('q').first()).toHaveText('El cierre de BUSI varió un 6.45 % entre 2024-03-15 y 2024-03-22.');
});

test('bucle: replacing the scripted call of step 3 by a text answer ends the run at step 3', async ({ page }) => {
  await page.goto(apis('provider=anthropic&scenario=bucle'));
  const step3 = page.getByTestId('apis-trace').locator('li.step[data-step="3"]');
  await step3.getByRole('button', { name: 'Edit reply' }).click();
  await step3.getByLabel('Kind of reply').selectOption('text');
  await step3.getByRole('textbox', { name: 'Reply' }).fill('No puedo obtener el dato.');
  await step3.getByRole('button', { name: 'Replay from here' }).click();
  const trace = page.getByTestId('apis-trace');
  await expect(trace.getByTestId('answer')).toHaveText('No puedo obtener el dato.');
  await expect(trace.locator('li.step')).toHaveCount(3);
  await expect(trace.getByTestId('end-reason')).toHaveAttribute('data-kind', 'answered');
});

test('keep for comparison, then switch repetition detection off: before and after side by side', async ({ page }) => {
  await page.goto(apis('provider=anthropic&scenario=bucle'));
  await expect(page.getByTestId('end-reason')).toHaveAttribute('data-kind', 'step_limit');
  await page.getByRole('button', { name: 'Keep for comparison' }).click();
  await page.getByRole('checkbox', { name: 'Repeated-call detection' }).uncheck();
  const columns = page.getByTestId('compare-column');
  await expect(columns).toHaveCount(2);
  await expect(columns.nth(0)).toContainText('repetition off');
  await expect(columns.nth(1)).toContainText('Kept:');
  await expect(page.getByTestId('compare-tokens')).toHaveCount(2);
});

test('a link to a forked comparison reproduces it in a fresh page, the current step included', async ({ page, browser }) => {
  await page.goto(apis('provider=gemini&scenario=correcto'));
  await editSecondClose(page);
  await expect(page.getByTestId('apis-trace').getByTestId('answer')).toContainText('14.55 %');
  await page.getByRole('button', { name: 'Step', exact: true }).click();
  await page.getByRole('button', { name: 'Step', exact: true }).click();
  await page.getByRole('button', { name: 'Copy link' }).click();
  const link = await page.getByTestId('shared-link').inputValue();
  expect(link.length).toBeLessThan(8000);

  const fresh = await browser.newPage();
  await fresh.goto(link);
  await expect(fresh.getByTestId('compare-column')).toHaveCount(2);
  await expect(fresh.getByTestId('apis-trace').getByRole('heading', { level: 2 }).or(fresh.locator('#apis-trace-h'))).toContainText('Fork 1');
  await fresh.getByRole('button', { name: 'Show all' }).click();
  await expect(fresh.getByTestId('apis-trace').getByTestId('answer')).toContainText('14.55 %');
  await fresh.close();
});

test('export a trace, import it back: the same run; a foreign file is refused and nothing is lost', async ({ page }) => {
  await page.goto(apis('provider=openai-chat&scenario=correcto'));
  await expect(page.getByTestId('answer')).toContainText('6.45 %');
  const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Export trace' }).click()]);
  const text = await (await download.createReadStream()).toArray().then((chunks) => Buffer.concat(chunks).toString('utf8'));
  expect(JSON.parse(text)).toMatchObject({ format: 'agent-loop-lab/trace-file@1' });

  const input = page.locator('input[type="file"]');
  await input.setInputFiles({ name: 'foreign.json', mimeType: 'application/json', buffer: Buffer.from('{"resourceSpans": []}') });
  await expect(page.getByTestId('run-toolbar-problem')).toContainText('OpenTelemetry');
  await expect(page.getByTestId('answer')).toContainText('6.45 %');

  await input.setInputFiles({ name: 'run.trace.json', mimeType: 'application/json', buffer: Buffer.from(text) });
  await expect(page.getByTestId('run-toolbar-note')).toContainText('Imported 1 run');
  await expect(page.getByTestId('compare-column')).toHaveCount(2);
  await expect(page.getByTestId('apis-trace').getByTestId('answer')).toContainText('6.45 %');
});

test('a lab: hogar step 2 rewritten to switch the bathroom light on; the fork beside the original, its house report from the state', async ({ page }) => {
  await page.goto('./#/labs/hogar?lang=en&backend=gemini&run=1');
  const run = page.getByTestId('lab-run');
  await expect(run).toHaveAttribute('data-status', 'done');
  const step2 = run.getByTestId('apis-trace').locator('li.step[data-step="2"]');
  await step2.getByRole('button', { name: 'Edit reply' }).click();
  await expect(step2.getByLabel('Kind of reply')).toHaveValue('calls');
  await step2.getByRole('textbox', { name: 'Reply' }).fill('[{"name": "set_light", "args": {"cuarto": "baño", "encendida": true}}]');
  await step2.getByRole('button', { name: 'Replay from here' }).click();
  await expect(run.getByTestId('shown-title')).toContainText('Fork 1');
  await expect(run.getByTestId('apis-trace').locator('li.step[data-step="2"] li.call')).toHaveCount(1);
  await expect(run.getByTestId('apis-trace').getByTestId('edited').first()).toBeVisible();
  await expect(page.getByTestId('compare-column')).toHaveCount(2);
  await expect(page.locator('tr[data-room="baño"]')).toHaveAttribute('data-after', 'true');
});

test('the presenter view: P opens the current step alone and large, → steps, Escape closes and gives focus back', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 720 });
  await page.goto(apis('provider=openai-responses&scenario=correcto'));
  await expect(page.getByTestId('answer')).toBeVisible();
  await page.getByRole('button', { name: 'Step', exact: true }).click();
  await page.keyboard.press('p');
  const presenter = page.getByRole('dialog', { name: 'Presenter view' });
  await expect(presenter).toBeVisible();
  await expect(presenter.locator('.sentence')).toContainText('Step 1: request sent');
  await page.keyboard.press('ArrowRight');
  await expect(presenter.locator('.body').first()).toContainText('precio');
  const size = await presenter.locator('.sentence').evaluate((e) => parseFloat(getComputedStyle(e).fontSize));
  expect(size).toBeGreaterThanOrEqual(40);
  await page.keyboard.press('Escape');
  await expect(presenter).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Step', exact: true })).toBeFocused();
});
