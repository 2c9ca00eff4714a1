// The second model: Qwen3 through the model registry. The tiny Qwen3 lesson fixture (served as the site's
// models/ folder) loads on WASM and runs the lesson's task 1 as Qwen2.5's did, the lesson's recorded Qwen2.5 run
// still beside it; the thinking switch changes the prompt (no empty think block) and the model's thinking shows
// apart from its calls. Choosing the Hub's Qwen3 in the registry's list shows its files and sizes before Load.
// One page for the whole file, the model loaded once: the tiny model's Load and runs, then the lab (the tab's model
// worker stays loaded), then the Hub's Qwen3 (its download plan is the same with the tiny model loaded), last: the
// prompt view goes on reading its tokenizer from the Hub, a request the tiny model's test says none makes. Each
// fresh page compiled ONNX Runtime's 27 MB of WASM again for its Load.
import { expect, test, type Page, type Request } from '@playwright/test';
import { loadModel, openSharedPage } from './local-model.ts';

const TASK_1 = './#/local?model=local:tiny-qwen3-lesson&device=wasm&lang=en';
const ANSWER = 'El cambio en el cierre del producto BUSI entre el 2024-03-15 y el 2024-03-22 fue de 27.88%.';

const promptOf = async (page: Page, step: number) => (await page.getByTestId('template-step').nth(step).locator('pre').textContent()) ?? '';

async function runTask(page: Page) {
  await page.getByTestId('run-button').click();
  await expect(page.getByTestId('end-reason')).toHaveAttribute('data-kind', 'answered', { timeout: 60_000 });
  await expect(page.getByTestId('step-row')).toHaveCount(2);
  const calls = page.getByTestId('trace-call');
  await expect(calls).toHaveCount(2);
  await expect(calls.nth(0)).toContainText('precio({"ticker":"BUSI","fecha":"2024-03-15"})');
  await expect(calls.nth(1)).toContainText('precio({"ticker":"BUSI","fecha":"2024-03-22"})');
  await expect(page.getByTestId('answer')).toHaveText(ANSWER);
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

test('the tiny Qwen3 lesson model answers task 1; thinking on changes the prompt and shows its thinking apart', async () => {
  const external: string[] = [];
  const noteExternal = (r: Request) => {
    if (/^https?:/.test(r.url()) && new URL(r.url()).hostname !== 'localhost') external.push(r.url());
  };
  page.on('request', noteExternal);
  await page.goto(TASK_1);
  // The registry's models, by name and licence, besides the free field (which holds the local: setting).
  const registered = page.getByTestId('registered-model');
  await expect(registered.locator('option')).toHaveText(['Qwen2.5-0.5B-Instruct — Apache-2.0', 'Qwen3-0.6B — Apache-2.0 (thinks)', 'another model (the field below)']);
  await expect(registered).toHaveValue('');
  await expect(page.locator('#model-id')).toHaveValue('local:tiny-qwen3-lesson');

  const think = page.getByTestId('think-switch');
  await expect(think).not.toBeChecked();
  await loadModel(page);

  // Thinking off: Qwen3's template opens each reply with an empty think block; the model writes none.
  await runTask(page);
  expect(await promptOf(page, 0)).toMatch(/<\|im_start\|>assistant\n<think>\n\n<\/think>\n\n$/);
  await expect(page.getByTestId('step-thinking')).toHaveCount(0);

  // Thinking on: the prompt ends at the assistant's header, and the model thinks before each reply.
  await think.check();
  await expect(page).toHaveURL(/think=1/);
  await runTask(page);
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
