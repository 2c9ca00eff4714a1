// In English, a Spanish model-facing fragment the English lesson glosses has the gloss beside it, the fragment
// itself unchanged; in Spanish there is no gloss.
import { expect, test } from '@playwright/test';
import { WRONG_TOOL_ANSWER } from './lesson-rows.ts';

test("the wrong tool's answer and an unknown ticker's error carry the English lesson's gloss, in English only", async ({ page }) => {
  await page.goto('./#/apis?scenario=herramienta_equivocada&lang=en');
  const trace = page.getByTestId('apis-trace');
  await expect(trace.getByTestId('answer')).toHaveText(WRONG_TOOL_ANSWER);
  await expect(trace.locator('p.answer').getByTestId('gloss')).toHaveText("(rose on a fund's takeover offer)");

  await page.goto('./#/apis?scenario=herramienta_equivocada&lang=es');
  await expect(page.getByTestId('apis-trace').getByTestId('answer')).toHaveText(WRONG_TOOL_ANSWER);
  await expect(page.getByTestId('gloss')).toHaveCount(0);

  await page.goto('./#/tools?lang=en');
  await page.locator('button[data-example="ticker-desconocido"]').click();
  await expect(page.getByTestId('tool-result')).toHaveText('{"error": "ticker desconocido: ACME"}');
  await expect(page.getByTestId('gloss')).toHaveText('(unknown ticker)');
});
