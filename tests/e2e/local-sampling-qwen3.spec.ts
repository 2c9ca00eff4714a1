// The lab's other tiny models in Chromium, on one page. Seeded sampling on #/local, on the tiny free-reply model
// (twelve tokens its hashed weights score, then the end of the turn): with Sampling on, the same seed writes the same
// answer twice; seeds 1 and 2 write different ones (tests/unit/llm/local-sampling.test.ts checks that pair in Node);
// Sampling off writes the greedy answer again. The result and the exported trace file say how the run decoded; the
// settings live in the link. The same loaded model answers the CSV analyst's preset question about a student's own
// file. Then the second model: Qwen3 through the model registry. The tiny Qwen3 lesson fixture (served as the site's
// models/ folder) loads on WASM and runs the lesson's task 1 as Qwen2.5's did, the lesson's recorded Qwen2.5 run
// still beside it; the thinking switch changes the prompt (no empty think block) and the model's thinking shows
// apart from its calls. Choosing the Hub's Qwen3 in the registry's list shows its files and sizes before Load.
// One page for the whole file: the out-of-range link first (it needs no model), then a sampled link loads the free
// model and runs (the link's run on a fresh page, compared with the same link's run after the seeds below), then each
// test moves the same page by its hash (or to a lab), where the tab's model worker stays loaded; Qwen3 loads in that
// same worker (each fresh worker compiled ONNX Runtime's WASM again for its Load); the Hub's Qwen3 last
// (its download plan is the same with the tiny model loaded): the prompt view goes on reading its tokenizer from the
// Hub, a request the tiny Qwen3 test says none makes.
import { expect, test, type Page, type Request } from '@playwright/test';
import { loadModel, openSharedPage } from './local-model.ts';
import { pickCsv } from './lab-page.ts';
import { STUDENT_CSV } from '../fixtures/student-orders.ts';

const FREE = './#/local?model=local:tiny-qwen2&device=wasm';

/** Runs the current setup and returns its answer (the model's one reply). */
async function answer(page: Page): Promise<string> {
  await page.getByTestId('run-button').click();
  await expect(page.getByTestId('end-reason')).toHaveAttribute('data-kind', 'answered', { timeout: 60_000 });
  await expect(page.getByTestId('step-row')).toHaveCount(1);
  return page.getByTestId('answer').innerText();
}

async function exportedReport(page: Page): Promise<unknown> {
  const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Export trace' }).click()]);
  const text = await (await download.createReadStream()).toArray().then((chunks) => Buffer.concat(chunks).toString('utf8'));
  return (JSON.parse(text) as { runs: { report?: unknown }[] }).runs[0]?.report;
}

const QWEN3_TASK_1 = './#/local?model=local:tiny-qwen3-lesson&device=wasm&lang=en';
const QWEN3_ANSWER = 'El cambio en el cierre del producto BUSI entre el 2024-03-15 y el 2024-03-22 fue de 27.88%.';

const promptOf = async (page: Page, step: number) => (await page.getByTestId('template-step').nth(step).locator('pre').textContent()) ?? '';

async function runQwen3Task(page: Page) {
  await page.getByTestId('run-button').click();
  await expect(page.getByTestId('end-reason')).toHaveAttribute('data-kind', 'answered', { timeout: 60_000 });
  await expect(page.getByTestId('step-row')).toHaveCount(2);
  const calls = page.getByTestId('trace-call');
  await expect(calls).toHaveCount(2);
  await expect(calls.nth(0)).toContainText('precio({"ticker":"BUSI","fecha":"2024-03-15"})');
  await expect(calls.nth(1)).toContainText('precio({"ticker":"BUSI","fecha":"2024-03-22"})');
  await expect(page.getByTestId('answer')).toHaveText(QWEN3_ANSWER);
  // The lesson's recorded run (Qwen2.5, PyTorch fp32) stays the reference beside it.
  const reference = page.getByTestId('reference-outcome');
  await expect(reference).toContainText('567 input tokens');
  await expect(reference).toContainText('the verifier rejected it: percentage without a calculation: 27.88%');
}

