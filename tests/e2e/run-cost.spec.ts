// What a run costs on #/apis: the loop's 41,639 tokens priced at the default Anthropic row, the teacher's edit of
// that row changing the figure and surviving a reload, Reset restoring it, the trace's steps and summary priced,
// a corrupt stored table shown and not dropped, and the Spanish labels.
import { expect, test } from '@playwright/test';
import { nearChart } from './apis-table.ts';

const INPUT_LABEL = 'Input, claude-sonnet-5 (USD per million tokens)';

test("the loop's cost at claude-sonnet-5's listed price refuses a price that is not a number, follows the teacher's edit, a reload and Reset, and reads in Spanish", async ({ page }) => {
  await page.goto('./#/apis?lang=en');
  await nearChart(page);
  const chartCost = page.getByTestId('chart-cost');
  // 41,639 input tokens at $2 per million: $0.083278, shown to two significant digits.
  await expect(chartCost).toContainText('its 41,639 input tokens cost $0.083');
  await expect(chartCost).toContainText("at claude-sonnet-5's listed price, 2026-12-01, from the lab's token count");
  await expect(chartCost).toHaveAttribute('data-row', 'anthropic/claude-sonnet-5');

  // The trace (the page's default run, on OpenAI's Responses API) prices each step and the run with OpenAI's row.
  await expect(page.getByTestId('step-cost').first()).toHaveText(/^· \$0\.\d+$/);
  await expect(page.getByTestId('run-cost')).toContainText("at gpt-4.1-nano's listed price, 2026-12-01, from the lab's token count.");
  // Picking a row prices the trace with it.
  await page.locator('#trace-price-openai-responses').selectOption({ label: 'anthropic · claude-sonnet-5' });
  await expect(page.getByTestId('run-cost')).toContainText("at claude-sonnet-5's listed price");
  await page.locator('#trace-price-openai-responses').selectOption({ index: 0 });

  const input = page.getByLabel(INPUT_LABEL);
  await expect(input).toHaveValue('2');
  // A price that is not a number is refused, and the figure stays.
  await input.fill('-3');
  await input.press('Enter');
  await expect(page.getByTestId('price-refused')).toHaveText('Write a price as a number of dollars, 0 or more.');
  await expect(input).toHaveValue('2');
  await expect(chartCost).toContainText('cost $0.083');

  await input.fill('1');
  await input.press('Enter');
  await expect(chartCost).toContainText('its 41,639 input tokens cost $0.042');

  await page.reload();
  await nearChart(page);
  await expect(page.getByLabel(INPUT_LABEL)).toHaveValue('1');
  await expect(page.getByTestId('chart-cost')).toContainText('its 41,639 input tokens cost $0.042');

  await page.getByRole('button', { name: 'Reset to the defaults' }).click();
  await expect(page.getByLabel(INPUT_LABEL)).toHaveValue('2');
  await expect(page.getByTestId('chart-cost')).toContainText('its 41,639 input tokens cost $0.083');

  // In Spanish: the same page and run, switched by its link.
  await page.goto('./#/apis?lang=es');
  await nearChart(page);
  await expect(chartCost).toContainText('sus 41.639 tokens de entrada cuestan 0,083');
  await expect(chartCost).toContainText('al precio publicado de claude-sonnet-5, 2026-12-01, según el recuento de tokens del laboratorio');
  await expect(page.getByLabel('Entrada, claude-sonnet-5 (USD por millón de tokens)')).toHaveValue('2');
  await expect(page.getByRole('button', { name: 'Volver a los precios por defecto' })).toBeVisible();
  await expect(page.getByRole('table', { name: 'Precios en dólares estadounidenses por millón de tokens' })).toBeVisible();
});

test('a stored table the lab cannot read is shown, the defaults price meanwhile, and Reset clears it', async ({ page }) => {
  await page.addInitScript(() => {
    if (!sessionStorage.getItem('seeded')) {
      localStorage.setItem('agent-loop-lab/prices@1', '[{"id": "broken"');
      sessionStorage.setItem('seeded', '1');
    }
  });
  await page.goto('./#/apis?lang=en');
  const problem = page.getByTestId('price-problem');
  await expect(problem).toContainText('could not be read, so the lab prices with the default table. The price table is not valid JSON.');
  await expect(page.getByTestId('price-stored')).toHaveValue('[{"id": "broken"');
  await nearChart(page);
  await expect(page.getByTestId('chart-cost')).toContainText('cost $0.083');
  await problem.getByRole('button', { name: 'Reset to the defaults' }).click();
  await expect(problem).toHaveCount(0);
  await page.reload();
  await expect(page.getByTestId('price-problem')).toHaveCount(0);
});
