// The local model in Chromium: the worker loads the tiny lesson model (served as the site's models/ folder) on
// WASM, and the lesson's task 1 runs end to end through the shared loop, as the lesson printed it.
// One page for the whole file, the model loaded once: the scripted plan first (it needs no model), then the Load and
// task 1, then the plan on the local model and another preset, each moving the same page by its hash. Each fresh
// page compiled ONNX Runtime's 27 MB of WASM again for its Load.
import { expect, test, type Page } from '@playwright/test';
import { loadModel, openSharedPage } from './local-model.ts';

const TASK_1 = './#/local?model=local:tiny-qwen2-lesson&device=wasm&lang=en';
const PLAN = './#/local?model=local:tiny-qwen2-lesson&device=wasm&mode=plan&plan=correcto&lang=en';

test.describe.configure({ mode: 'serial' });

let page: Page;
/** Every request since the page opened, as the task-1 test saw on a page of its own. */
const requested: string[] = [];
test.beforeAll(async ({ browser }, testInfo) => {
  page = await openSharedPage(browser, testInfo);
  page.on('request', (request) => requested.push(request.url()));
});
test.afterAll(async () => {
  await page.context().close();
});

test('plan and execute: a scripted plan without the model, each stage in the trace', async () => {
  await page.goto(PLAN);
  await page.getByTestId('run-button').click();
  const plan = page.getByTestId('plan-trace');
  await expect(plan).toHaveAttribute('data-end', 'answered');
  await expect(plan.locator('[data-stage]')).toHaveCount(4);
  await expect(plan.locator('[data-stage="compute"]')).toContainText('"resultado":6.4528');
  await expect(page.getByTestId('answer')).toHaveText('El cierre de BUSI varió un 6.45 % entre 2024-03-15 y 2024-03-22.');
  await expect(page.getByTestId('verdict')).toHaveAttribute('data-ok', 'true');
});

test("the worker loads the tiny model on WASM and runs the lesson's task 1: two precio calls, 27.88% flagged", async () => {
  await page.goto(TASK_1);
  const choice = page.getByTestId('device-choice');
  await expect(choice).toHaveAttribute('data-device', 'wasm');
  await expect(choice).toHaveAttribute('data-dtype', 'q8');
  await expect(choice).toContainText('WASM, as you chose');
  await expect(page.getByTestId('threads')).toContainText('1');

  await loadModel(page);
  await expect(page.getByTestId('model-status')).toContainText('tiny-qwen2-lesson loaded on wasm (q8)');
  const onnx = page.locator('[data-testid="file-progress"][data-file="onnx/model_quantized.onnx"]');
  await expect(onnx).toHaveAttribute('data-status', 'done');
  await expect(page.locator('[data-testid="file-progress"][data-file="tokenizer.json"]')).toHaveAttribute('data-status', 'done');
  await expect(page.getByTestId('model-cache')).not.toContainText('0 files');
  // ONNX Runtime's files come from the site itself (under its sub-path), never from a CDN.
  const runtime = requested.filter((url) => url.includes('ort-wasm-simd-threaded.asyncify')).sort((a, b) => a.slice(-4).localeCompare(b.slice(-4)));
  expect(runtime).toEqual([
    expect.stringMatching(/^http:\/\/localhost:\d+\/some\/sub\/assets\/ort-wasm-simd-threaded\.asyncify-[\w-]+\.mjs$/),
    expect.stringMatching(/^http:\/\/localhost:\d+\/some\/sub\/assets\/ort-wasm-simd-threaded\.asyncify-[\w-]+\.wasm$/),
  ]);
  // (blob: and data: URLs are the runtime's own in-memory copies.)
  expect(requested.filter((url) => /^https?:/.test(url) && new URL(url).hostname !== 'localhost')).toEqual([]);

  // Before running: the lesson's recorded run through the model's own template, with the lesson's 567 tokens.
  const preview = page.getByTestId('template-step');
  await expect(preview.first()).toHaveAttribute('data-tokens', '567');
  const tools = preview.first().getByTestId('tools-section');
  await expect(tools).toContainText('# Tools');
  await expect(tools).toContainText('"name": "precio"');
  await expect(tools).toContainText('<tool_call>\n{"name": <function-name>, "arguments": <args-json-object>}\n</tool_call>');

  await page.getByTestId('run-button').click();
  await expect(page.getByTestId('end-reason')).toHaveAttribute('data-kind', 'answered', { timeout: 60_000 });

  const rows = page.getByTestId('step-row');
  await expect(rows).toHaveCount(2);
  await expect(rows.nth(0)).toHaveAttribute('data-input-tokens', '567');
  await expect(rows.nth(1)).toHaveAttribute('data-input-tokens', '734');
  expect(Number(await rows.nth(1).getAttribute('data-reused'))).toBeGreaterThanOrEqual(567);

  const calls = page.getByTestId('trace-call');
  await expect(calls).toHaveCount(2);
  await expect(calls.nth(0)).toContainText('precio({"ticker":"BUSI","fecha":"2024-03-15"})');
  await expect(calls.nth(0)).toContainText('"cierre": 26.19');
  await expect(calls.nth(1)).toContainText('"cierre": 27.88');
  await expect(page.getByTestId('answer')).toHaveText('El cambio en el cierre del producto BUSI entre el 2024-03-15 y el 2024-03-22 fue de 27.88%.');
  await expect(page.getByTestId('finding')).toHaveCount(1);
  await expect(page.getByTestId('finding')).toContainText('percentage without a calculation: 27.88%');

  const reference = page.getByTestId('reference-outcome');
  await expect(reference).toContainText('567 input tokens');
  await expect(reference).toContainText('734 input tokens');
  await expect(reference).toContainText('the verifier rejected it: percentage without a calculation: 27.88%');
  await expect(page.getByTestId('measured-speeds')).toContainText(/prefill [\d,.]+ tokens\/s/);

  // Each step's exact prompt: the second one holds the model's calls and both results as tool messages.
  const prompts = page.getByTestId('template-step');
  await expect(page.getByTestId('template-preview')).toHaveCount(0);
  await expect(prompts).toHaveCount(2);
  await expect(prompts.nth(1)).toHaveAttribute('data-tokens', '734');
  await expect(prompts.nth(1)).toContainText('<tool_response>\n{"resultado": {"ticker": "BUSI", "fecha": "2024-03-22", "cierre": 27.88}}\n</tool_response>');

  // The cache outlives the run: the same question again reuses all of step 1's prompt but its last token…
  await page.getByTestId('run-button').click();
  await expect(rows.nth(1)).toHaveAttribute('data-input-tokens', '734', { timeout: 60_000 });
  await expect(rows.nth(0)).toHaveAttribute('data-reused', '566');
  // …until it is forgotten.
  await page.getByTestId('reset-button').click();
  await page.getByTestId('run-button').click();
  await expect(rows.nth(1)).toHaveAttribute('data-input-tokens', '734', { timeout: 60_000 });
  await expect(rows.nth(0)).toHaveAttribute('data-reused', '0');

  // KV reuse off: the same run, every prompt token prefilled.
  await page.getByLabel('KV-cache reuse across steps').uncheck();
  await expect(page).toHaveURL(/kv=0/);
  await page.getByTestId('run-button').click();
  await expect(page.getByTestId('end-reason')).toHaveAttribute('data-kind', 'answered', { timeout: 60_000 });
  await expect(rows.nth(0)).toHaveAttribute('data-reused', '0');
  await expect(rows.nth(1)).toHaveAttribute('data-reused', '0');
  await expect(rows.nth(1)).toHaveAttribute('data-prefilled', '734');
  await expect(page.getByTestId('finding')).toContainText('percentage without a calculation: 27.88%');
});

