// The office store and the travel budget in Chromium: each lab's scenario that reaches the course's answer and
// its failure, on more than one API shape; a link opened in a fresh browser reproduces the run on screen; each
// course's questions, errors and answers glossed in the UI language it does not speak.
import { expect, test } from '@playwright/test';
import { answerOf, pickScenario, shownRun } from './lab-page.ts';

const STORE_ANSWER = 'Under $30 and in stock: notebook ($3.50), stapler ($11.00) and desk lamp ($27.50). One of each costs $42.00.';

test('tienda: the shopping question with parallel calls, then a misspelt name recovered from the error', async ({ page }) => {
  await page.goto('./#/labs/tienda?lang=en&backend=gemini');
  await expect(page.getByTestId('run-button')).toBeEnabled();
  await page.getByTestId('run-button').click();
  let trace = await shownRun(page, 'compra', 'gemini');
  await expect(answerOf(trace)).toHaveText(STORE_ANSWER);
  // Five get_product calls in one turn.
  await expect(trace.locator('li.step[data-step="2"] li.call[data-tool="get_product"]')).toHaveCount(5);
  await expect(page.getByTestId('run-metric')).toHaveText(
    'Tools used: list_products, get_product, get_product, get_product, get_product, get_product — iterations (turns that asked for tools): 2.',
  );
  await expect(page.getByTestId('trace-verdict')).toHaveText('OK: every figure has a source.');

  trace = await pickScenario(page, 'nombre_mal_escrito');
  const misspelt = trace.locator('li.call', { hasText: 'notebok' });
  await expect(misspelt.locator('.result.failed')).toContainText(`{"error":"no product called 'notebok'"}`);
  await expect(answerOf(trace)).toHaveText(STORE_ANSWER);
  await expect(page.getByTestId('trace-verdict')).toHaveText('OK: every figure has a source.');
});

test('viajes: the five-call budget, then an unknown city whose error lists the known ones', async ({ page }) => {
  await page.goto('./#/labs/viajes?lang=es&backend=openai-chat&run=1');
  let trace = await shownRun(page, 'presupuesto', 'openai-chat');
  await expect(answerOf(trace)).toContainText('son 22755 MXN');
  await expect(trace.locator('li.call')).toHaveCount(5);
  await expect(page.getByTestId('trace-verdict')).toHaveText('OK: cada cifra tiene fuente.');

  trace = await pickScenario(page, 'ciudad_desconocida');
  await expect(trace.locator('li.call', { hasText: 'Kioto' }).locator('.result.failed')).toContainText(
    "ciudad desconocida: 'Kioto'. Ciudades disponibles: Bangkok, Berlín, Buenos Aires",
  );
  await expect(answerOf(trace)).toContainText('Los tres días en París cuestan 570 USD');
  // The page is in Spanish: the finding in the Spanish lesson's wording.
  await expect(page.getByTestId('trace-verdict')).toContainText('error de herramienta sin resolver');
});

test('a link reproduces a lab’s state: lab, scenario, backend and limits, in a fresh browser', async ({ page, browser }) => {
  await page.goto('./#/labs/viajes?lang=en');
  await page.getByTestId('backend').selectOption('anthropic');
  await page.getByTestId('scenario').selectOption('ciudad_desconocida');
  await page.getByLabel('tokens sent').fill('5000');
  await page.getByLabel('tokens sent').press('Enter');
  await expect(page.getByTestId('run-button')).toBeEnabled();
  await page.getByTestId('run-button').click();
  const trace = await shownRun(page, 'ciudad_desconocida', 'anthropic');
  const answer = await answerOf(trace).innerText();
  // Counted once the o200k counter has loaded (until then each step says "counting…").
  const stepTokens = trace.getByTestId('step-tokens');
  await expect.poll(async () => (await stepTokens.allInnerTexts()).some((t) => t.includes('counting'))).toBe(false);
  const tokens = await stepTokens.allInnerTexts();
  const link = page.url();
  expect(new URL(link).hash).toBe('#/labs/viajes?lang=en&backend=anthropic&scenario=ciudad_desconocida&tokens=5000&run=1');

  const fresh = await browser.newContext();
  const other = await fresh.newPage();
  await other.goto(link);
  const again = await shownRun(other, 'ciudad_desconocida', 'anthropic');
  await expect(answerOf(again)).toHaveText(answer);
  await expect(again.getByTestId('step-tokens')).toHaveText(tokens);
  await expect(other.getByLabel('tokens sent')).toHaveValue('5000');
  await expect(other.getByTestId('trace-verdict')).toContainText('unresolved tool error');
  await fresh.close();
});