test.describe.configure({ mode: 'serial' });

let page: Page;
test.beforeAll(async ({ browser }, testInfo) => {
  page = await openSharedPage(browser, testInfo);
});
test.afterAll(async () => {
  await page.context().close();
});

test('a temperature out of range reads as its bound, and the page says so', async () => {
  // The page's first link: the correction is read as the page opens.
  await page.goto(`${FREE}&sample=1&temp=9&lang=en`);
  await expect(page.getByTestId('sampling-temperature')).toHaveValue('2');
  await expect(page.getByText('temp=9 is out of range: using 2 (0–2).')).toBeVisible();
  await expect(page).toHaveURL(/temp=2(&|$)/);
});

// The link's run on a fresh page: its first Load, before any other run (its answer is compared with the same link's
// run on this page after the runs below).
const LINK = `${FREE}&sample=1&seed=2&temp=0.7&lang=es`;
let linkAnswer = '';

test('a link with sample=1, a seed and a temperature, opened on a fresh page: its settings, the Load and its run; in Spanish', async () => {
  await page.goto(LINK);
  await expect(page.getByRole('checkbox', { name: 'Muestreo' })).toBeChecked();
  await expect(page.getByTestId('sampling-seed')).toHaveValue('2');
  await loadModel(page);
  linkAnswer = await answer(page);
  await expect(page.getByTestId('decoding')).toContainText('Elección de tokens: muestreo con semilla 2, temperatura 0.7');
});

test('the same seed writes the same run, another seed another; off, the greedy run again; the result says which', async () => {
  await page.goto(`${FREE}&lang=en`);
  // The model the link's test loaded: the same page's worker.
  await expect(page.getByTestId('model-status')).toHaveAttribute('data-phase', 'ready');
  const sampling = page.getByTestId('sampling-switch');
  await expect(sampling).not.toBeChecked();
  await expect(page.getByTestId('sampling-seed')).toHaveCount(0);

  const greedy = await answer(page);
  await expect(page.getByTestId('decoding')).toHaveAttribute('data-mode', 'greedy');
  await expect(page.getByTestId('decoding')).toContainText('Token choice: greedy');
  expect(await exportedReport(page)).not.toHaveProperty('sampling');

  // On: the model card's temperature (Qwen2.5's 0.7) and seed 1 to start with, in the link.
  await page.getByRole('checkbox', { name: 'Sampling' }).check();
  await expect(page).toHaveURL(/sample=1/);
  await expect(page.getByTestId('sampling-temperature')).toHaveValue('0.7');
  await expect(page.getByTestId('sampling-seed')).toHaveValue('1');
  const first = await answer(page);
  await expect(page.getByTestId('decoding')).toHaveAttribute('data-mode', 'sampled');
  await expect(page.getByTestId('decoding')).toContainText('sampled with seed 1, temperature 0.7, top-k 20, top-p 0.8');
  expect(await exportedReport(page)).toMatchObject({ sampling: { seed: 1, temperature: 0.7, topK: 20, topP: 0.8 } });
  expect(first).not.toBe(greedy);
  expect(await answer(page)).toBe(first);

  await page.getByTestId('sampling-seed').fill('2');
  await page.getByTestId('sampling-seed').press('Enter');
  await expect(page).toHaveURL(/seed=2/);
  const second = await answer(page);
  expect(second).not.toBe(first);
  await expect(page.getByTestId('decoding')).toContainText('seed 2');

  // Off: every sampling param leaves the link and the greedy answer comes back.
  await sampling.uncheck();
  await expect(page).not.toHaveURL(/sample=|seed=|temp=/);
  expect(await answer(page)).toBe(greedy);
  await expect(page.getByTestId('decoding')).toHaveAttribute('data-mode', 'greedy');
});