test('plan and execute on the local model: its extraction fails validation twice, each stage in the trace', async () => {
  await page.goto(PLAN);
  const plan = page.getByTestId('plan-trace');
  // The tiny lesson model only replays tool calls: its extraction fails validation twice, and the plan stops there.
  await page.getByLabel('Stages answered by').selectOption('local');
  // The model loaded above: the same page's worker.
  await expect(page.getByTestId('model-status')).toHaveAttribute('data-phase', 'ready');
  await page.getByTestId('run-button').click();
  await expect(plan).toHaveAttribute('data-end', 'extraction_failed', { timeout: 60_000 });
  await expect(plan.locator('[data-stage="extract"]')).toContainText('Attempt 2');
  await expect(page.getByTestId('step-row')).toHaveCount(2);
  await expect(page.getByTestId('finding')).toContainText('no answer: extraction failed');
});

test('another preset after a run: the prompt panel shows the new setup, and the result says it came from the last one', async () => {
  await page.goto(TASK_1);
  // The model loaded above: the same page's worker.
  await expect(page.getByTestId('model-status')).toHaveAttribute('data-phase', 'ready');
  await page.getByTestId('run-button').click();
  await expect(page.getByTestId('end-reason')).toHaveAttribute('data-kind', 'answered', { timeout: 60_000 });
  const prompts = page.getByTestId('template-step');
  const previewNote = page.getByTestId('template-preview');
  await expect(prompts).toHaveCount(2);
  await expect(previewNote).toHaveCount(0);
  await expect(page.getByTestId('previous-run')).toHaveCount(0);

  // Another preset: its prompts before running (the lesson's recorded run for task 2), not the last run's.
  await page.locator('button[data-preset="tarea_acme"]').click();
  await expect(previewNote).toHaveAttribute('data-recorded', 'true');
  await expect(prompts.first()).toHaveAttribute('data-tokens', '548');
  await expect(prompts.first()).toContainText('ACME');
  await expect(page.getByTestId('previous-run')).toContainText('The last run, made with');
  await expect(page.getByTestId('previous-run')).toContainText('the controls have changed since');

  // Back to the setup that ran: its own prompts again.
  await page.locator('button[data-preset="tarea_porcentaje"]').click();
  await expect(previewNote).toHaveCount(0);
  await expect(prompts).toHaveCount(2);
  await expect(prompts.nth(1)).toHaveAttribute('data-tokens', '734');
  await expect(page.getByTestId('previous-run')).toHaveCount(0);
});
