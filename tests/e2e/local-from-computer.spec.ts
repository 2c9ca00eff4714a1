// "Load from files on this computer" in Chromium, with the Hugging Face Hub and the site's models/ unreachable (every
// request to either aborted and counted; the site's list of class copies answered: its copy offered first, and the
// model of a link that names none): the tiny model's files picked one by one with tokenizer.json cut short are
// refused with what is wrong and nothing stored; its folder picked whole is checked and stored under the URLs the
// loader reads; Load then goes through without one request for a model file.
// Then a class's copy as `npm run model:pack` lays it out (its own packModel, on a copy of the build) on a static
// server that serves nothing else: the picker offers it first, a link that names no model loads it from the site,
// and no request leaves the site.
import { readFileSync, statSync } from 'node:fs';
import { expect, test } from '@playwright/test';
import { SUB_PATH } from '../../playwright.config.ts';
import { freePort } from '../../scripts/free-port.ts';
import { packModel } from '../../scripts/model-pack.ts';
import { serveStatic } from '../../scripts/serve-static.ts';
import { dimensionsFromConfig } from '../../src/llm/decoder-graph/decoder-dimensions.ts';
import { QWEN25_05B, type ModelDefinition } from '../../src/llm/model-registry.ts';
import { loadModel } from './local-model.ts';
import { copyOfBuild, removeBuild } from './site-server.ts';

const MODEL = 'tiny-qwen2-lesson';
const FOLDER = `tests/fixtures/models/${MODEL}`;
const FILES = ['config.json', 'generation_config.json', 'tokenizer.json', 'tokenizer_config.json', 'onnx/model_quantized.onnx'];

test('the tiny model loads from a picked folder with no request for its files; a cut-short file is refused and nothing stored; the class copy is offered first and used by a link that names no model', async ({ page }) => {
  const blocked: string[] = [];
  const block = (route: import('@playwright/test').Route) => (blocked.push(`${route.request().method()} ${route.request().url()}`), route.abort());
  await page.route('https://huggingface.co/**', block);
  await page.route('**/models/**', block);
  // The site lists a class's copy (npm run model:pack's models/index.json): the picker offers it first.
  const copy = { name: MODEL, id: 'onnx-community/Qwen2.5-0.5B-Instruct', dtypes: ['q8'], bytes: 2_500_000 };
  await page.route('**/models/index.json', (route) => route.fulfill({ json: { copies: [copy] } }));
  // A link that names no model: the class's copy is the one the page uses.
  await page.goto('./#/local?device=wasm&lang=en');
  await expect(page.getByTestId('before-load')).toBeVisible();
  await expect(page.getByTestId('registered-model').locator('option').first()).toHaveText(
    `${MODEL}: the class’s copy of Qwen2.5-0.5B-Instruct on this site (2.5 MB, not from the Hub)`,
  );
  await expect(page.getByTestId('registered-model')).toHaveValue(`local:${MODEL}`);
  await expect(page.getByTestId('class-copy-hint')).toBeVisible();

  const storedKeys = () => page.evaluate(async () => ((await caches.has('transformers-cache')) ? (await (await caches.open('transformers-cache')).keys()).map((r) => r.url) : []));

  // The files themselves (a plain multiple-file input: names only), tokenizer.json cut in half.
  const payloads = FILES.map((path) => {
    const buffer = readFileSync(`${FOLDER}/${path}`);
    return { name: path.slice(path.lastIndexOf('/') + 1), mimeType: 'application/octet-stream', buffer: path === 'tokenizer.json' ? buffer.subarray(0, buffer.length >> 1) : buffer };
  });
  await page.getByTestId('pick-files-input').setInputFiles(payloads);
  const refused = page.getByTestId('picked-refused');
  await expect(refused).toContainText('These files were not stored: nothing changed.');
  await expect(refused.getByRole('listitem')).toHaveText(['tokenizer.json does not read as JSON: cut short, or not this model’s.']);
  expect(await storedKeys()).toEqual([]);

  // The whole folder, as a folder input gives it (each path under the folder's own name).
  await page.getByTestId('pick-folder-input').setInputFiles(FOLDER);
  await expect(page.getByTestId('picked-stored')).toContainText('5 files');
  await expect(refused).toHaveCount(0);
  const base = new URL(`models/${MODEL}/`, page.url()).href;
  expect((await storedKeys()).sort()).toEqual(FILES.map((f) => `${base}${f}`).sort());
  await expect(page.getByTestId('download-summary')).toHaveAttribute('data-to-download', '0');
  await expect(page.getByTestId('sizes-from')).toHaveText('Sizes of the files picked on this computer, as this browser keeps them.');
  // Until the files were stored the page asked for the local: folder's sizes and its tokenizer, as for any local:
  // model; from here on nothing may go out.
  blocked.length = 0;

  await loadModel(page);
  await expect(page.getByTestId('model-status')).toContainText(`${MODEL} loaded on wasm (q8)`);
  // (A loaded model's runs are local-loop.spec.ts's: they ask the network for no model file either.)
  expect(blocked).toEqual([]);
});

test('a class copy laid out by npm run model:pack is offered first and loads from the site, no request leaving it', async ({ browser }) => {
  // Qwen2.5's entry with the tiny model's exact sizes and shape: the packer's real check passes on the fixture's files.
  const exact = (path: string) => ({ path, bytes: statSync(`${FOLDER}/${path}`).size, exact: true });
  const tinyAsQwen25: ModelDefinition = {
    ...QWEN25_05B,
    precisions: { q8: exact('onnx/model_quantized.onnx') },
    otherFiles: FILES.filter((f) => !f.startsWith('onnx/')).map(exact),
    decoder: dimensionsFromConfig(JSON.parse(readFileSync(`${FOLDER}/config.json`, 'utf8')))!,
  };
  const dir = await copyOfBuild();
  const packed = await packModel({ folder: FOLDER, dist: dir, name: MODEL, models: [tinyAsQwen25] });
  expect(packed).toMatchObject({ ok: true, copy: { name: MODEL, dtypes: ['q8'] } });
  // The site's own folder and nothing else: no test models mounted beside it.
  const port = await freePort();
  const server = await serveStatic({ root: dir, subPath: SUB_PATH, port });
  const site = `http://localhost:${port}${SUB_PATH}`;
  const context = await browser.newContext({ serviceWorkers: 'block' });
  try {
    const requests: string[] = [];
    context.on('request', (r) => requests.push(r.url()));
    const page = await context.newPage();
    await page.goto(`${site}#/local?device=wasm&lang=en`);
    const picker = page.getByTestId('registered-model');
    await expect(picker.locator('option').first()).toHaveText(/^tiny-qwen2-lesson: the class’s copy of Qwen2\.5-0\.5B-Instruct on this site \(\d+(\.\d)? MB, not from the Hub\)$/);
    await expect(picker).toHaveValue(`local:${MODEL}`);
    await loadModel(page);
    await expect(page.getByTestId('model-status')).toContainText(`${MODEL} loaded on wasm (q8)`);
    expect(requests).toContain(`${site}models/${MODEL}/onnx/model_quantized.onnx`);
    expect(requests.filter((url) => /^https?:/.test(url) && !url.startsWith(site))).toEqual([]);
  } finally {
    await context.close();
    await new Promise((resolve) => {
      server.close(resolve);
      server.closeAllConnections();
    });
    await removeBuild(dir);
  }
});
