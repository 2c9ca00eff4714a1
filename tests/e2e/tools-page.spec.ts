// #/tools: every tool with the schema the model sees, the lesson's examples, a hand call by form or JSON, exercise 2,
// links and the language switch. Two pages: the plain page, its checks in turn (the language switch last), and the
// links, each opened by changing the hash of the page before.
import { expect, test, type Page } from '@playwright/test';

/** Each lesson example's button and the exact JSON the model receives (Python's json.dumps separators). */
const LESSON_OUTPUTS: [string, string][] = [
  ['sabado', '{"resultado": {"ticker": "BUSI", "fecha": "2024-03-15", "cierre": 26.19}}'],
  ['fecha-europea', `{"error": "argumentos no válidos: fecha: String should match pattern '^\\\\d{4}-\\\\d{2}-\\\\d{2}$'"}`],
  ['inyeccion', '{"error": "solo números, + - * / y paréntesis"}'],
  ['ticker-desconocido', '{"error": "ticker desconocido: ACME"}'],
  ['porcentaje', '{"resultado": 6.4528}'],
  ['noticias', '{"resultado": [{"fecha": "2024-03-19", "titular": "Un fondo ofrece comprar Busmar Hogar"}]}'],
  [
    'variacion',
    '{"resultado": {"desde": {"ticker": "BUSI", "fecha": "2024-03-15", "cierre": 26.19}, ' +
      '"hasta": {"ticker": "BUSI", "fecha": "2024-03-22", "cierre": 27.88}, "variacion_pct": 6.45}}',
  ],
];

function hashParams(page: Page): Record<string, string> {
  const hash = new URL(page.url()).hash;
  return Object.fromEntries(new URLSearchParams(hash.slice(hash.indexOf('?') + 1)));
}

