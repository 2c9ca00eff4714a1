// Home automation in Chromium: the five rooms before and after, the change report computed from the state
// beside what the model says it did, a run that starts from the house the last one left (its outcome against the
// first's), and Reset.
import { expect, test, type Page } from '@playwright/test';
import { answerOf, hashParams, shownRun } from './lab-page.ts';

const room = (page: Page, id: string) => page.getByTestId('house-table').locator(`tr[data-room="${id}"]`);

test('hogar: read, decide, write; the report agrees; the house keeps its state until Reset', async ({ page }) => {
  await page.goto('./#/labs/hogar?lang=en');
  // Before any run: the house as the next run finds it.
  await expect(page.getByTestId('house-table').getByRole('columnheader')).toHaveText(['Room', 'Occupied', 'Temperature', 'Light']);
  await expect(room(page, 'cocina')).toHaveAttribute('data-light', 'true');
  await expect(page.getByTestId('reset-house')).toBeDisabled();

  await expect(page.getByTestId('run-button')).toBeEnabled();
  await page.getByTestId('run-button').click();
  let trace = await shownRun(page, 'apagar_luces');
  await expect(page.getByTestId('house-table').getByRole('columnheader')).toHaveText(['Room', 'Occupied', 'Temperature', 'Light before', 'Light after']);
  await expect(room(page, 'cocina')).toHaveAttribute('data-after', 'false');
  await expect(room(page, 'recámara')).toHaveAttribute('data-after', 'false');
  await expect(room(page, 'sala')).toHaveAttribute('data-after', 'true');
  await expect(room(page, 'cocina').getByRole('cell').last()).toHaveText('off (changed)');
  await expect(page.getByTestId('change-report').getByRole('listitem')).toHaveText(['Kitchen: light on → light off', 'Bedroom: light on → light off']);
  await expect(page.getByTestId('claims').getByRole('listitem')).toHaveText([
    '✓ Kitchen: light off — the state confirms it',
    '✓ Bedroom: light off — the state confirms it',
  ]);
  const comparison = page.getByTestId('house-comparison');
  await expect(comparison).toHaveAttribute('data-agree', 'true');
  await expect(comparison).toContainText('They agree: the model reported exactly what it did.');
  // The outcome strip under the controls: verdict, stop, steps, tool errors, tokens and the course's iterations.
  const strip = page.getByTestId('outcome-strip');
  await expect(strip.locator('.value')).toHaveText(['OK', 'answered', '3', '0', '1,405', '2']);

  // Run again: the house is as the last run left it, so there is nothing left to switch off.
  await page.getByTestId('run-button').click();
  await expect(answerOf(trace)).toContainText('No había luces encendidas en cuartos desocupados.');
  expect(hashParams(page).lights).toBe('10001');
  await expect(room(page, 'cocina')).toHaveAttribute('data-light', 'false');
  await expect(comparison).toContainText('Nothing changed.');
  // Against the run before, the controls still in view beside it.
  await expect(strip.locator('.value')).toHaveText(['OK', 'answered', '2', '0', '675', '1']);
  await expect(strip.locator('.change')).toHaveText(['−1', '−730', '−1']);
  await expect(page.getByTestId('outcome-against')).toHaveText('Changes against the run before: Lights off where nobody is on OpenAI Responses API');
  for (const shown of [page.getByTestId('run-button'), strip]) await expect(shown).toBeInViewport();

  await page.getByTestId('reset-house').click();
  expect(hashParams(page).lights).toBeUndefined();
  await expect(page.getByTestId('house-table').getByRole('columnheader')).toHaveText(['Room', 'Occupied', 'Temperature', 'Light']);
  await expect(room(page, 'cocina')).toHaveAttribute('data-light', 'true');
  await expect(page.getByTestId('lab-run')).toContainText('Press Run to play the selected scenario.');

  // The misreport, from the reset house: the model's words and the state disagree.
  await page.getByTestId('scenario').selectOption('reporte_equivocado');
  await page.getByTestId('run-button').click();
  trace = await shownRun(page, 'reporte_equivocado');
  await expect(answerOf(trace)).toHaveText('Apagué las luces de la cocina y el baño.');
  await expect(comparison).toHaveAttribute('data-agree', 'false');
  await expect(page.getByTestId('claims').locator('li[data-confirmed="false"]')).toHaveText('✗ Bathroom: light off — not in the state: misreported');
  await expect(page.getByTestId('not-claimed')).toHaveText('Changed but not mentioned: Bedroom: light off');
  await expect(comparison).toContainText('They disagree');
  // The bathroom's light was already off: the state shows no change there.
  await expect(room(page, 'baño')).toHaveAttribute('data-after', 'false');
  await expect(room(page, 'baño').getByRole('cell').last()).toHaveText('off');
});

test('a hogar link with lights reproduces the house the run started from', async ({ page }) => {
  await page.goto('./#/labs/hogar?lang=es&lights=11111&scenario=reporte_equivocado&backend=anthropic&run=1');
  const trace = await shownRun(page, 'reporte_equivocado', 'anthropic');
  // With the bathroom lit, switching it off is a real change.
  await expect(page.getByTestId('change-report').getByRole('listitem')).toHaveText([
    'Cocina: luz encendida → luz apagada',
    'Recámara: luz encendida → luz apagada',
    'Baño: luz encendida → luz apagada',
  ]);
  await expect(answerOf(trace)).toHaveText('Apagué las luces de la cocina.');
  await expect(page.getByTestId('house-comparison')).toHaveAttribute('data-agree', 'false');
});

test('approval: the write waits; denied, the house stays and the model says so; approved, the light goes off', async ({ page }) => {
  await page.goto('./#/labs/hogar?lang=es&scenario=aprobar_cambio');
  // The scenario's own setting, shown beside the guardrails.
  await expect(page.getByTestId('approval-mode')).toHaveValue('writes');
  await page.getByTestId('run-button').click();
  const ask = page.getByTestId('approval-ask');
  await expect(ask).toHaveAttribute('data-tool', 'set_light');
  await expect(page.getByTestId('approval-args')).toContainText('"cuarto": "cocina"');
  await expect(page.getByTestId('approval-hints')).toContainText('cambia el estado');
  await expect(page.getByTestId('approval-approve')).toBeFocused();
  await page.getByRole('button', { name: 'Denegar la llamada a set_light: el modelo recibe un error' }).click();
  const trace = await shownRun(page, 'aprobar_cambio');
  await expect(ask).toBeHidden();
  await expect(answerOf(trace)).toHaveText('No apagué la luz de la cocina: no se aprobó el cambio, así que la casa quedó como estaba.');
  await expect(trace).toContainText('la persona no aprobó esta llamada a set_light');
  await expect(room(page, 'cocina')).toHaveAttribute('data-after', 'true');
  await expect(page.getByTestId('house-comparison')).toHaveAttribute('data-agree', 'true');

  // Run again, approved from the keyboard (the focus is on Aprobar): the light goes off and the answer says so.
  await page.getByTestId('run-button').click();
  await expect(page.getByTestId('approval-approve')).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(answerOf(trace)).toHaveText('Apagué la luz de la cocina.');
  await expect(room(page, 'cocina')).toHaveAttribute('data-after', 'false');
  await expect(page.getByTestId('change-report').getByRole('listitem')).toHaveText(['Cocina: luz encendida → luz apagada']);
});
