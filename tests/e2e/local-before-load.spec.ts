// Before Load on #/local: the files and bytes the chosen precision downloads, as the site serves them (the tiny
// fixture's own files, measured here on disk), what this browser already holds, the memory, each precision's
// size; after a Load the files are cached and the page says 0 MB to download. In English and in Spanish. And what
// goes wrong with a local model: a worker that dies, and files that are not there.
// One page for the whole file, and one Load of a fresh worker (each compiled ONNX Runtime's WASM again):
// the phone first (the page loaded at 360 px), then the plan before Load in English; the crash, whose Restart gives
// the fresh worker that loads the model; the plan after that Load, in English and in Spanish; the missing model,
// which loads the lesson's model again in that same worker; then the Hub model, which loads nothing. Only the
// Spanish plan before Load has a page of its own (nothing cached, nothing loaded).
import { readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { loadModel, openSharedPage } from './local-model.ts';

const MODEL = 'tiny-qwen2-lesson';
const DIR = join('tests/fixtures/models', MODEL);
const SMALL = ['config.json', 'generation_config.json', 'tokenizer.json', 'tokenizer_config.json'];
const ONNX = { fp32: 'onnx/model.onnx', fp16: 'onnx/model_fp16.onnx', q8: 'onnx/model_quantized.onnx', q4: 'onnx/model_q4.onnx', q4f16: 'onnx/model_q4f16.onnx' };
const bytes = (file: string) => statSync(join(DIR, file)).size;
const Q8_FILES = [...SMALL, ONNX.q8];
const Q8_TOTAL = Q8_FILES.reduce((sum, f) => sum + bytes(f), 0);

async function expectPlanBeforeLoad(page: Page) {
  const summary = page.getByTestId('download-summary');
  await expect(summary).toHaveAttribute('data-total', String(Q8_TOTAL));
  await expect(summary).toHaveAttribute('data-to-download', String(Q8_TOTAL));
  await expect(summary).toHaveAttribute('data-files', '5');
  await expect(summary).toHaveAttribute('data-cached-files', '0');
  const rows = page.getByTestId('planned-file');
  await expect(rows).toHaveCount(5);
  for (const file of Q8_FILES) {
    const row = page.locator(`[data-testid="planned-file"][data-file="${file}"]`);
    await expect(row).toHaveAttribute('data-bytes', String(bytes(file)));
    await expect(row).toHaveAttribute('data-cached', 'false');
  }
  // Each precision: the four small files plus its own ONNX file.
  const small = SMALL.reduce((sum, f) => sum + bytes(f), 0);
  for (const [dtype, file] of Object.entries(ONNX)) {
    await expect(page.locator(`[data-testid="precision-option"][data-dtype="${dtype}"]`)).toHaveAttribute('data-bytes', String(small + bytes(file)));
  }
  await expect(page.locator('[data-testid="precision-option"][data-chosen="true"]')).toHaveAttribute('data-dtype', 'q8');
  // Memory: the weights plus the KV cache of the fixture's config (its layers, KV heads and head size), fp32 on q8.
  const config = JSON.parse(readFileSync(join(DIR, 'config.json'), 'utf8')) as Record<string, number>;
  const headDim = config.head_dim ?? (config.hidden_size as number) / (config.num_attention_heads as number);
  const kv = (config.num_hidden_layers as number) * 2 * (config.num_key_value_heads as number) * headDim * 4 * 1024;
  await expect(page.getByTestId('memory-estimate')).toHaveAttribute('data-bytes', String(bytes(ONNX.q8) + kv));
  await expect(page.getByTestId('sizes-from')).toHaveAttribute('data-from', 'served');
  // A local model is never checked against the Hub.
  await expect(page.getByTestId('hub-check')).toHaveCount(0);
}

/** After a Load: every q8 file in this browser's cache, nothing left to download. */
async function expectCached(page: Page) {
  await expect(page.getByTestId('model-status')).toHaveAttribute('data-phase', 'ready');
  const summary = page.getByTestId('download-summary');
  await expect(summary).toHaveAttribute('data-to-download', '0');
  await expect(summary).toHaveAttribute('data-cached-files', '5');
  await expect(summary).toHaveAttribute('data-total', String(Q8_TOTAL));
  for (const file of Q8_FILES) await expect(page.locator(`[data-testid="planned-file"][data-file="${file}"]`)).toHaveAttribute('data-cached', 'true');
}

/**
 * The card #/local shows first: above the model panel, in a student's words (the device that runs the model, what
 * it downloads, no estimate before a run, the recorded run to watch), the technical terms folded.
 */
async function expectSummaryCard(page: Page, lang: 'en' | 'es') {
  const card = page.getByTestId('local-summary');
  const first = await page.evaluate(() => {
    const summary = document.querySelector('[data-testid="local-summary"]');
    const panel = document.querySelector('[data-testid="before-load"]');
    return !!summary && !!panel && (summary.compareDocumentPosition(panel) & Node.DOCUMENT_POSITION_FOLLOWING) !== 0;
  });
  expect(first).toBe(true);
  await expect(card.getByRole('heading', { level: 2 })).toHaveText(lang === 'en' ? 'Before you start' : 'Antes de empezar');
  await expect(page.getByTestId('summary-device')).toHaveAttribute('data-device', 'wasm');
  await expect(page.getByTestId('summary-device')).toContainText(lang === 'en' ? 'Your processor runs the model (WASM)' : 'Tu procesador ejecuta el modelo (WASM)');
  const download = page.getByTestId('summary-download');
  await expect(download).toHaveAttribute('data-to-download', String(Q8_TOTAL));
  await expect(download).toContainText(lang === 'en' ? /[\d.]+ MB, once: the model then stays in this browser/ : /[\d,]+ MB, una sola vez/);
  await expect(page.getByTestId('summary-estimate')).toHaveAttribute('data-from', 'none');
  await expect(page.getByTestId('summary-estimate')).toContainText(lang === 'en' ? 'No estimate yet' : 'Aún no hay estimación');
  await expect(card.getByTestId('recorded-run-link')).toHaveAttribute('href', `#/start?s=loop&lang=${lang}`);
  // The jargon is there, folded.
  const details = page.getByTestId('summary-details');
  await expect(details).not.toHaveAttribute('open', /.*/);
  await expect(details).toContainText('SharedArrayBuffer');
  await expect(details).toContainText('q8');
}

test.describe.configure({ mode: 'serial' });

let page: Page;
/** Requests that left localhost: a local model is never read from anywhere else. */
const external: string[] = [];
const noteExternal = (r: { url(): string }) => {
  if (/^https?:/.test(r.url()) && new URL(r.url()).hostname !== 'localhost') external.push(r.url());
};
/** Lets the prompt view's tokenizer through: held until the plan before Load has been read (see below). */
let releaseTokenizer = () => {};
test.beforeAll(async ({ browser }, testInfo) => {
  page = await openSharedPage(browser, testInfo);
  page.on('request', noteExternal);
  // The prompt view fetches the tokenizer (and the cache keeps it) while the plan is read on arrival: on a busy
  // machine the plan once counted it as cached. Held until the English test has read the plan, then let through.
  const released = new Promise<void>((resolve) => (releaseTokenizer = resolve));
  await page.route(`**/models/${MODEL}/tokenizer*.json`, async (route) => {
    if (route.request().method() === 'GET') await released;
    await route.continue();
  });
});
test.afterAll(async () => {
  await page.context().close();
});

test('on a phone the plan stays inside the screen', async () => {
  // Before the page's first load: the page is loaded at phone width, not resized to it.
  await page.setViewportSize({ width: 360, height: 740 });
  await page.goto(`./#/local?model=local:${MODEL}&device=wasm&lang=en`);
  await expect(page.getByTestId('download-summary')).toHaveAttribute('data-total', String(Q8_TOTAL));
  // Nothing of the plan reaches past the screen's right edge (its tables scroll inside their own box).
  const widest = await page.getByTestId('before-load').evaluate((el) =>
    Math.max(...[el, ...el.querySelectorAll('*')].filter((e) => !e.closest('.scroll') || e.classList.contains('scroll')).map((e) => e.getBoundingClientRect().right)),
  );
  expect(widest).toBeLessThanOrEqual(360);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
  // The summary card too, its terms above their lines.
  const card = (await page.getByTestId('local-summary').boundingBox())!;
  expect(card.x + card.width).toBeLessThanOrEqual(360);
  await page.getByTestId('before-load').screenshot({ path: test.info().outputPath('before-load-phone.png') });
  // The rest of the file on the default desktop viewport.
  await page.setViewportSize({ width: 1280, height: 720 });
});

test('before Load: the q8 files and bytes the site serves, none cached (English)', async () => {
  // The page the phone test loaded, at the same link: its plan, read on arrival, is still the one on screen.
  await page.goto(`./#/local?model=local:${MODEL}&device=wasm&lang=en`);
  await expectPlanBeforeLoad(page);
  await expectSummaryCard(page, 'en');
  const summary = page.getByTestId('download-summary');
  await expect(summary).toContainText(/to download, of [\d.]+ MB in 5 files \(0 already in this browser’s cache\)/);
  await expect(page.getByTestId('planned-file').first()).toContainText('to download');
  await expect(page.getByTestId('memory-estimate')).toContainText(/Memory: about [\d.]+ kB — the weights as stored \([\d.]+ kB\)/);
  await expect(page.getByTestId('memory-estimate')).toContainText('1,024 tokens');
  await expect(page.locator('[data-testid="precision-option"][data-dtype="q4"]')).toContainText('WebGPU without shader-f16 falls back to this');
  releaseTokenizer();
});

// The preflight before any Load: calibration layers of the fixture's own sizes (its config.json), measured in a
// worker of its own on the chosen device; not one of the model's ONNX files is fetched.
test('before Load: the preflight predicts a step on this device and downloads nothing', async () => {
  const onnx: string[] = [];
  const note = (r: { url(): string }) => {
    if (r.url().includes(`/models/${MODEL}/onnx/`)) onnx.push(r.url());
  };
  page.on('request', note);
  const preflight = page.getByTestId('preflight');
  await expect(preflight).toHaveAttribute('data-phase', 'idle');
  await expect(preflight).toHaveAttribute('data-device', 'wasm');
  await page.getByTestId('preflight-button').click();
  await expect(preflight).toHaveAttribute('data-phase', 'done', { timeout: 60_000 });
  await expect(preflight).toContainText(/On this device \(WASM, q8, \d+ threads?\): about [\d.]+ s for step 1 of task 1 \(567 tokens read, 70 written\)/);
  expect(Number(await preflight.getAttribute('data-step-seconds'))).toBeGreaterThan(0);
  await expect(preflight).toContainText(/Loading from this browser’s cache: about [\d.]+ s, after downloading [\d.]+ kB once/);
  // The prediction came before any Load, and without the weights.
  await expect(page.getByTestId('model-status')).toHaveAttribute('data-phase', 'empty');
  expect(onnx).toEqual([]);
  page.off('request', note);
});

// The worker dies before any Load: its Restart gives the fresh worker whose Load the plan is read after.
test('a crashed worker is detected and can be restarted', async () => {
  const pageErrors: Error[] = [];
  const onError = (e: Error) => pageErrors.push(e);
  page.on('pageerror', onError);
  // The page the plan was read on, at the same link.
  await page.goto(`./#/local?model=local:${MODEL}&device=wasm&lang=en`);
  await expect(page.getByTestId('device-choice')).toBeVisible();

  await page.getByText('Failure demonstrations').click();
  await page.getByTestId('crash-button').click();
  const crash = page.getByTestId('worker-crash');
  await expect(crash).toContainText('The model worker crashed: crash requested by the page');
  await expect(page.getByTestId('model-status')).toHaveAttribute('data-phase', 'crashed');
  await expect(page.getByTestId('load-button')).toBeDisabled();
  // The crash is the worker's, handled by the page: nothing escapes as an uncaught page error.
  expect(pageErrors).toEqual([]);
  page.off('pageerror', onError);

  await page.getByTestId('restart-button').click();
  await expect(crash).toBeHidden();
  await expect(page.getByTestId('model-status')).toHaveAttribute('data-phase', 'empty');
  await loadModel(page);
  await expect(page.getByTestId('model-status')).toHaveAttribute('data-phase', 'ready');
  await expect(page.getByTestId('template-step').first()).toHaveAttribute('data-tokens', '567');
});

test('after Load: 0 MB to download, every file cached, another precision only its ONNX file (English)', async () => {
  await page.goto(`./#/local?model=local:${MODEL}&device=wasm&lang=en`);
  const summary = page.getByTestId('download-summary');
  await expectCached(page);
  await expect(summary).toHaveText('0 MB to download: every file is already in this browser’s cache.');
  await expect(page.getByTestId('summary-download')).toHaveAttribute('data-cached', 'true');
  await expect(page.getByTestId('summary-download')).toHaveText('Already in this browser: nothing to download.');
  await expect(page.getByTestId('planned-file').first()).toContainText('✓ cached');
  // Another precision's weights are not cached yet: only its ONNX file is left to download.
  await page.goto(`./#/local?model=local:${MODEL}&device=wasm&dtype=q4&lang=en`);
  await expect(summary).toHaveAttribute('data-to-download', String(bytes(ONNX.q4)));
  await expect(summary).toHaveAttribute('data-cached-files', '4');
  // Nothing so far (the phone's test included) left localhost; the Hub model's tests below read the Hub (faked).
  expect(external).toEqual([]);
  page.off('request', noteExternal);
});

test('antes de cargar y después, en español', async ({ page: fresh }) => {
  // Before Load: a page of its own, whose browser has cached nothing. Not the page above: the prompt view's
  // tokenizer lands in the cache soon after arrival, and a plan read again later counts it. This page loads nothing;
  // its prompt view's tokenizer is held (on a busy machine it was once cached before the plan was read).
  await fresh.route(`**/models/${MODEL}/tokenizer*.json`, (route) => (route.request().method() === 'GET' ? undefined : route.continue()));
  await fresh.goto(`./#/local?model=local:${MODEL}&device=wasm&lang=es`);
  await expectPlanBeforeLoad(fresh);
  await expectSummaryCard(fresh, 'es');
  // Sizes in the Spanish number style: a decimal comma (4,8 MB).
  await expect(fresh.getByTestId('download-summary')).toContainText(/^\d+,\d MB por descargar, de \d+,\d MB en 5 ficheros \(0 ya en la caché de este navegador\)/);
  await expect(fresh.getByTestId('before-load')).toContainText('Antes de cargar');
  await expect(fresh.getByTestId('memory-estimate')).toContainText(/Memoria: unos [\d,]+ kB — los pesos tal como se guardan/);
  await expect(fresh.locator('[data-testid="precision-option"][data-dtype="q4"]')).toContainText('WebGPU sin shader-f16 recurre a esta');

  // After Load: the page above, which loaded the model, read in Spanish.
  await page.goto(`./#/local?model=local:${MODEL}&device=wasm&lang=es`);
  await expectCached(page);
  await expect(page.getByTestId('download-summary')).toHaveText('0 MB por descargar: todos los ficheros están ya en la caché de este navegador.');
  await expect(page.getByTestId('summary-download')).toHaveText('Ya está en este navegador: no hay nada que descargar.');
  await expect(page.getByTestId('planned-file').first()).toContainText('✓ en caché');
});

test('a model that fails to load (missing file) gives a clear message, and the page keeps working', async () => {
  // The worker holds the lesson's model from the crash test's Load: the failed Load replaces it with nothing.
  await page.goto('./#/local?model=local:no-such-model&device=wasm&lang=en');
  await page.getByTestId('load-button').click();
  const error = page.getByTestId('load-error');
  await expect(error).toContainText('The model could not be loaded. The rest of the page keeps working.');
  // Said to a screen reader too, without moving the focus (the page's one polite live region).
  const announcer = page.getByTestId('announcer');
  await expect(announcer).toContainText('The model could not be loaded. The rest of the page keeps working.');
  await expect(error).toContainText('Could not load the model "no-such-model" from /some/sub/models/');
  await expect(error).toContainText('no-such-model/config.json');
  // What happened, once, in words; the browser's message folded under it; the recorded run as the way on.
  await expect(page.getByTestId('load-error-kind')).toHaveText('A file of the model is missing.');
  await expect(page.getByTestId('load-error-message')).toBeHidden();
  expect((await error.textContent())?.match(/Could not load the model/g)).toHaveLength(1);
  await expect(error.getByTestId('recorded-run-link')).toHaveAttribute('href', '#/start?s=loop&lang=en');
  // The lesson's model loaded in this worker before: none of its progress bars is left on screen.
  await expect(page.getByTestId('file-progress')).toHaveCount(0);
  await expect(page.getByTestId('overall-progress')).toHaveCount(0);
  await expect(page.getByTestId('model-status')).toHaveAttribute('data-phase', 'empty');
  await expect(page.getByTestId('run-button')).toBeDisabled();

  // The same worker then loads a model that is there, and runs it.
  await page.getByLabel('Model', { exact: true }).fill('local:tiny-qwen2-lesson');
  await page.getByRole('button', { name: 'Use', exact: true }).click();
  await expect(page).toHaveURL(/model=local%3Atiny-qwen2-lesson/);
  await loadModel(page);
  await expect(page.getByTestId('model-status')).toHaveAttribute('data-phase', 'ready');
  await expect(announcer).toHaveText('The model tiny-qwen2-lesson is loaded and ready.');
  await expect(error).toBeHidden();
  // Run from the keyboard: the end is announced and the focus stays on the button.
  const run = page.getByTestId('run-button');
  await run.focus();
  await page.keyboard.press('Enter');
  await expect(page.getByTestId('end-reason')).toHaveAttribute('data-kind', 'answered', { timeout: 60_000 });
  await expect(announcer).toHaveText('The run finished: its steps and trace are below.');
  await expect(run).toBeFocused();
});

// The Hub model: the registry's figures, checked against the Hub's listing (faked here: these machines cannot
// reach the Hub, and a test must not depend on it).
const HUB_MODEL = './#/local?device=wasm&lang=en';
const API = 'https://huggingface.co/api/models/onnx-community/Qwen2.5-0.5B-Instruct/tree/main';

test('the Hub model before Load: ≈ 512 MB of q8 plus the tokenizer; the Hub unreachable said plainly', async () => {
  const unreachable = 'https://huggingface.co/**';
  await page.route(unreachable, (route) => route.abort('internetdisconnected'));
  // This page has not shown the Hub model yet: its listing is read (and fails) now.
  await page.goto(HUB_MODEL);
  const summary = page.getByTestId('download-summary');
  await expect(summary).toHaveAttribute('data-total', String(512e6 + 678 + 242 + 7.03e6 + 7310));
  await expect(summary).toContainText('≈ 519 MB to download');
  await expect(page.getByTestId('summary-download')).toHaveText('519 MB, once: the model then stays in this browser for next time.');
  await expect(page.locator('[data-testid="planned-file"][data-file="onnx/model_quantized.onnx"]')).toContainText('≈ 512 MB');
  await expect(page.locator('[data-testid="precision-option"][data-dtype="q4"]')).toContainText('≈ 793 MB');
  await expect(page.getByTestId('memory-estimate')).toContainText('Memory: about 537 MB — the weights as stored (≈ 512 MB) plus the KV cache for 1,024 tokens (the lesson’s longest prompt, 734 tokens, plus the new ones): 24 layers × 2 (key, value) × 2 KV heads × 64 × 4 bytes = 25 kB a token, 25 MB.');
  const hub = page.getByTestId('hub-check');
  await expect(hub).toHaveAttribute('data-status', 'unreachable');
  await expect(hub).toContainText('The Hub’s listing could not be read');
  await expect(page.getByTestId('sizes-from')).toContainText('≈: the Hub prints that size rounded');
  await page.unroute(unreachable);
});

test('the Hub’s listing differs: the page says which file, and shows the Hub’s exact bytes (Spanish)', async () => {
  const cors = { 'access-control-allow-origin': '*', 'content-type': 'application/json' };
  await page.route(`${API}`, (route) =>
    route.fulfill({ headers: cors, body: JSON.stringify([
      { type: 'file', path: 'config.json', size: 678 },
      { type: 'file', path: 'generation_config.json', size: 242 },
      { type: 'file', path: 'tokenizer.json', size: 7_031_645 },
      { type: 'file', path: 'tokenizer_config.json', size: 7_306 },
    ]) }),
  );
  const onnx = { fp32: 1_990_000_000, fp16: 997_000_000, q8: 520_000_000, q4: 786_100_000, q4f16: 483_000_000 };
  const names = { fp32: 'model', fp16: 'model_fp16', q8: 'model_quantized', q4: 'model_q4', q4f16: 'model_q4f16' };
  await page.route(`${API}/onnx`, (route) =>
    route.fulfill({ headers: cors, body: JSON.stringify(Object.entries(onnx).map(([d, size]) => ({ type: 'file', path: `onnx/${names[d as keyof typeof names]}.onnx`, size: 1000, lfs: { size } }))) }),
  );
  await page.goto(`${HUB_MODEL.replace('lang=en', 'lang=es')}`);
  // The page reads the Hub's listing once a visit (and read it unreachable above): this is a new visit.
  await page.reload();
  const hub = page.getByTestId('hub-check');
  await expect(hub).toHaveAttribute('data-status', 'different');
  await expect(hub).toContainText('El listado del Hub no coincide con el registro');
  await expect(hub).toContainText('onnx/model_quantized.onnx: 520 MB en el Hub, 512 MB en el registro.');
  await expect(page.locator('[data-testid="planned-file"][data-file="onnx/model_quantized.onnx"]')).toHaveAttribute('data-bytes', '520000000');
  await expect(page.getByTestId('download-summary')).toHaveAttribute('data-total', String(520_000_000 + 678 + 242 + 7_031_645 + 7_306));
});
