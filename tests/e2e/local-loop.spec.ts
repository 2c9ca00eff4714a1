// The tiny lesson model in Chromium, on one page: the worker loads it (served as the site's models/ folder) on WASM
// and the lesson's task 1 runs end to end through the shared loop, as the lesson printed it; plan and execute with
// the scripted plan and with the model; another preset after a run; forks of the plan and of the model's reply;
// the plan stepped live, stage by stage and in the presenter view, and the model's run held before each request;
// "What it almost said" (alts=1), on #/local and on a lab run, and a fork from one of its tokens; the eval bench on
// the local model (held before the Load, seeded runs after it, a row per decoding ticked); #/mcp's lesson server
// offered to the loaded model.
// One page for the whole file, the model loaded once by the task-1 test: the scripted plan first (it needs no
// model), then every test moves the same page by its hash (or to a lab), where the tab's model worker stays loaded.
// Each fresh page compiled ONNX Runtime's WASM again for its Load: these tests were four files' worth of
// Loads.
import { expect, test, type Page } from '@playwright/test';
import { loadModel, openSharedPage } from './local-model.ts';
import { sweepRoute } from './routes.ts';

const LESSON = './#/local?model=local:tiny-qwen2-lesson&device=wasm';
const TASK_1 = `${LESSON}&lang=en`;
const PLAN = `${LESSON}&mode=plan&plan=correcto&lang=en`;
const LOCAL_BENCH = './#/eval?lang=en&backends=local&designs=react-basic&k=2&n=2&model=local:tiny-qwen2-lesson&device=wasm';

async function runTask(page: Page) {
  await page.getByTestId('run-button').click();
  await expect(page.getByTestId('end-reason')).toHaveAttribute('data-kind', 'answered', { timeout: 60_000 });
}

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

