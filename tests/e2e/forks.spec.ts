// Forks, comparisons, links and trace files on #/apis, as a teacher and a student use them: the lesson's
// acceptance case by keyboard and by mouse (its comparison: A the original before B the fork, every changed value
// marked in both, the deltas, the A/B presenter view), a what-if by its preset (an error the script did not
// foresee), bucle answered at step 3, a kept run ("Kept as A", kept once) beside a changed guardrail, the
// comparison on a phone, a link to a forked comparison opened in a fresh page, export then import.
import { expect, test, type Page } from '@playwright/test';
import { axeFindings } from './axe.ts';

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

  // A is the original, B its fork, each headed by what it is, its settings and the fork's edit.
  const compare = page.getByTestId('compare');
  const columns = page.getByTestId('compare-column');
  await expect(columns).toHaveCount(2);
  await expect(columns.getByTestId('compare-letter')).toHaveText(['A', 'B']);
  await expect(columns.nth(0)).toContainText('Selected run');
  await expect(columns.nth(1)).toContainText('Fork 1 of A');
  await expect(columns.getByTestId('compare-settings')).toHaveText(['correcto (correct) on Anthropic Messages API', 'correcto (correct) on Anthropic Messages API']);
  await expect(columns.nth(1)).toContainText('Edit: result 2 of step 1 edited');
  await expect(compare.locator('q').first()).toHaveText('El cierre de BUSI varió un 6.45 % entre 2024-03-15 y 2024-03-22.');
  await expect(page.getByTestId('first-difference')).toHaveCount(1);

  // Every changed value is marked in both runs, not only the first: the edited close, the calculator asked and its
  // result, and the answer; the first close asked for and its result are not.
  for (const [letter, values] of [
    ['A', ['27.88', '(27.88/26.19 - 1)*100', '6.4528', '6.45 %']],
    ['B', ['30', '(30/26.19 - 1)*100', '14.5475', '14.55 %']],
  ] as const) {
    const changed = compare.locator(`td[data-letter="${letter}"] .line[data-changed="true"]`);
    await expect(changed).toHaveCount(4);
    for (const [i, value] of values.entries()) await expect(changed.nth(i)).toContainText(value);
    await expect(changed.getByTestId('changed').first()).toHaveText('≠changed:');
    await expect(compare.locator(`td[data-letter="${letter}"][data-step="1"] .line`).first()).not.toHaveAttribute('data-changed', 'true');
  }
  // The deltas of B against A.
  const deltas = page.getByTestId('compare-delta-row').locator('td[data-letter="B"]');
  await expect(deltas.locator('li[data-what="steps"]')).toHaveText('steps: 3, same');
  await expect(deltas.locator('li[data-what="verdict"]')).toHaveText('verdict: OK, same');
  await expect(deltas.locator('li[data-what="tokens"]')).toContainText('→');

  // The A/B presenter view, by its button and by key B: A and B side by side, large, with the deltas.
  const present = page.getByRole('button', { name: 'Present A and B side by side' });
  await present.click();
  const ab = page.getByRole('dialog', { name: 'Runs A and B side by side' });
  await expect(ab).toBeVisible();
  await expect(ab.getByTestId('ab-column')).toHaveCount(2);
  await expect(ab.getByTestId('ab-column').nth(0)).toContainText('A Selected run');
  await expect(ab.getByTestId('ab-column').nth(1)).toContainText('B Fork 1 of A');
  await expect(ab.getByTestId('ab-deltas')).toContainText('steps: 3, same');
  await expect(ab.locator('td[data-letter="B"] .line[data-changed="true"]')).toHaveCount(4);
  const size = await ab.locator('td').first().evaluate((e) => parseFloat(getComputedStyle(e).fontSize));
  expect(size).toBeGreaterThanOrEqual(24);
  expect(await axeFindings(page, 'the A/B presenter view')).toEqual([]);
  await page.keyboard.press('Escape');
  await expect(ab).toHaveCount(0);
  await expect(present).toBeFocused();
  await page.keyboard.press('b');
  await expect(ab).toBeVisible();
  // The single-run presenter's key stays out while it is open.
  await page.keyboard.press('p');
  await expect(page.getByRole('dialog', { name: 'Presenter view' })).toHaveCount(0);
  await page.keyboard.press('b');
  await expect(ab).toHaveCount(0);
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
  const keep = page.getByRole('button', { name: 'Keep for comparison' });
  await keep.click();
  await expect(page.getByTestId('kept-note')).toHaveText('Kept as A.');
  // The same run kept again: said so, and no second column.
  await keep.click();
  await expect(page.getByTestId('kept-note')).toHaveText('This run is already kept as A: nothing added.');
  const columns = page.getByTestId('compare-column');
  await expect(columns).toHaveCount(2);
  await page.getByRole('checkbox', { name: 'Repeated-call detection' }).uncheck();
  await expect(columns).toHaveCount(2);
  // The kept run, the earlier, is A; the run with repetition off is B.
  await expect(columns.nth(0)).toContainText('A Kept run');
  await expect(columns.nth(0).getByTestId('compare-settings')).not.toContainText('no repeat detection');
  await expect(columns.nth(1)).toContainText('B Selected run');
  await expect(columns.nth(1).getByTestId('compare-settings')).toContainText('no repeat detection');
  await expect(page.getByTestId('compare-tokens')).toHaveCount(2);
  // Both end at the step limit; what the guardrail changed is marked.
  await expect(page.getByTestId('compare-delta-row').locator('td[data-letter="B"] li[data-what="steps"]')).toHaveText('steps: 6, same');
  await expect(page.getByTestId('compare').locator('td[data-letter="B"] .line[data-changed="true"]').first()).toBeVisible();
});

test('on a 390 px phone, then 360 px, the compared runs stack under each step: no sideways scroll, no run a sliver', async ({ page }) => {
  // Opened at 390 px, as a phone; then narrowed to 360 px, the narrower bound (one run and fork serve both).
  await page.setViewportSize({ width: 390, height: 800 });
  await page.goto(apis('provider=anthropic&scenario=correcto'));
  await expect(page.getByTestId('answer')).toHaveText('El cierre de BUSI varió un 6.45 % entre 2024-03-15 y 2024-03-22.');
  await editSecondClose(page);
  const compare = page.getByTestId('compare');
  await expect(compare.getByTestId('compare-deltas')).toHaveCount(1);
  for (const width of [390, 360]) {
    await page.setViewportSize({ width, height: 800 });
    await compare.scrollIntoViewIfNeeded();
    const sizes = await compare.evaluate((box) => ({
      page: document.documentElement.scrollWidth - document.documentElement.clientWidth,
      box: box.scrollWidth - box.clientWidth,
      cells: [...box.querySelectorAll('td[data-letter]')].map((td) => td.getBoundingClientRect().width),
    }));
    expect(sizes.page, `${width} px`).toBeLessThanOrEqual(0);
    expect(sizes.box, `${width} px`).toBeLessThanOrEqual(0);
    // Each run's cell takes the width of the box, not a few characters of it.
    expect(Math.min(...sizes.cells), `${width} px`).toBeGreaterThan(width * 0.7);
    await expect(compare.locator('td[data-letter="B"][data-step="3"] .run-tag')).toBeVisible();
  }
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
