// The prompt without the weights, in Chromium: #/local shows each step's exact prompt and token count for every
// preset and tool subset with only the tokenizer the site ships and the chat template — no Load, no Hub, no ONNX
// file. The same offline, from the site's worker, is a step of offline.spec.ts's offline test, whose context has
// the worker installed already (one precache of the site fewer).
import { expect, test, type Page } from '@playwright/test';

const DEFAULT_MODEL = './#/local?lang=en';

async function expectSteps(page: Page, tokens: string[], recorded: boolean) {
  const steps = page.getByTestId('template-step');
  await expect(steps).toHaveCount(tokens.length);
  for (const [i, n] of tokens.entries()) await expect(steps.nth(i)).toHaveAttribute('data-tokens', n);
  await expect(page.getByTestId('template-preview')).toHaveAttribute('data-recorded', String(recorded));
}

test("every preset's prompts and token counts before any Load, from the shipped tokenizer, with the Hub unreachable", async ({ page }) => {
  const requested: string[] = [];
  page.on('request', (r) => requested.push(r.url()));
  await page.route('https://huggingface.co/**', (route) => route.abort('internetdisconnected'));
  await page.goto(DEFAULT_MODEL);

  // Task 1: the lesson's recorded run played back through the template, step by step, with the lesson's counts.
  await expectSteps(page, ['567', '734'], true);
  const preview = page.getByTestId('template-preview');
  await expect(preview).toContainText("the lesson's recorded run played back through the template");
  await expect(preview).toContainText('shipped with this site: nothing to download');
  const steps = page.getByTestId('template-step');
  await expect(steps.nth(0)).toContainText('Step 1 — 567 tokens (the lesson printed 567)');
  await expect(steps.nth(0).getByTestId('tools-section')).toContainText('"name": "calculadora"');
  await expect(steps.nth(1)).toContainText('<tool_response>\n{"resultado": {"ticker": "BUSI", "fecha": "2024-03-22", "cierre": 27.88}}\n</tool_response>');
  await expect(page.getByTestId('model-status')).toHaveAttribute('data-phase', 'empty');

  await page.locator('button[data-preset="tarea_acme"]').click();
  await expectSteps(page, ['548', '612'], true);
  await expect(steps.nth(1)).toContainText('ticker desconocido: ACME');
  await page.locator('button[data-preset="variacion"]').click();
  await expectSteps(page, ['533', '691'], true);

  // No recorded run for the free question, nor for task 1 with a tool taken away: step 1 alone, its tools as chosen.
  await page.locator('button[data-preset="libre"]').click();
  await expect(steps).toHaveCount(1);
  await expect(preview).toHaveAttribute('data-recorded', 'false');
  await expect(preview).toContainText('step 1 of the current setup (what follows depends on what the model writes)');
  await page.locator('button[data-preset="tarea_porcentaje"]').click();
  await expectSteps(page, ['567', '734'], true);
  await page.getByRole('checkbox', { name: 'calculadora' }).uncheck();
  await expect(page).toHaveURL(/tools=precio%2Cbuscar_noticias|tools=precio,buscar_noticias/);
  await expect(steps).toHaveCount(1);
  await expect(preview).toHaveAttribute('data-recorded', 'false');
  await expect(steps.first().getByTestId('tools-section')).not.toContainText('calculadora');
  expect(Number(await steps.first().getAttribute('data-tokens'))).toBeLessThan(567);

  // In Spanish too.
  await page.goto('./#/local?lang=es');
  await expect(page.getByTestId('template-preview')).toContainText('la ejecución grabada en la lección');
  await expect(page.getByTestId('template-step').first()).toContainText('la lección imprimió 567');

  // Only the site's two tokenizer files were read: no model file, nothing from the Hub but its (failed) listing.
  expect(requested.filter((u) => u.includes('/tokenizers/Qwen2.5-0.5B-Instruct/')).map((u) => u.replace(/^.*\//, '')).sort()).toEqual(
    expect.arrayContaining(['tokenizer.json', 'tokenizer_config.json']),
  );
  expect(requested.filter((u) => u.endsWith('.onnx') || u.includes('.wasm'))).toEqual([]);
  expect(requested.filter((u) => u.startsWith('https://huggingface.co/') && !u.startsWith('https://huggingface.co/api/'))).toEqual([]);
});