test('#/eval before any Load: the local model ticked holds Run until it is loaded', async () => {
  await page.goto(LOCAL_BENCH);
  await expect(page.getByTestId('eval-blocked')).toHaveText('Load the local model first, or untick it.');
  await expect(page.getByTestId('eval-run')).toBeDisabled();
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
  // ONNX Runtime's files come from the site itself (under its sub-path), never from a CDN: on WASM its WASM-only
  // build (14 MB), not the one with WebGPU inside (27 MB).
  const runtime = requested.filter((url) => url.includes('ort-wasm-simd-threaded')).sort((a, b) => a.slice(-4).localeCompare(b.slice(-4)));
  expect(runtime).toEqual([
    expect.stringMatching(/^http:\/\/localhost:\d+\/some\/sub\/assets\/ort-wasm-simd-threaded-[\w-]+\.mjs$/),
    expect.stringMatching(/^http:\/\/localhost:\d+\/some\/sub\/assets\/ort-wasm-simd-threaded-[\w-]+\.wasm$/),
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
  // The summary card's time per reply, measured in this run (its two replies), where it said no estimate before.
  const estimate = page.getByTestId('summary-estimate');
  await expect(estimate).toHaveAttribute('data-from', 'run');
  await expect(estimate).toContainText(/About [\d.]+ s per reply, measured here: your last question took [\d.]+ s in 2 replies\./);

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

// The route sweep (sweep.spec.ts) for #/local with the tiny model's run shown, on this page's loaded model.
test('after a run on the tiny model, in English and in Spanish: axe finds nothing and nothing scrolls sideways at 1280 and 360 px, and no English shows', async () => {
  const found = await sweepRoute(page, LESSON.slice(2), runTask);
  expect(found, found.join('\n')).toEqual([]);
  await page.setViewportSize({ width: 1280, height: 720 });
});

test('plan and execute on the local model: its extraction fails validation twice, each stage in the trace', async () => {
  await page.goto(PLAN);
  const plan = page.getByTestId('plan-trace');
  // The outcome strip shows the loop's run left by the test before.
  const strip = page.getByTestId('outcome-strip');
  await expect(strip.locator('.value')).toHaveText(['1 finding', 'answered', '2', '0', '1,301']);
  // The tiny lesson model only replays tool calls: its extraction fails validation twice, and the plan stops there.
  await page.getByLabel('Stages answered by').selectOption('local');
  // The model loaded above: the same page's worker.
  await expect(page.getByTestId('model-status')).toHaveAttribute('data-phase', 'ready');
  await page.getByTestId('run-button').click();
  await expect(plan).toHaveAttribute('data-end', 'extraction_failed', { timeout: 60_000 });
  await expect(plan.locator('[data-stage="extract"]')).toContainText('Attempt 2');
  await expect(page.getByTestId('step-row')).toHaveCount(2);
  await expect(page.getByTestId('finding')).toContainText('no answer: extraction failed');
  // The plan's outcome against the loop's: its own stop, two requests, the tokens its model read in its two prompts.
  const read = await page.getByTestId('step-row').evaluateAll((rows) => rows.reduce((n, row) => n + Number(row.getAttribute('data-input-tokens')), 0));
  await expect(strip.locator('.value')).toHaveText(['1 finding', 'extraction failed', '2', '0', read.toLocaleString('en')]);
  await expect(strip.locator('[data-what="end"] .change')).toHaveText('was answered');
  await expect(page.getByTestId('outcome-against')).toContainText('Changes against the run before: «¿Cuánto cambió en porcentaje el cierre de BUSI');
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

test('#/local plan and execute: a close of the program edited, the plan replayed; the ReAct loop on the local model forked at its reply', async () => {
  await page.goto(PLAN);
  await page.getByTestId('run-button').click();
  const plan = page.getByTestId('plan-trace');
  await expect(plan).toHaveAttribute('data-end', 'answered');
  const compute = plan.locator('[data-stage="compute"]');
  await compute.getByRole('button', { name: 'Edit result' }).nth(1).click();
  await compute.getByRole('textbox', { name: 'Tool result' }).fill('{"resultado":{"ticker":"BUSI","fecha":"2024-03-22","cierre":30}}');
  await compute.getByRole('button', { name: 'Replay from here' }).click();
  await expect(page.getByTestId('shown-title')).toContainText('Fork 1');
  await expect(page.getByTestId('plan-trace').getByTestId('answer')).toHaveText('El cierre de BUSI varió un 14.55 % entre 2024-03-15 y 2024-03-22.');
  await expect(page.getByTestId('compare-column')).toHaveCount(2);

  // The ReAct loop on the tiny model: step 2's generated text rewritten as an answer.
  await page.goto(TASK_1);
  // The model loaded above: the same page's worker.
  await expect(page.getByTestId('model-status')).toHaveAttribute('data-phase', 'ready');
  await page.getByTestId('run-button').click();
  const trace = page.getByTestId('apis-trace');
  await expect(trace.getByTestId('answer')).toBeVisible({ timeout: 60_000 });
  const step2 = trace.locator('li.step[data-step="2"]');
  await step2.getByRole('button', { name: 'Edit reply' }).click();
  await step2.getByRole('textbox', { name: 'Reply' }).fill('No lo sé.');
  await step2.getByRole('button', { name: 'Replay from here' }).click();
  // The page's second fork: the plan's above was its first.
  await expect(page.getByTestId('shown-title')).toContainText('Fork 2 of the selected run');
  await expect(page.getByTestId('apis-trace').getByTestId('answer')).toHaveText('No lo sé.');
  await expect(page.getByTestId('apis-trace').getByTestId('edited')).toHaveCount(1);
});

test('#/local: the plan steps live and stage by stage, and shows in the presenter view; the ReAct loop on the local model steps live', async () => {
  await page.goto(PLAN);
  // The scripted plan stepped live: held before each model call (the extractor, then the writer), the stages so far shown.
  await page.getByLabel('Step live').check();
  await page.getByTestId('run-button').click();
  const status = page.getByTestId('live-status');
  await expect(status).toHaveText('Paused before request 1.');
  await page.getByRole('button', { name: 'Next request' }).click();
  await expect(status).toHaveText('Paused before request 2.');
  await expect(page.getByTestId('live-pause').locator('[data-stage="compute"]')).toContainText('"resultado":6.4528');
  await expect(page.getByTestId('live-pause').locator('[data-stage="write"]')).toHaveCount(0);
  await page.getByRole('button', { name: 'Next request' }).click();
  const plan = page.getByTestId('plan-trace');
  await expect(plan).toHaveAttribute('data-end', 'answered');
  await expect(page.getByTestId('live-pause')).toHaveCount(0);
  await page.getByLabel('Step live').uncheck();
  const stage = (name: string) => plan.locator(`[data-stage="${name}"]`);
  const position = page.getByTestId('plan-step-position');
  await page.getByTestId('plan-step-next').click();
  await expect(position).toHaveText('stage 1/4 · extract');
  await expect(stage('extract')).toHaveAttribute('aria-current', 'step');
  await expect(stage('compute')).toBeHidden();
  await page.keyboard.press('ArrowRight');
  await expect(stage('compute')).toBeVisible();
  await expect(stage('write')).toBeHidden();
  await expect(page.getByTestId('plan-step-announcement')).toHaveText('2 of 4. 2. Compute (the program calls the tools)');
  await page.keyboard.press('End');
  await expect(stage('verify')).toBeVisible();
  await expect(plan.getByTestId('end-reason')).toBeVisible();
  // P: the plan's stages one at a time, large, for the projector.
  await page.keyboard.press('p');
  const presenter = page.getByRole('dialog', { name: 'Presenter view' });
  await page.keyboard.press('ArrowRight');
  await expect(presenter.locator('.sentence')).toHaveText('1. Extract the parameters (JSON, validated): valid parameters after 1 attempt.');
  await page.keyboard.press('ArrowRight');
  await expect(presenter.locator('.sentence')).toHaveText('2. Compute (the program calls the tools): the program has the table.');
  await expect(presenter.locator('.body').nth(2)).toContainText('calculadora');
  await expect(presenter.getByTestId('presenter-where')).toHaveText('stage 2/4 · compute');
  // End: the plan's outcome, its answer and verdict.
  await page.keyboard.press('End');
  await expect(presenter.getByTestId('presenter-end-reason')).toHaveText('The plan ended: answered.');
  await expect(presenter.getByTestId('presenter-ending').getByTestId('verdict')).toHaveAttribute('data-ok', 'true');
  await page.keyboard.press('Escape');
  await expect(presenter).toHaveCount(0);

  // The lesson's task 1 on the tiny model, held before each of its two requests.
  await page.goto(TASK_1);
  // The model loaded above: the same page's worker.
  await expect(page.getByTestId('model-status')).toHaveAttribute('data-phase', 'ready');
  await page.getByLabel('Step live').check();
  await page.getByTestId('run-button').click();
  await expect(status).toHaveText('Paused before request 1.');
  await page.getByRole('button', { name: 'Next request' }).click();
  await expect(status).toHaveText('Paused before request 2.', { timeout: 30_000 });
  await expect(page.getByTestId('live-pause').getByTestId('trace-call')).toHaveCount(2);
  await page.getByRole('button', { name: 'Next request' }).click();
  await expect(page.getByTestId('end-reason')).toHaveAttribute('data-kind', 'answered', { timeout: 30_000 });
  await page.getByRole('button', { name: 'Step', exact: true }).click();
  await expect(page.getByTestId('step-position')).toHaveText(/^event 1\/\d+ · step 1\/\d+ · model$/);
  await expect(page.locator('li.step[data-step="1"] h3')).toHaveAttribute('aria-current', 'step');
  await expect(page.locator('li.step[data-step="1"] h3')).toBeVisible();
  await expect(page.locator('li.step[data-step="2"]')).toBeHidden();
  await page.keyboard.press('ArrowRight');
  await expect(page.getByTestId('trace-call').first()).toBeVisible();
  // The switch is the page's, not the link's: off again for the runs below.
  await page.getByLabel('Step live').uncheck();
});

test("alts=1: each token of the model's replies shows its 5 alternatives, the first the token written", async () => {
  await page.goto(`${LESSON}&alts=1&lang=en`);
  await expect(page.getByTestId('alternatives-switch')).toBeChecked();
  // The model loaded above: the same page's worker.
  await expect(page.getByTestId('model-status')).toHaveAttribute('data-phase', 'ready');
  await runTask(page);

  const view = page.getByTestId('alternatives');
  await expect(view.getByRole('heading', { name: 'What it almost said' })).toBeVisible();
  await expect(view).toContainText('after the repetition penalty');
  const replies = view.getByTestId('alt-reply');
  await expect(replies).toHaveCount(2);
  await expect(replies.nth(1)).toHaveAccessibleName('Step 2: the reply, token by token');

  // The first token: <tool_call> rather than an answer.
  const first = replies.nth(0).getByTestId('alt-token').first();
  await expect(first).toHaveText('<tool_call>');
  await first.click();
  const popup = page.getByTestId('alt-popup');
  await expect(popup).toHaveCount(1);
  await expect(first).toHaveAttribute('aria-expanded', 'true');
  const rows = popup.getByTestId('alt-row');
  await expect(rows).toHaveCount(5);
  await expect(rows.first()).toHaveAttribute('data-chosen', 'true');
  await expect(rows.first()).toContainText('<tool_call>');
  await expect(rows.first()).toContainText('written');
  for (const row of await rows.all()) await expect(row.locator('td').last()).toHaveText(/^(100 %|[<>] \d+\.\d %|\d+\.\d %|0 %)$/);
  await expect(rows.first().locator('td').last()).toHaveText('100 %');
  await expect(popup.locator('[data-chosen="true"]')).toHaveCount(1);

  // The keyboard: one tab stop for the reply, → to the next token (a line break, shown as ↵), Esc closes.
  await expect(first).toBeFocused();
  await page.keyboard.press('ArrowRight');
  const second = replies.nth(0).getByTestId('alt-token').nth(1);
  await expect(second).toBeFocused();
  await expect(second).toHaveText('↵');
  await expect(popup.getByTestId('alt-row').first()).toContainText('↵');
  await page.keyboard.press('Escape');
  await expect(popup).toHaveCount(0);
  await expect(first).toHaveAttribute('tabindex', '-1');
  await expect(second).toHaveAttribute('tabindex', '0');

  // The answer's figures are tokens too; hovering one shows its ranking, leaving it hides it.
  const tokens = replies.nth(1).getByTestId('alt-token');
  await expect(tokens.last()).toHaveText('<|im_end|>');
  const figure = tokens.filter({ hasText: /^\d+$/ }).last();
  await figure.hover();
  await expect(popup.getByTestId('alt-row')).toHaveCount(5);
  await expect(popup.locator('[data-chosen="true"]')).toContainText(await figure.innerText());
  await page.mouse.move(0, 0);
  await expect(popup).toHaveCount(0);

  // A phone's width: a token near the right edge keeps its popup on the screen.
  await page.setViewportSize({ width: 360, height: 740 });
  const all = await replies.nth(0).getByTestId('alt-token').all();
  let rightmost = all[0]!;
  let right = 0;
  for (const token of all.slice(0, 40)) {
    const box = await token.boundingBox();
    if (box && box.x + box.width > right) [rightmost, right] = [token, box.x + box.width];
  }
  await rightmost.click();
  const box = (await popup.boundingBox())!;
  expect(box.x).toBeGreaterThanOrEqual(0);
  expect(box.x + box.width).toBeLessThanOrEqual(360);
  // A tap on another token (under the popup or not) shows that one's; a second tap on it hides them.
  await all[0]!.click();
  await expect(popup.locator('[data-chosen="true"]')).toContainText('<tool_call>');
  await all[0]!.click();
  await expect(popup).toHaveCount(0);
  // The rest of the file on the desktop viewport.
  await page.setViewportSize({ width: 1280, height: 720 });
});

test('Fork from this token: the run replayed with the chosen alternative forced there, beside the original', async () => {
  await page.goto(`${LESSON}&alts=1&lang=en`);
  await expect(page.getByTestId('model-status')).toHaveAttribute('data-phase', 'ready');
  await runTask(page);
  const name = page.getByTestId('alternatives').getByTestId('alt-reply').first().getByTestId('alt-token').filter({ hasText: /^precio$/ }).first();
  const position = await page.getByTestId('alternatives').getByTestId('alt-reply').first().getByTestId('alt-token').evaluateAll((all, target) => (all as Element[]).indexOf(target as Element), await name.elementHandle());
  await name.click();
  const popup = page.getByTestId('alt-popup');
  // The token written has no fork button; each other one does.
  await expect(popup.getByTestId('alt-fork')).toHaveCount(4);
  const row = popup.getByTestId('alt-row').nth(1);
  const piece = (await row.locator('code').innerText()).replaceAll('·', ' ');
  await row.getByRole('button', { name: /^Fork from this token: / }).click();

  await expect(page.getByTestId('shown-title')).toContainText('Fork');
  await expect(page.getByTestId('end-reason')).toBeVisible({ timeout: 60_000 });
  const forked = page.getByTestId('alternatives').getByTestId('alt-reply').first().getByTestId('alt-token');
  await expect(forked.nth(position)).toHaveAttribute('data-forced', 'true');
  await expect(forked.nth(position)).toHaveText(piece);
  await expect(page.locator('[data-testid="alt-token"][data-forced="true"]')).toHaveCount(1);
  // The steps table says the prompt was read with the reply's tokens up to the forced one.
  await expect(page.getByTestId('step-row').first().getByTestId('step-forced')).toHaveText(` + ${position + 1} forced`);
  // Beside the run it forks (the page keeps its earlier forks too), the edit named and the first difference marked.
  await expect(page.getByTestId('compare')).toContainText(`token ${position + 1} of step 1 forced to`);
  await expect(page.getByTestId('compare')).toContainText('first difference');
});

test('off by default: no alternatives view; the switch (in Spanish) turns it on for the next run', async () => {
  await page.goto(`${LESSON}&lang=es`);
  const box = page.getByTestId('alternatives-switch');
  await expect(box).not.toBeChecked();
  // The model loaded above: the same page's worker.
  await expect(page.getByTestId('model-status')).toHaveAttribute('data-phase', 'ready');
  await runTask(page);
  await expect(page.getByTestId('step-row')).toHaveCount(2);
  await expect(page.getByTestId('alternatives')).toHaveCount(0);
  await expect(page.getByTestId('alt-token')).toHaveCount(0);

  await page.getByRole('checkbox', { name: 'Lo que casi dijo' }).check();
  await expect(page).toHaveURL(/alts=1/);
  // The prompts are the same with it on: the last run is still the current setup's.
  await expect(page.getByTestId('previous-run')).toHaveCount(0);
  await runTask(page);
  const view = page.getByTestId('alternatives');
  await expect(view.getByRole('heading', { name: 'Lo que casi dijo' })).toBeVisible();
  await expect(view).toContainText('penalización por repetición');
  await view.getByTestId('alt-token').first().focus();
  await expect(page.getByTestId('alt-popup').getByTestId('alt-row').first()).toContainText('escrito');

  await page.getByRole('checkbox', { name: 'Lo que casi dijo' }).uncheck();
  await expect(page).not.toHaveURL(/alts=1/);
  await runTask(page);
  await expect(page.getByTestId('alternatives')).toHaveCount(0);
});

test('plan and execute with the local planner: each of its generations is shown too', async () => {
  await page.goto(`${LESSON}&mode=plan&alts=1&lang=en`);
  // The model loaded above: the same page's worker.
  await expect(page.getByTestId('model-status')).toHaveAttribute('data-phase', 'ready');
  await page.getByTestId('run-button').click();
  await expect(page.getByTestId('plan-trace')).toHaveAttribute('data-end', 'extraction_failed', { timeout: 60_000 });
  await expect(page.getByTestId('step-row')).toHaveCount(2);
  await expect(page.getByTestId('alternatives').getByTestId('alt-reply')).toHaveCount(2);
  await expect(page.getByTestId('alt-reply').first().getByTestId('alt-token').first()).toHaveText('<tool_call>');
});

test("#/mcp: the lab's lesson server offered to the model loaded in this tab, the run's trace with the server's exchanges", async () => {
  await page.goto('./#/mcp?lang=en');
  const lab = page.getByTestId('mcp-lab');
  await lab.getByTestId('mcp-connect').click();
  await expect(lab.getByTestId('mcp-tool')).toHaveCount(4);
  // The tab's model worker outlives the visit to another page: the model loaded on #/local runs here.
  await expect(lab.getByTestId('mcp-model-missing')).toHaveCount(0);
  await lab.getByTestId('mcp-run').click();
  const trace = lab.getByTestId('mcp-trace');
  await expect(trace.getByTestId('end-reason')).toBeVisible({ timeout: 60_000 });
  await expect(trace.locator('[data-testid="rpc-exchange"][data-method="initialize"]')).toHaveCount(1);
  await expect(trace.locator('[data-testid="rpc-exchange"][data-method="tools/call"]').first()).toBeVisible();
});

test("a lab's run on the local model shows them under its trace", async () => {
  await page.goto('./#/labs/tienda?backend=local&model=local:tiny-qwen2-lesson&device=wasm&alts=1&lang=en');
  await expect(page.getByTestId('alternatives-switch')).toBeChecked();
  // The tab's model worker outlives the visit to another page: the model loaded on #/local is ready here.
  await expect(page.getByTestId('model-status')).toHaveAttribute('data-phase', 'ready');
  await page.getByTestId('run-button').click();
  await expect(page.getByTestId('lab-run')).toHaveAttribute('data-status', 'done', { timeout: 60_000 });
  const view = page.getByTestId('lab-run').getByTestId('alternatives');
  await expect(view.getByTestId('alt-reply').first()).toBeVisible();
  await view.getByTestId('alt-token').first().click();
  await expect(page.getByTestId('alt-popup').getByTestId('alt-row')).toHaveCount(5);

  // Forked from the first token's second choice: the lab's fork has it forced there.
  await page.getByTestId('alt-popup').getByTestId('alt-fork').first().click();
  await expect(page.getByTestId('shown-title')).toContainText('Fork');
  await expect(page.getByTestId('lab-run')).toHaveAttribute('data-status', 'done', { timeout: 60_000 });
  await expect(page.getByTestId('lab-run').getByTestId('alt-token').first()).toHaveAttribute('data-forced', 'true');

  // Constrained to the shop's own tools, the lesson's `precio` cannot be written: the model's choice is masked.
  await page.getByLabel('Decoding').selectOption({ label: 'Constrained' });
  await expect(page).toHaveURL(/dec=constrained/);
  await page.getByTestId('run-button').click();
  await expect(page.getByTestId('lab-run')).toHaveAttribute('data-status', 'done', { timeout: 60_000 });
  await expect(page.getByTestId('lab-run').getByTestId('decoding')).toHaveAttribute('data-decoding', 'constrained');
  expect(Number(await page.getByTestId('lab-run').getByTestId('decoding').getAttribute('data-masked'))).toBeGreaterThan(0);
});

test('the local model (the tiny lesson model on WASM) answers the bench, sampling with a seed per run: the same bench seed gives the same runs again', async () => {
  test.setTimeout(180_000);
  await page.goto(LOCAL_BENCH);
  await expect(page.getByTestId('eval-local')).toContainText('a seed for each run');
  // The model loaded on #/local above: the tab's worker serves the bench.
  await expect(page.getByTestId('model-status')).toHaveAttribute('data-phase', 'ready');
  await expect(page.getByTestId('eval-blocked')).toHaveCount(0);
  const cell = page.locator('[data-testid="eval-cell"][data-backend="local:tiny-qwen2-lesson"]');
  const benchAnswers = async () => {
    await page.getByTestId('eval-run').click();
    await expect(page.getByTestId('eval-run-bar')).toHaveAttribute('data-status', 'done', { timeout: 60_000 });
    await expect(cell).toHaveAttribute('data-runs', '4');
    // The cell stays open across a clear: it shows the new bench's runs.
    const open = cell.getByTestId('eval-open-cell');
    if ((await open.getAttribute('aria-pressed')) !== 'true') await open.click();
    await expect(page.getByTestId('cell-run')).toHaveCount(4);
    const answers = await page.getByTestId('cell-run').evaluateAll((rows) => rows.map((r) => r.querySelector('.answer')?.textContent ?? ''));
    expect(answers).toHaveLength(4);
    return { answers, pass1: Number(await cell.getAttribute('data-pass1')), passk: Number(await cell.getAttribute('data-passk')) };
  };
  const first = await benchAnswers();
  expect(first.passk).toBeLessThanOrEqual(first.pass1);
  await page.getByTestId('eval-reset').click();
  await expect(cell).toHaveCount(0);
  expect(await benchAnswers()).toEqual(first);

  // A local run forked at its first reply, written as the model's text: the fork is checked on the same model.
  const runs = page.getByTestId('cell-runs');
  await runs.getByTestId('cell-run-show').first().click();
  const step1 = runs.getByTestId('cell-run-trace').locator('li.step[data-step="1"]');
  await step1.getByRole('button', { name: 'Edit reply' }).click();
  await step1.getByRole('textbox', { name: 'Reply' }).fill('No lo sé.');
  await step1.getByRole('button', { name: 'Replay from here' }).click();
  await expect(runs.getByTestId('cell-fork')).toHaveAttribute('data-status', 'done', { timeout: 60_000 });
  await expect(runs.getByTestId('cell-fork')).toContainText('No lo sé.');
  await expect(runs.getByTestId('cell-fork')).toHaveAttribute('data-passed', 'false');
});

test('the three decodings on a model that drops a brace: #/local reads the call apart, and the bench counts the format failures per decoding', async () => {
  test.setTimeout(180_000);
  await page.goto('./#/local?model=local:tiny-qwen2-malformed&device=wasm&alts=1&lang=en');
  await loadModel(page);
  const call = page.getByTestId('apis-trace').getByTestId('trace-call');
  const note = page.getByTestId('decoding');

  // Free, the lesson's: the strict parser cannot read the call.
  await runTask(page);
  await expect(call.getByTestId('format-failure')).toHaveText('format failure');
  await expect(note).toHaveAttribute('data-decoding', 'free');

  // Constrained: the model's first choice masked where the brace is missing; the call is a valid call of precio.
  await page.getByLabel('Decoding').selectOption({ label: 'Constrained' });
  await expect(page).toHaveURL(/dec=constrained/);
  await runTask(page);
  await expect(call).toHaveAttribute('data-tool', 'precio');
  await expect(call.getByTestId('format-failure')).toHaveCount(0);
  await expect(note).toHaveAttribute('data-decoding', 'constrained');
  expect(Number(await note.getAttribute('data-masked'))).toBeGreaterThan(0);
  await expect(page.getByTestId('step-masked').first()).not.toHaveText('0');
  const masked = page.getByTestId('alternatives').locator('[data-testid="alt-token"][data-masked="true"]').first();
  await masked.click();
  await expect(page.getByTestId('alt-masked')).toBeVisible();

  // Lenient: free generation, the call read and its format named.
  await page.getByLabel('Decoding').selectOption({ label: 'Lenient parser' });
  await runTask(page);
  await expect(call.getByTestId('recovered')).toHaveAttribute('data-format', 'tool_call_missing_brace');
  await expect(call.getByTestId('recovered')).toContainText('missing a closing brace');

  // The bench: a row per decoding ticked, the format failures side by side.
  await page.goto('./#/eval?lang=en&backends=local&designs=react-basic&k=1&n=1&model=local:tiny-qwen2-malformed&device=wasm');
  const decodings = page.getByTestId('eval-decodings');
  await expect(decodings.getByRole('checkbox', { name: 'Free' })).toBeDisabled();
  await decodings.getByRole('checkbox', { name: 'Constrained' }).check();
  await decodings.getByRole('checkbox', { name: 'Lenient parser' }).check();
  await expect(page).toHaveURL(/dec=free(,|%2C)constrained(,|%2C)lenient/);
  await page.getByTestId('eval-run').click();
  await expect(page.getByTestId('eval-run-bar')).toHaveAttribute('data-status', 'done', { timeout: 90_000 });
  const row = (suffix: string) => page.locator(`[data-testid="eval-cell"][data-backend="local:tiny-qwen2-malformed${suffix}"]`);
  await expect(row('|lenient')).toContainText('Local model: tiny-qwen2-malformed (decoding: Lenient parser)');
  await expect(row('').getByTestId('cell-format-failures')).toHaveText('1');
  await expect(row('|constrained').getByTestId('cell-format-failures')).toHaveText('0');
  await expect(row('|lenient').getByTestId('cell-format-failures')).toHaveText('1');
  await expect(row('|constrained').getByTestId('cell-wrong-tool')).toHaveText('0');
});