test("the link reproduces its run: opened again on this page, after the runs above, it writes the fresh page's answer", async () => {
  await page.goto(LINK);
  await expect(page.getByRole('checkbox', { name: 'Muestreo' })).toBeChecked();
  await expect(page.getByTestId('model-status')).toHaveAttribute('data-phase', 'ready');
  expect(linkAnswer).not.toBe('');
  expect(await answer(page)).toBe(linkAnswer);
  await expect(page.getByTestId('decoding')).toContainText('Elección de tokens: muestreo con semilla 2, temperatura 0.7');
});

test("with alts=1 a sampled run's popups rank the model's own top 5, the written token marked once, below them if need be", async () => {
  await page.goto(`${FREE}&sample=1&seed=2&alts=1&lang=en`);
  // The model loaded above: the same page's worker.
  await expect(page.getByTestId('model-status')).toHaveAttribute('data-phase', 'ready');
  await answer(page);
  const tokens = page.getByTestId('alternatives').getByTestId('alt-token');
  const count = await tokens.count();
  expect(count).toBeGreaterThan(1);
  const popup = page.getByTestId('alt-popup');
  let below = 0;
  for (let i = 0; i < count; i++) {
    await tokens.nth(i).focus();
    await expect(popup.locator('[data-chosen="true"]')).toHaveCount(1);
    await expect(popup.locator('[data-chosen="true"]')).toContainText('written');
    const rows = await popup.getByTestId('alt-row').count();
    expect([5, 6]).toContain(rows);
    if (rows === 6) {
      below += 1;
      await expect(popup.getByTestId('alt-row').last()).toHaveAttribute('data-chosen', 'true');
      await expect(popup.getByTestId('alt-row').last().locator('td').first()).toHaveText('below 5');
    }
  }
  // Seed 2 at 0.7 writes two tokens the model ranked below its top 5 (tests/unit/llm/local-sampling.test.ts counts them in Node).
  expect(below).toBe(2);
});

test("a lab's local model samples too: the lab's Sampling switch, the same seed twice the same answer, off the greedy one", async () => {
  await page.goto('./#/labs/tienda?backend=local&model=local:tiny-qwen2&device=wasm&lang=en');
  // The tab's model worker outlives the visit to another page: the model loaded on #/local is ready here.
  await expect(page.getByTestId('model-status')).toHaveAttribute('data-phase', 'ready');
  const run = page.getByTestId('lab-run');
  const labAnswer = async () => {
    await page.getByTestId('run-button').click();
    await expect(run).toHaveAttribute('data-status', 'done', { timeout: 60_000 });
    return run.getByTestId('answer').innerText();
  };
  const greedy = await labAnswer();
  await page.getByRole('checkbox', { name: 'Sampling' }).check();
  await expect(page).toHaveURL(/sample=1/);
  const sampled = await labAnswer();
  expect(sampled).not.toBe(greedy);
  expect(await labAnswer()).toBe(sampled);
  await page.getByRole('checkbox', { name: 'Sampling' }).uncheck();
  expect(await labAnswer()).toBe(greedy);
});