const STORE_QUESTION = 'Which items under $30 are actually in stock, and what would one of each of those cost together?';
const STORE_QUESTION_ES = '¿Qué artículos de menos de 30 $ hay de verdad en existencias, y cuánto costaría uno de cada en total?';

test('in Spanish the store’s English question, error and answer carry a Spanish gloss, and its presets are listed in Spanish; in English the budget’s Spanish ones carry an English gloss', async ({ page }) => {
  await page.goto('./#/labs/tienda?lang=es&backend=gemini&scenario=nombre_mal_escrito&run=1');
  const asked = page.getByTestId('asked-question');
  await expect(asked.locator('q[lang="en"]')).toHaveText(STORE_QUESTION);
  await expect(asked.getByTestId('gloss')).toHaveText(`(${STORE_QUESTION_ES})`);
  await expect(asked.getByTestId('gloss')).toHaveAttribute('lang', 'es');
  const trace = await shownRun(page, 'nombre_mal_escrito', 'gemini');
  await expect(trace.locator('li.call', { hasText: 'notebok' }).getByTestId('gloss')).toHaveText("(no hay ningún producto llamado 'notebok')");
  await expect(answerOf(trace)).toHaveText(STORE_ANSWER);
  // The trace's question and answer are marked as the English they are, the question glossed too.
  await expect(trace.locator('q[lang="en"]').first()).toHaveText(STORE_QUESTION);
  await expect(answerOf(trace)).toHaveAttribute('lang', 'en');
  await expect(trace.locator('p', { hasText: STORE_QUESTION }).first().getByTestId('gloss')).toHaveText(`(${STORE_QUESTION_ES})`);
  await expect(trace.locator('p.answer').getByTestId('gloss')).toHaveText(
    '(De menos de 30 $ y en existencias: el cuaderno (3,50 $), la grapadora (11,00 $) y la lámpara de escritorio (27,50 $). Uno de cada cuesta 42,00 $.)',
  );
  // The question set's rows: the question as the model read it, glossed.
  await page.getByTestId('question-set-button').click();
  const table = page.getByTestId('question-set-table');
  await expect(table.locator('tbody th').first().locator('q[lang="en"]')).toHaveText(STORE_QUESTION);
  await expect(table.locator('tbody th').first().getByTestId('gloss')).toHaveText(`(${STORE_QUESTION_ES})`);

  // A live model's presets: listed in Spanish, the English the model reads shown below them, muted.
  await page.goto('./#/labs/tienda?lang=es&backend=local');
  await expect(page.getByTestId('preset-question').locator('option')).toHaveText([
    STORE_QUESTION_ES,
    '¿Cuánto costarían dos soportes para monitor?',
    '¿Cuántas lámparas de escritorio y grapadoras hay en existencias en total?',
  ]);
  await expect(page.getByTestId('asked-question').locator('q[lang="en"].muted')).toHaveText(STORE_QUESTION);
  await expect(page.getByTestId('asked-question').getByTestId('gloss')).toHaveCount(0);

  await page.goto('./#/labs/viajes?lang=en&backend=openai-chat&scenario=ciudad_desconocida&run=1');
  await expect(page.getByTestId('asked-question').locator('q[lang="es"]')).toHaveText('Cuatro días en Kioto y tres en París, en pesos');
  await expect(page.getByTestId('asked-question').getByTestId('gloss')).toHaveText('(Four days in Kyoto and three in Paris, in pesos)');
  const budget = await shownRun(page, 'ciudad_desconocida', 'openai-chat');
  await expect(budget.locator('li.call', { hasText: 'Kioto' }).getByTestId('gloss')).toHaveText("(unknown city: 'Kioto'. Available cities:)");
  await expect(budget.locator('p.answer').getByTestId('gloss')).toHaveText(
    '(Kyoto is not in the cost table (the cities it has are listed), so I cannot budget those days. The three days in Paris cost 570 USD, which at 18.5 pesos to the dollar is 10545 MXN.)',
  );
  // An English page lists a Spanish preset as the model reads it, glossed below.
  await page.goto('./#/labs/viajes?lang=en&backend=local');
  await expect(page.getByTestId('preset-question').locator('option').first()).toHaveText('Cuatro días en Tokio y tres en París, en pesos');
  await expect(page.getByTestId('preset-question').locator('option').first()).toHaveAttribute('lang', 'es');
  await expect(page.getByTestId('asked-question').getByTestId('gloss')).toHaveText('(Four days in Tokyo and three in Paris, in pesos)');
});
