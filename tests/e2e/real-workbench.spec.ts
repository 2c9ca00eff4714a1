// A real model's run is the same instrument as a scripted one, with page.route impersonating the providers'
// hosts (never the network): on a lab, Real API is a backend beside the simulated ones; a real run is kept beside
// the scripted one on #/apis; an edit forks it, the steps before the fork answered from the recorded run (the host
// never sees them again); a 429's wait is shown while it lasts; and the key is in no link, storage or export.
import { expect, test, type Page } from '@playwright/test';
import { readFile } from 'node:fs/promises';
import { ANSWER, count, impersonate, messagesTurn } from './real-hosts.ts';

const KEY = 'sk-ant-student-secret-e2e-0003';
const STAND = 'A monitor stand costs $42.99, so two cost $85.98.';

/** The store's second question as a model answers it: the monitor stand's price, then the sum. */
function tiendaTurn(body: string) {
  const content =
    count(body, '"tool_result"') === 0
      ? [{ type: 'tool_use', id: 'toolu_1', name: 'get_product', input: { name: 'monitor stand' } }]
      : [{ type: 'text', text: STAND }];
  const done = content[0]?.type === 'text';
  return { id: 'msg_1', type: 'message', role: 'assistant', model: 'claude-haiku-4-5', content, stop_reason: done ? 'end_turn' : 'tool_use', stop_sequence: null, usage: { input_tokens: 10, output_tokens: 5 } };
}

const LABELS = { en: ['API or local server', 'API key'], es: ['API o servidor local', 'Clave de API'] } as const;

async function typeKey(page: Page, scope = page.locator('body'), lang: keyof typeof LABELS = 'en') {
  const [endpoint, key] = LABELS[lang];
  await scope.getByLabel(endpoint).selectOption('anthropic');
  await scope.getByLabel(key).fill(KEY);
}

async function expectKeyNowhere(page: Page, link: string) {
  expect(link).not.toContain(KEY);
  expect(page.url()).not.toContain(KEY);
  expect(await page.evaluate(() => JSON.stringify({ ...localStorage }) + JSON.stringify({ ...sessionStorage }))).not.toContain(KEY);
  expect(await page.evaluate(() => document.body.textContent ?? '')).not.toContain(KEY);
}

test('a lab on the real API: run a preset question, keep it, fork it at the tool result, the fork asks only for the step after', async ({ page, browser }) => {
  const host = await impersonate(page, 'https://api.anthropic.com/**', tiendaTurn);
  await page.goto('./#/labs/tienda?lang=en&backend=real&question=1');
  await expect(page.getByTestId('run-blocked')).toHaveText('Type your API key below first.');
  await expect(page.getByTestId('run-button')).toBeDisabled();
  await typeKey(page, page.getByTestId('lab-real'));
  await page.getByTestId('run-button').click();
  const run = page.getByTestId('lab-run');
  await expect(run.getByTestId('answer')).toHaveText(STAND);
  await expect(run).toContainText('Anthropic (Messages) · claude');
  expect(host.headers).toHaveLength(2);

  await run.getByRole('button', { name: 'Keep for comparison' }).click();
  await expect(page.getByTestId('compare-column')).toHaveCount(2);

  // The tool's result edited: step 1 comes from the recorded run, step 2 is asked of the provider again.
  const call = run.locator('li.call[data-tool="get_product"]').first();
  await call.getByRole('button', { name: 'Edit result' }).click();
  const box = call.getByRole('textbox', { name: 'Tool result' });
  await box.fill((await box.inputValue()).replace('42.99', '40'));
  await call.getByRole('button', { name: 'Replay from here' }).click();
  await expect(run.getByTestId('answered-by')).toHaveCount(1);
  await expect(run.getByTestId('answered-by')).toContainText('Replayed from the run this one was forked from');
  await expect(run.getByTestId('edited')).toHaveCount(1);
  await expect(page.getByTestId('compare-column')).toHaveCount(3);
  expect(host.headers).toHaveLength(3);

  await page.getByRole('button', { name: 'Copy link' }).click();
  const link = await page.getByTestId('shared-link').inputValue();
  await expectKeyNowhere(page, link);
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export', exact: false }).first().click();
  expect(await readFile((await (await download).path()) ?? '', 'utf8')).not.toContain(KEY);

  // The link opened elsewhere does not run the real model again: its columns say why.
  const fresh = await browser.newPage();
  let sent = 0;
  await fresh.route('https://api.anthropic.com/**', (route) => {
    sent += 1;
    return route.abort();
  });
  await fresh.goto(link);
  await expect(fresh.getByTestId('compare-column').nth(0)).toContainText('A link does not run it again');
  expect(sent).toBe(0);
  await fresh.close();
});

test('#/apis: a real run kept beside the scripted one, then forked from its trace: the steps before the fork not sent again', async ({ page }) => {
  const host = await impersonate(page, 'https://api.anthropic.com/**', messagesTurn);
  await page.goto('./#/apis?lang=en&provider=anthropic&scenario=correcto');
  await expect(page.getByTestId('apis-trace').getByTestId('answer')).toHaveText(ANSWER);
  const panel = page.getByTestId('real-api');
  await typeKey(page, panel);
  await panel.getByRole('button', { name: 'Run on the real model' }).click();
  await expect(page.getByTestId('real-trace')).toContainText(ANSWER);
  expect(host.headers).toHaveLength(4);

  await panel.getByRole('button', { name: 'Compare with the scripted run' }).click();
  const columns = page.getByTestId('compare-column');
  await expect(columns).toHaveCount(2);
  // The real run, kept, is A; the scripted run on screen B.
  await expect(columns.nth(0)).toContainText('Anthropic (Messages) · claude-sonnet-5-5 (real model)');

  // The second close edited in the real run's trace: steps 1 and 2 replayed, 3 and 4 asked of the provider.
  const second = page.getByTestId('real-trace').locator('li.call[data-tool="precio"]').nth(1);
  await second.getByRole('button', { name: 'Edit result' }).click();
  const box = second.getByRole('textbox', { name: 'Tool result' });
  await box.fill((await box.inputValue()).replace('27.88', '30'));
  await second.getByRole('button', { name: 'Replay from here' }).click();
  const trace = page.getByTestId('apis-trace');
  await expect(trace.getByTestId('answered-by')).toHaveCount(2);
  await expect(trace.getByTestId('edited')).toHaveCount(1);
  await expect(columns).toHaveCount(3);
  expect(host.headers).toHaveLength(6);

  await page.getByRole('button', { name: 'Copy link' }).click();
  await expectKeyNowhere(page, await page.getByTestId('shared-link').inputValue());
});

test('a 429 with retry-after: the wait is shown while it lasts, then the run goes on', async ({ page }) => {
  const host = await impersonate(page, 'https://api.anthropic.com/**', tiendaTurn);
  host.queue.push({ status: 429, headers: { 'retry-after': '2' } });
  await page.goto('./#/labs/tienda?lang=es&backend=real&question=1');
  await typeKey(page, page.getByTestId('lab-real'), 'es');
  await page.getByTestId('run-button').click();
  await expect(page.getByTestId('real-wait')).toHaveText(
    'El proveedor limita el uso de esta clave (HTTP 429): esperando 2 s, luego reintento 1 de 3. Pidió retry-after: 2.',
  );
  await expect(page.getByTestId('lab-run').getByTestId('answer')).toHaveText(STAND);
  await expect(page.getByTestId('real-wait')).toHaveCount(0);
});