test("the local model answers a preset question about the student's file, with the model loaded on the Local model page", async () => {
  await page.goto(`${FREE}&lang=en`);
  // The model loaded above: the same page's worker.
  await expect(page.getByTestId('model-status')).toHaveAttribute('data-phase', 'ready');

  // The same tab, another page: the model is still loaded.
  await page.getByRole('navigation').getByRole('link', { name: 'Companion labs' }).click();
  await page.getByRole('link', { name: 'The CSV analyst' }).click();
  await page.getByTestId('backend').selectOption('local');
  await expect(page.getByTestId('model-status')).toHaveAttribute('data-phase', 'ready');
  await pickCsv(page, 'mis_pedidos.csv', STUDENT_CSV);
  await expect(page.getByTestId('current-table')).toHaveAttribute('data-source', 'mis_pedidos.csv');
  // Questions made from the file's own columns.
  await expect(page.getByTestId('preset-question').locator('option')).toHaveText([
    '¿Cuántas filas tiene la tabla y qué columnas tiene?',
    '¿Cuál es el valor máximo de la columna importe?',
    '¿Cuál es la suma de importe para cada valor de pedido?',
  ]);
  await page.getByTestId('preset-question').selectOption({ index: 1 });
  await page.getByTestId('run-button').click();
  const run = page.getByTestId('lab-run');
  await expect(run).toHaveAttribute('data-status', 'done', { timeout: 60_000 });
  await expect(run.getByRole('heading', { level: 2 })).toHaveText('The run: tiny-qwen2');
  await expect(run.getByTestId('apis-trace')).toContainText('¿Cuál es el valor máximo de la columna importe?');
  await expect(page.getByTestId('table-used')).toHaveText('Ran on mis_pedidos.csv, 5 rows.');
  await expect(page.getByTestId('end-reason')).toHaveText('The model answered.');
  // The prompt the model read: the system prompt of the Tool-Calling Agent course and the analyst's tools.
  const request = run.locator('li.step').first().locator('details', { hasText: 'Request body' });
  await request.locator('summary').click();
  await expect(request.locator('pre')).toContainText('You are a helpful assistant with access to tools.');
  await expect(request.locator('pre')).toContainText('"name": "list_columns"');
});

test('the tiny Qwen3 lesson model answers task 1; thinking on changes the prompt and shows its thinking apart', async () => {
  const external: string[] = [];
  const noteExternal = (r: Request) => {
    if (/^https?:/.test(r.url()) && new URL(r.url()).hostname !== 'localhost') external.push(r.url());
  };
  page.on('request', noteExternal);
  await page.goto(QWEN3_TASK_1);
  // The registry's models, by name and licence, besides the free field (which holds the local: setting).
  const registered = page.getByTestId('registered-model');
  await expect(registered.locator('option')).toHaveText(['Qwen2.5-0.5B-Instruct — Apache-2.0', 'Qwen3-0.6B — Apache-2.0 (thinks)', 'another model (the field below)']);
  await expect(registered).toHaveValue('');
  await expect(page.locator('#model-id')).toHaveValue('local:tiny-qwen3-lesson');

  const think = page.getByTestId('think-switch');
  await expect(think).not.toBeChecked();
  // Loaded in the worker the free model's Load compiled ONNX Runtime in.
  await loadModel(page);

  // Thinking off: Qwen3's template opens each reply with an empty think block; the model writes none.
  await runQwen3Task(page);
  expect(await promptOf(page, 0)).toMatch(/<\|im_start\|>assistant\n<think>\n\n<\/think>\n\n$/);
  await expect(page.getByTestId('step-thinking')).toHaveCount(0);

  // Thinking on: the prompt ends at the assistant's header, and the model thinks before each reply.
  await think.check();
  await expect(page).toHaveURL(/think=1/);
  await runQwen3Task(page);
  const first = await promptOf(page, 0);
  expect(first).toMatch(/<\|im_start\|>assistant\n$/);
  expect(first).not.toContain('<think>');
  const thoughts = page.getByTestId('step-thinking');
  await expect(thoughts).toHaveCount(2);
  await expect(thoughts.nth(0)).not.toHaveAttribute('open');
  await thoughts.nth(0).locator('summary').click();
  await expect(thoughts.nth(0)).toContainText('Thinking, step 1');
  await expect(thoughts.nth(0).locator('pre')).toHaveText('Pido dos precios.');
  await expect(thoughts.nth(1).locator('pre')).toHaveText('Tengo los dos cierres; respondo con el cambio.');
  // The trace's answer and calls hold no thinking.
  await expect(page.getByTestId('answer')).not.toContainText('Tengo');

  // Off again: the link drops think=1.
  await think.uncheck();
  await expect(page).not.toHaveURL(/think=1/);
  page.off('request', noteExternal);
  expect(external).toEqual([]);
});

