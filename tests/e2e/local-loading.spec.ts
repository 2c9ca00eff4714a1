// Loading a local model, as a student meets it: the Hub unreachable (a message with what to do next), offline, a
// download that hangs (Cancel gets out of it), and each file fetched once (bytes counted as the site serves them).
// One page for the whole file (each fresh page compiled ONNX Runtime's 27 MB of WASM again for its Load), in this
// order: the Hub and offline (nothing loads), Cancel (which ends the model's worker, so its Load runs in a fresh
// one), then the byte count, which loads another model (its own name: nothing of it is cached) in that same worker.
import { expect, test, type Page, type Request, type Route } from '@playwright/test';
import { readFileSync, readdirSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { loadModel, openSharedPage } from './local-model.ts';

const LESSON = 'tests/fixtures/models/tiny-qwen2-lesson';

test.describe.configure({ mode: 'serial' });

let page: Page;
test.beforeAll(async ({ browser }, testInfo) => {
  page = await openSharedPage(browser, testInfo);
});
test.afterAll(async () => {
  await page.context().close();
});

test('the Hub unreachable: the message says so and suggests a model this site serves', async () => {
  await page.route('https://huggingface.co/**', (route) => route.abort('internetdisconnected'));
  await page.goto('./#/local?device=wasm&lang=en');
  await page.getByTestId('load-button').click();
  const error = page.getByTestId('load-error');
  await expect(error).toContainText('Failed to fetch');
  await expect(page.getByTestId('load-error-kind')).toHaveAttribute('data-kind', 'unreachable');
  await expect(page.getByTestId('load-error-next')).toContainText('local:NAME');
  await expect(page.getByTestId('model-status')).toHaveAttribute('data-phase', 'empty');
  await expect(page.getByTestId('load-button')).toBeEnabled();

  await page.goto('./#/local?device=wasm&lang=es');
  await expect(page.getByTestId('load-error-next')).toContainText('local:NOMBRE');
});

test('offline: the message says the browser is offline, and what to do', async () => {
  // The Hub stays unreachable (the route above); the page is in English again, its last Load's error still shown.
  await page.goto('./#/local?device=wasm&lang=en');
  await expect(page.getByTestId('device-choice')).toBeVisible();
  await page.context().setOffline(true);
  try {
    await page.getByTestId('load-button').click();
    await expect(page.getByTestId('load-error-kind')).toHaveAttribute('data-kind', 'offline');
    await expect(page.getByTestId('load-error-kind')).toContainText('This browser is offline.');
    await expect(page.getByTestId('load-error-next')).toContainText('Connect to a network');
    await expect(page.getByTestId('load-button')).toBeEnabled();
  } finally {
    await page.context().setOffline(false);
  }
});

test('Cancel stops a download that hangs, and Load works again', async () => {
  const pageErrors: Error[] = [];
  const onError = (e: Error) => pageErrors.push(e);
  page.on('pageerror', onError);
  const hanging: Route[] = [];
  await page.route('**/models/tiny-qwen2-lesson/onnx/model_quantized.onnx', (route) => {
    hanging.push(route);
  });
  await page.goto('./#/local?model=local:tiny-qwen2-lesson&device=wasm&lang=en');
  await page.getByTestId('load-button').click();
  const status = page.getByTestId('model-status');
  await expect(status).toHaveAttribute('data-phase', 'loading');
  await expect.poll(() => hanging.length).toBeGreaterThan(0);
  await expect(page.getByTestId('load-button')).toBeDisabled();

  await page.getByTestId('cancel-load').click();
  await expect(page.getByTestId('load-cancelled')).toContainText('Loading cancelled');
  await expect(status).toHaveAttribute('data-phase', 'empty');
  await expect(page.getByTestId('cancel-load')).toBeHidden();
  await expect(page.getByTestId('load-button')).toBeEnabled();
  // The ended worker's request is not a page error.
  expect(pageErrors).toEqual([]);
  page.off('pageerror', onError);

  await page.unrouteAll({ behavior: 'ignoreErrors' });
  await loadModel(page);
  await expect(status).toHaveAttribute('data-phase', 'ready');
  await expect(page.getByTestId('load-cancelled')).toBeHidden();
  await expect(page.getByTestId('overall-progress')).toContainText('100 %');
});

/** The lesson's tiny model with its WASM weights padded by an unknown protobuf field (ONNX Runtime skips it). */
function paddedModel(padBytes: number): Map<string, Buffer> {
  const files = new Map<string, Buffer>();
  const walk = (dir: string) => {
    for (const name of readdirSync(dir)) {
      const path = join(dir, name);
      if (statSync(path).isDirectory()) walk(path);
      else files.set(relative(LESSON, path), readFileSync(path));
    }
  };
  walk(LESSON);
  const varint = (n: number) => {
    const out: number[] = [];
    while (n > 127) {
      out.push((n & 127) | 128);
      n = Math.floor(n / 128);
    }
    out.push(n);
    return Buffer.from(out);
  };
  const onnx = 'onnx/model_quantized.onnx';
  // Field 999, wire type 2 (length-delimited): tag, length, bytes.
  const pad = Buffer.concat([varint((999 << 3) | 2), varint(padBytes), Buffer.alloc(padBytes)]);
  files.set(onnx, Buffer.concat([files.get(onnx)!, pad]));
  return files;
}

interface Served {
  method: string;
  file: string;
  bytes: number;
  fromWorker: boolean;
}

async function serveModel(on: Page, name: string, files: Map<string, Buffer>, served: Served[]): Promise<void> {
  await on.route(`**/models/${name}/**`, async (route) => {
    const request: Request = route.request();
    const file = decodeURIComponent(new URL(request.url()).pathname.split(`/models/${name}/`)[1] ?? '');
    const body = files.get(file);
    // The model worker's requests carry its script as referrer; the page's (the Before-load sizes) the page.
    const fromWorker = /worker/.test(request.headers()['referer'] ?? '');
    const head = request.method() === 'HEAD';
    served.push({ method: request.method(), file, bytes: body && !head ? body.byteLength : 0, fromWorker });
    if (!body) return route.fulfill({ status: 404, body: '' });
    const type = file.endsWith('.json') ? 'application/json' : 'application/octet-stream';
    // no-store: every GET reaches this handler, none is answered from the browser's HTTP cache.
    const headers = { 'content-type': type, 'content-length': String(body.byteLength), 'cache-control': 'no-store' };
    await route.fulfill({ status: 200, headers, body: head ? '' : body });
  });
}

test('a Load fetches each file once: the bytes served equal its size', async () => {
  const files = paddedModel(8_000_000);
  const loaded = ['config.json', 'generation_config.json', 'onnx/model_quantized.onnx', 'tokenizer.json', 'tokenizer_config.json'];
  const total = loaded.reduce((n, f) => n + files.get(f)!.byteLength, 0);
  const served: Served[] = [];
  await serveModel(page, 'padded-qwen2', files, served);
  await page.goto('./#/local?model=local:padded-qwen2&device=wasm&lang=en');
  await expect(page.getByTestId('download-summary')).toBeVisible();
  // This page showed the lesson's model before: its plan and its prompts (the same tokenizer) stay on screen until
  // the padded model's replace them. The plan has its total once it is the padded model's.
  await expect(page.getByTestId('download-summary')).toHaveAttribute('data-total', String(total));
  // The prompt view reads the tokenizer first, in a worker of its own, into the browser's model cache: the Load
  // then takes the tokenizer from there. Counted over both workers, each file still comes once. Its prompts look
  // the same as the lesson's, so the wait is for the cache itself: the plan read again until it holds both files.
  await expect(async () => {
    await page.getByTestId('recheck-cache').click();
    for (const file of ['tokenizer.json', 'tokenizer_config.json']) {
      await expect(page.locator(`[data-testid="planned-file"][data-file="${file}"]`)).toHaveAttribute('data-cached', 'true', { timeout: 1_000 });
    }
  }).toPass({ timeout: 60_000 });
  await expect(page.getByTestId('template-step').first()).toHaveAttribute('data-tokens', /\d+/);
  await loadModel(page);
  await expect(page.getByTestId('model-status')).toHaveAttribute('data-phase', 'ready');
  await expect(page.getByTestId('model-status')).toContainText('padded-qwen2');

  const byWorker = served.filter((s) => s.fromWorker);
  const bytes = new Map<string, number>();
  for (const s of byWorker) bytes.set(s.file, (bytes.get(s.file) ?? 0) + s.bytes);
  const gets = byWorker.filter((s) => s.method === 'GET').map((s) => s.file).sort();
  expect(gets).toEqual(loaded);
  for (const file of loaded) expect(bytes.get(file), file).toBe(files.get(file)!.byteLength);
  // The page's own requests (the Before-load sizes, read again as the phase changes) were told apart.
  expect(served.some((s) => !s.fromWorker)).toBe(true);
  await expect(page.getByTestId('overall-progress')).toHaveAttribute('data-total', String(total));
});