test("#/tools: one click reproduces each of the lesson's tool outputs exactly; every tool shows its Spanish description and the JSON Schema the model sees; exercise 2; switching the language keeps the call", async ({ page }) => {
  await page.goto('./#/tools?lang=en');
  await test.step("one click reproduces each of the lesson's tool outputs exactly", async () => {
    const result = page.getByTestId('tool-result');
    for (const [example, output] of LESSON_OUTPUTS) {
      const button = page.locator(`button[data-example="${example}"]`);
      await button.click();
      await expect(result, example).toHaveText(output);
      await expect(button).toHaveAttribute('aria-pressed', 'true');
    }
  });
  await test.step("exercise 2: JavaScript's Date without validation versus the validated tool", async () => {
    const table = page.getByTestId('unvalidated-dates');
    const row = (s: string) => table.locator(`tr[data-date="${s}"]`);
    const errorFecha = `{"error": "argumentos no válidos: fecha: String should match pattern '^\\\\d{4}-\\\\d{2}-\\\\d{2}$'"}`;

    await expect(row('01/03/2024').locator('.understood')).toContainText('2024-01-03');
    await expect(row('01/03/2024').locator('.unvalidated')).toHaveText('{"resultado": {"ticker": "BUSI", "fecha": "2024-01-03", "cierre": 27.75}}');
    await expect(row('01/03/2024').locator('.validated')).toHaveText(errorFecha);
    await expect(row('01/03/2024')).toContainText('No error: the tool answered for a date nobody checked.');
    await expect(row('15/03/2024')).not.toContainText('No error');
    await expect(row('2024-03-01')).not.toContainText('No error');

    await expect(row('15/03/2024').locator('.understood')).toHaveText('Invalid Date');
    await expect(row('15/03/2024').locator('.unvalidated')).toHaveText('{"error": "sin datos hasta 15/03/2024"}');
    await expect(row('15/03/2024').locator('.validated')).toHaveText(errorFecha);

    await expect(row('2024-03-01').locator('.unvalidated')).toHaveText('{"resultado": {"ticker": "BUSI", "fecha": "2024-03-01", "cierre": 25.2}}');
    await expect(row('2024-03-01').locator('.validated')).toHaveText('{"resultado": {"ticker": "BUSI", "fecha": "2024-03-01", "cierre": 25.2}}');
    await expect(row('2024-03-15').locator('.validated')).toHaveText('{"resultado": {"ticker": "BUSI", "fecha": "2024-03-15", "cierre": 26.19}}');

    await page.getByLabel('Try another date string').fill('03/01/2024');
    await expect(row('03/01/2024').locator('.understood')).toContainText('2024-03-01');
    await expect(row('03/01/2024').locator('.unvalidated')).toHaveText('{"resultado": {"ticker": "BUSI", "fecha": "2024-03-01", "cierre": 25.2}}');
    expect(hashParams(page).prueba).toBe('03/01/2024');
  });
  await test.step('every tool shows its Spanish description and the JSON Schema the model sees', async () => {
    const schema = page.getByTestId('tool-schema');
    await page.getByRole('button', { name: 'precio', exact: true }).click();
    await expect(page.getByRole('button', { name: 'precio', exact: true })).toHaveAttribute('aria-pressed', 'true');
    await expect(page.getByText('Cierre de una acción en una sesión (la última sesión en o antes de la fecha).').first()).toBeVisible();
    const shown = JSON.parse((await schema.textContent())!);
    expect(shown).toEqual({
      type: 'function',
      function: {
        name: 'precio',
        description: 'Cierre de una acción en una sesión (la última sesión en o antes de la fecha).',
        parameters: {
          properties: {
            ticker: { pattern: '^[A-Z]{4}$', title: 'Ticker', type: 'string' },
            fecha: { pattern: '^\\d{4}-\\d{2}-\\d{2}$', title: 'Fecha', type: 'string' },
          },
          required: ['ticker', 'fecha'],
          title: 'ArgsPrecio',
          type: 'object',
        },
      },
  });
  for (const [tool, title] of [['buscar_noticias', 'ArgsNoticias'], ['calculadora', 'ArgsCalculadora'], ['variacion', 'ArgsVariacion']]) {
    await page.getByRole('button', { name: tool, exact: true }).click();
    await expect.poll(() => hashParams(page).tool).toBe(tool);
    const entry = JSON.parse((await schema.textContent())!);
    expect(entry.function.name).toBe(tool);
    expect(entry.function.parameters.title).toBe(title);
    await expect(page.getByTestId('tool-result')).toHaveText(/^\{"(resultado|error)": /);
  }
  });
  await test.step('switching the language changes the UI text and keeps the call', async () => {
    await page.locator('button[data-example="inyeccion"]').click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('The tools');
    await page.getByLabel('Language').selectOption('es');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Las herramientas');
    await expect(page.getByText('Lo que recibe el modelo')).toBeVisible();
    // Model-facing text stays Spanish whatever the UI language.
    await expect(page.getByTestId('tool-result')).toHaveText('{"error": "solo números, + - * / y paréntesis"}');
    expect(hashParams(page)).toMatchObject({ tool: 'calculadora', lang: 'es' });
  });
});

test('a link with the tool and its arguments reproduces the call; the form calls the tool by hand; invalid JSON arguments get a clear message and nothing typed is lost', async ({ page }) => {
  await test.step('a link with the tool and its arguments reproduces the call', async () => {
    const args = JSON.stringify({ ticker: 'BUSI', fecha: '16/03/2024' });
    await page.goto(`./#/tools?tool=precio&args=${encodeURIComponent(args)}&lang=en`);
    await expect(page.getByLabel('Arguments as JSON')).toHaveValue(args);
    await expect(page.getByLabel('Fecha fecha')).toHaveValue('16/03/2024');
    await expect(page.getByTestId('tool-result')).toHaveText(LESSON_OUTPUTS[1]![1]);
    await expect(page.getByTestId('call-label')).toHaveText('value_error');
  });
  await test.step('the form calls the tool by hand, one labelled input per argument', async () => {
    await page.goto('./#/tools?tool=precio&lang=en');
    await page.getByLabel('Ticker ticker').fill('BUSI');
    await page.getByLabel('Fecha fecha').fill('2024-03-22');
    await expect(page.getByTestId('tool-result')).toHaveText('{"resultado": {"ticker": "BUSI", "fecha": "2024-03-22", "cierre": 27.88}}');
    await expect(page.getByLabel('Arguments as JSON')).toHaveValue('{"ticker":"BUSI","fecha":"2024-03-22"}');
    expect(JSON.parse(hashParams(page).args!)).toEqual({ ticker: 'BUSI', fecha: '2024-03-22' });

    await page.getByLabel('Ticker ticker').fill('');
    await expect(page.getByTestId('tool-result')).toHaveText('{"error": "argumentos no válidos: ticker: Field required"}');
    await expect(page.getByTestId('call-label')).toHaveText('missing_required');
  });
  await test.step('invalid JSON arguments get a clear message and nothing typed is lost', async () => {
    await page.goto('./#/tools?tool=calculadora&lang=en');
    const raw = page.getByLabel('Arguments as JSON');
    const broken = '{"expresion": "2 + 2",';
    await raw.fill(broken);
    await expect(page.getByTestId('args-invalid')).toContainText('Not valid JSON, so the tool was not called:');
    await expect(page.getByTestId('tool-result')).toHaveCount(0);
    await expect(page.getByLabel('Expresion expresion')).toBeDisabled();

    await page.reload();
    await expect(page.getByLabel('Arguments as JSON')).toHaveValue(broken);
    await expect(page.getByTestId('args-invalid')).toBeVisible();

    await page.getByLabel('Arguments as JSON').fill('{"expresion": "2 + 2"}');
    await expect(page.getByTestId('args-invalid')).toHaveCount(0);
    await expect(page.getByTestId('tool-result')).toHaveText('{"resultado": 4}');
  });
});