test("a lab on the Qwen3 model: the thinking switch in its model panel, and each step's thinking under its trace", async () => {
  await page.goto('./#/labs/tienda?backend=local&model=local:tiny-qwen3-lesson&device=wasm&lang=en');
  const think = page.getByTestId('think-switch');
  await expect(think).not.toBeChecked();
  await think.check();
  await expect(page).toHaveURL(/think=1/);
  // The tab's model worker outlives the visit to another page: the model loaded on #/local is ready here.
  await expect(page.getByTestId('model-status')).toHaveAttribute('data-phase', 'ready');
  await page.getByTestId('run-button').click();
  const run = page.getByTestId('lab-run');
  await expect(run).toHaveAttribute('data-status', 'done', { timeout: 60_000 });
  const thoughts = run.getByTestId('step-thinking');
  await expect(thoughts.first()).toBeAttached();
  await thoughts.first().locator('summary').click();
  await expect(thoughts.first().locator('pre')).toHaveText('Pido dos precios.');

  // In Spanish, the same switch.
  await page.goto('./#/labs/tienda?backend=local&model=local:tiny-qwen3-lesson&device=wasm&think=1&lang=es');
  await expect(page.getByTestId('think-switch')).toBeChecked();
  await expect(page.getByText('Pensamiento (enable_thinking')).toBeVisible();
});

test("choosing the Hub's Qwen3 in the registry's list: its files and rounded sizes before Load, no thinking switch for Qwen2.5", async () => {
  await page.route('https://huggingface.co/**', (route) => route.abort('internetdisconnected'));
  await page.goto('./#/local?device=wasm&lang=en');
  const registered = page.getByTestId('registered-model');
  await expect(registered).toHaveValue('onnx-community/Qwen2.5-0.5B-Instruct');
  await expect(page.getByTestId('think-switch')).toHaveCount(0);

  await registered.selectOption('onnx-community/Qwen3-0.6B-ONNX');
  await expect(page).toHaveURL(/model=onnx-community%2FQwen3-0\.6B-ONNX|model=onnx-community\/Qwen3-0\.6B-ONNX/);
  await expect(page.locator('#model-id')).toHaveValue('onnx-community/Qwen3-0.6B-ONNX');
  await expect(page.getByTestId('think-switch')).toBeVisible();
  // WASM → q8: model_quantized.onnx, ≈ 618 MB from the registry; the small files' sizes unknown here (offline).
  const weights = page.locator('[data-testid="planned-file"][data-file="onnx/model_quantized.onnx"]');
  await expect(weights).toHaveAttribute('data-bytes', '618000000');
  await expect(weights).toContainText('≈ 618 MB');
  await expect(page.locator('[data-testid="planned-file"][data-file="tokenizer.json"]')).toContainText('unknown');
  await expect(page.getByTestId('sizes-from')).toHaveAttribute('data-from', 'registry');
  await expect(page.locator('[data-testid="precision-option"][data-dtype="q4f16"]')).toContainText('≈ 570 MB + small files of unknown size');
  await expect(page.locator('[data-testid="precision-option"][data-dtype="fp32"]')).toContainText('unknown');
  // Memory: 28 layers × 2 × 8 KV heads × 128 × 4 bytes (q8 keeps fp32) × 1,024 tokens on top of the weights.
  await expect(page.getByTestId('memory-estimate')).toHaveAttribute('data-bytes', String(618e6 + 28 * 2 * 8 * 128 * 4 * 1024));

  // Back to the default: the link drops model=.
  await registered.selectOption('onnx-community/Qwen2.5-0.5B-Instruct');
  await expect(page).not.toHaveURL(/model=/);
});
