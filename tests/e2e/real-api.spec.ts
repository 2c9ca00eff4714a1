// "Your own key" on #/apis, with page.route impersonating the real hosts (never the network): the lesson's
// question on OpenAI Responses and Anthropic with its trace and verifier; the key nowhere but the request's own
// header — not the URL, not storage unless asked (and Forget removes it), not the exported trace, the request
// view or the console; a 401 and a 429-then-answer said on the page; an Ollama model through the JSON-text fallback.
import { expect, test, type Page } from '@playwright/test';
import { readFile } from 'node:fs/promises';
import { ANSWER, impersonate, messagesTurn, ollamaTurn, responsesTurn } from './real-hosts.ts';
const KEY = 'sk-student-secret-e2e-0001';

async function openPanel(page: Page, consoleLines: string[]) {
  page.on('console', (message) => consoleLines.push(message.text()));
  await page.goto('./#/apis?lang=en');
  const panel = page.getByTestId('real-api');
  await expect(panel.getByRole('heading', { name: 'Your own key: a real model' })).toBeVisible();
  return panel;
}

async function expectAnswered(page: Page) {
  const trace = page.getByTestId('real-trace');
  await expect(trace).toContainText(ANSWER);
  await expect(trace.getByTestId('trace-verdict')).toBeVisible();
}

/** The key in none of: the URL, storage, the page's text (the request view included, open or not), the console. */
async function expectKeyNowhere(page: Page, consoleLines: string[], key: string) {
  expect(page.url()).not.toContain(key);
  expect(await page.evaluate(() => JSON.stringify({ ...localStorage }) + JSON.stringify({ ...sessionStorage }))).not.toContain(key);
  expect(await page.getByTestId('real-trace').textContent()).not.toContain(key);
  expect(await page.evaluate(() => document.body.textContent ?? '')).not.toContain(key);
  expect(consoleLines.join('\n')).not.toContain(key);
}

test('OpenAI Responses with a key in memory only: the run, its trace and verifier; the key nowhere it should not be; a 401 is said as a refused key; a 429 then an answer shows the wait and goes on', async ({ page }) => {
  const consoleLines: string[] = [];
  const openai = await impersonate(page, 'https://api.openai.com/**', responsesTurn);
  const panel = await openPanel(page, consoleLines);
  await expect(panel.getByTestId('real-cors')).toContainText('dangerouslyAllowBrowser');
  await expect(panel.getByTestId('real-key')).toHaveAttribute('type', 'password');
  await expect(panel.getByTestId('real-key')).toHaveAttribute('autocomplete', 'off');
  await expect(panel.getByTestId('real-remember')).not.toBeChecked();
  await panel.getByLabel('API key').fill(KEY);
  await panel.getByRole('button', { name: 'Run on the real model' }).click();
  await expectAnswered(page);
  expect(openai.headers).toHaveLength(4);
  expect(openai.headers[0]?.authorization).toBe(`Bearer ${KEY}`);
  // The provider's usage (1 in, 1 out a request here), and the run's own step-through.
  await expect(panel.getByTestId('real-usage')).toHaveText('Tokens the provider reported: 4 in (0 of them cached), 4 out.');
  await expect(panel.getByRole('toolbar', { name: 'Step through the run' })).toBeVisible();
  expect(Object.keys(openai.headers[0] ?? {}).filter((h) => h.startsWith('x-sim-'))).toEqual([]);
  await expectKeyNowhere(page, consoleLines, KEY);

  const download = page.waitForEvent('download');
  await panel.getByRole('button', { name: 'Export trace' }).click();
  const file = await readFile((await (await download).path()) ?? '', 'utf8');
  expect(file).toContain(ANSWER);
  expect(file).not.toContain(KEY);

  // A 401 is said as a refused key; a 429 then an answer shows the wait and goes on.
  openai.queue.push({ status: 401 });
  await panel.getByRole('button', { name: 'Run on the real model' }).click();
  await expect(page.getByTestId('real-failure')).toContainText('refused the key (HTTP 401)');

  openai.queue.push({ status: 429, headers: { 'retry-after': '0' } });
  await panel.getByRole('button', { name: 'Run on the real model' }).click();
  await expect(page.getByTestId('real-retries')).toContainText('Waited out 1 rate-limit answer (HTTP 429)');
  await expectAnswered(page);
  await expect(page.getByTestId('real-retries')).toContainText('step 1: waited 0 s (retry-after: 0)');
  await expect(page.getByTestId('real-failure')).toHaveCount(0);
  await expectKeyNowhere(page, consoleLines, KEY);
});

test('Anthropic with Remember on: the key in storage until Forget; the browser opt-in header sent; then a local Ollama model without native tool calls through the JSON-text fallback, no key needed', async ({ page }) => {
  const consoleLines: string[] = [];
  const anthropic = await impersonate(page, 'https://api.anthropic.com/**', messagesTurn);
  const ollama = await impersonate(page, 'http://localhost:11434/**', ollamaTurn);
  const key = 'sk-ant-student-secret-e2e-0002';
  const panel = await openPanel(page, consoleLines);
  await panel.getByLabel('API or local server').selectOption('anthropic');
  await expect(panel.getByTestId('real-base-url')).toHaveValue('https://api.anthropic.com');
  await expect(panel.getByTestId('real-cors')).toContainText('anthropic-dangerous-direct-browser-access');
  await panel.getByLabel('API key').fill(key);
  await panel.getByLabel('Remember on this device').check();
  expect(await page.evaluate(() => JSON.stringify({ ...localStorage }))).toContain(key);
  await panel.getByRole('button', { name: 'Run on the real model' }).click();
  await expectAnswered(page);
  expect(anthropic.headers[0]?.['anthropic-dangerous-direct-browser-access']).toBe('true');
  expect(anthropic.headers[0]?.authorization ?? anthropic.headers[0]?.['x-api-key']).toContain(key);
  expect(page.url()).not.toContain(key);
  expect(consoleLines.join('\n')).not.toContain(key);

  await panel.getByRole('button', { name: 'Forget key' }).click();
  await expect(panel.getByTestId('real-note')).toHaveText('Key forgotten.');
  await expect(panel.getByLabel('API key')).toHaveValue('');
  expect(await page.evaluate(() => JSON.stringify({ ...localStorage }))).not.toContain(key);

  // A local Ollama model without native tool calls runs through the JSON-text fallback, no key needed.
  await panel.getByLabel('API or local server').selectOption('ollama');
  await expect(panel.getByTestId('real-base-url')).toHaveValue('http://localhost:11434/v1');
  await expect(panel.getByTestId('real-cors')).toContainText('OLLAMA_ORIGINS');
  await panel.getByLabel('No native tool calls: use the JSON-text fallback').check();
  await panel.getByRole('button', { name: 'Run on the real model' }).click();
  await expect.poll(() => ollama.headers.length).toBe(4);
  // The shown run is Ollama's, which reports no usage (the Anthropic run before it did).
  await expect(panel.getByTestId('real-usage')).toHaveCount(0);
  await expectAnswered(page);
  expect(ollama.headers[0]?.authorization).toBeUndefined();
});


