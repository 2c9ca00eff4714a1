// A classroom with a flaky network: after one visit the whole lab works with the server stopped and the browser
// offline, from the site's one service worker, under the sub-path (the worker keeps every file of the build, and a
// page of each kind is opened offline, every companion lab among them); a new deploy shows "New version — reload"
// and never mixes two builds in one page; whichever page is opened first registers the same one worker; the worker
// makes #/local cross-origin isolated on a host that sends no COOP/COEP (the test server sends none).
// The worker precaches ~13 MB in each fresh context, so one test carries every check that needs one: a first visit
// in three tabs (the model cached, isolated), then offline, then a deploy, then cleared.
import { expect, test, type Page } from '@playwright/test';
import { readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { SUB_PATH } from '../../playwright.config.ts';
import { labInfo, type LabId } from '../../src/core/labs/lab-registry.ts';
import { analistaThroughTheWorker } from './analista-scripted.ts';
import { expectLessonRows } from './apis-table.ts';
import { RUN_ALL_TIMEOUT } from './lesson-rows.ts';
import { shownRun } from './lab-page.ts';
import { expectOneSiteWorker, onOwnSite, registeredWorkers, siteWorkerControls, siteWorkerReady } from './site-server.ts';

// The site's worker is what this spec watches.
test.use({ serviceWorkers: 'allow' });

const LOCAL = '#/local?model=local:tiny-qwen2-lesson&device=wasm&lang=en';
const DEFAULT_MODEL_LISTING = 'https://huggingface.co/api/models/onnx-community/Qwen2.5-0.5B-Instruct/tree/main';

type Route = [hash: string, ready: (page: Page) => Promise<void>];

/** A companion lab opened offline with its first run; the check names the page first (never the lab the hash left). */
const labRoute = (lab: LabId, params = '', ran: Route[1] = (page) => expect(page.getByTestId('lab-run')).toHaveAttribute('data-status', 'done', { timeout: 60_000 })): Route => [
  `#/labs/${lab}?lang=en&run=1${params}`,
  async (page) => {
    await expect(page.getByRole('heading', { level: 1, name: labInfo(lab).title.en })).toBeVisible();
    await ran(page);
  },
];

/**
 * The routes visited offline, one of each kind of page and every companion lab, and what shows each is drawn and
 * working. The first is reloaded with no network; the others are opened from it by changing the hash, as following a
 * link does: the routes live in the hash, so a reload of any of them asks for the same document the first did, and
 * each route's code and data come from the worker either way. (#/apis and #/local are reloaded offline below too.)
 */
const OFFLINE_ROUTES: Route[] = [
  ['#/?lang=en', (page) => expect(page.getByRole('heading', { level: 1 })).toBeVisible()],
  ['#/data?lang=en', (page) => expect(page.getByTestId('closes-chart')).toHaveAttribute('data-drawn', 'true')],
  [
    '#/tools?lang=en',
    async (page) => {
      await page.locator('button[data-example="noticias"]').click();
      await expect(page.getByTestId('tool-result')).toContainText('Un fondo ofrece comprar Busmar Hogar');
    },
  ],
  labRoute('tienda', '&backend=gemini', async (page) => void (await shownRun(page, 'compra', 'gemini'))),
  labRoute('hogar', '', (page) => expect(page.getByTestId('lab-run').getByTestId('end-reason')).toBeVisible()),
  ['#/eval?lang=en', (page) => expect(page.getByTestId('eval-run-bar')).toBeVisible()],
  ['#/labs?lang=en', (page) => expect(page.getByRole('heading', { level: 1, name: 'Companion labs' })).toBeVisible()],
  labRoute('asistente'),
  labRoute('analista'),
  labRoute('viajes'),
];

/** Whether a file of the build is one the site's worker must keep (vite.config.ts: injectManifest's globs). */
const precached = (file: string) => /\.(js|css|html|parquet|png|svg|webmanifest)$/.test(file) && file !== 'site-worker.js';

async function builtFiles(dir: string, under = ''): Promise<string[]> {
  const files: string[] = [];
  for (const entry of await readdir(join(dir, under), { withFileTypes: true })) {
    const path = under ? `${under}/${entry.name}` : entry.name;
    if (entry.isDirectory()) files.push(...(await builtFiles(dir, path)));
    else files.push(path);
  }
  return files;
}

async function loadTinyModel(page: Page, threads: string): Promise<void> {
  await page.getByLabel('WASM threads').selectOption(threads);
  await page.getByTestId('load-button').click();
  await expect(page.getByTestId('model-status')).toHaveAttribute('data-phase', 'ready', { timeout: 90_000 });
}

async function loadAndRunTinyModel(page: Page, threads: string): Promise<void> {
  await loadTinyModel(page, threads);
  await page.getByTestId('run-button').click();
  await expect(page.getByTestId('finding')).toContainText('percentage without a calculation: 27.88%', { timeout: 60_000 });
}

/** The prompt view's steps, each with its token count, and whether they replay the lesson's recorded run. */
async function expectPromptSteps(page: Page, tokens: string[], recorded: boolean): Promise<void> {
  const steps = page.getByTestId('template-step');
  await expect(steps).toHaveCount(tokens.length);
  for (const [i, n] of tokens.entries()) await expect(steps.nth(i)).toHaveAttribute('data-tokens', n);
  await expect(page.getByTestId('template-preview')).toHaveAttribute('data-recorded', String(recorded));
}

// Each route opened first (#/local, #/apis and #/labs/hogar, three tabs of one visit) is a first visit in a test that
// needs a fresh context anyway: a context of its own for each would precache the site once more. So does a deploy
// (a new build over a kept first one), played once the offline checks are done. Cross-origin isolation needs one
// too (the test server sends no COOP/COEP; the worker adds them), so its two ways in ride here: #/local open when the
// worker takes over (a button offers the one reload), and #/local reached from another page afterwards (it reloads
// itself).
test('after one visit the site works with the server stopped and the browser offline, from one service worker; a new build shows the update notice; Clear removes it', async ({ browser }) => {
  test.setTimeout(300_000);
  await onOwnSite(browser, async ({ dir, server, context, page: local }) => {
    const requests: string[] = [];
    context.on('request', (r) => requests.push(r.url()));
    const errors: string[] = [];
    // The first visit: two tabs opened before the worker took over, #/local first, then #/apis (the page the rest
    // of the test uses); the tiny model loaded once (its files and ONNX Runtime's are kept).
    await local.goto(LOCAL);
    const page = await context.newPage();
    const hogar = await context.newPage();
    for (const tab of [local, page, hogar]) tab.on('pageerror', (e) => errors.push(String(e)));
    await page.goto('#/apis?lang=en');
    await hogar.goto('#/labs/hogar?lang=en');
    await test.step('opened at #/local on a first visit, the page offers the one reload; it comes back isolated, with threads to offer', async () => {
      await expect(local.getByTestId('isolated')).toHaveText('no');
      await expect(local.getByTestId('threads')).toHaveText(/^1\b/);
      // Either tab may register first: the other's readout is read once it is loaded again (siteWorkerControls).
      await siteWorkerControls(local);
      // Opened at #/local, the site registers exactly one worker, its own, scoped to the sub-path.
      await expectOneSiteWorker(local, server.url);
      // The worker took over while the student was here: a button, not a reload under their hands.
      await local.getByTestId('isolation-reload').click();
      await expect(local.getByTestId('isolated')).toHaveText('yes', { timeout: 30_000 });
      await siteWorkerReady(local);
      expect(await local.evaluate(() => crossOriginIsolated)).toBe(true);
      const cores = await local.evaluate(() => navigator.hardwareConcurrency);
      const threads = Math.min(4, Math.ceil(cores / 2));
      await expect(local.getByTestId('threads')).toHaveText(new RegExp(`^${threads} \\(of ${cores} logical cores\\)`));
      await expect(local.getByTestId('isolation-reload')).toHaveCount(0);
      await local.close();
    });
    await test.step('opened first at #/apis, the site registers exactly one service worker, under the sub-path', async () => {
      // Its readout is read after its reload into isolation below ("one readout…").
      await siteWorkerControls(page);
      await expectOneSiteWorker(page, server.url);
    });
    await test.step('opened first at #/labs/hogar, the site registers exactly one service worker, under the sub-path', async () => {
      await siteWorkerControls(hogar);
      await expectOneSiteWorker(hogar, server.url);
      await hogar.close();
    });
    // The worker keeps the whole build, every route's code among it, whichever pages the visit opened.
    const kept = await page.evaluate(async () => {
      const urls: string[] = [];
      for (const name of await caches.keys()) {
        if (!name.includes('precache')) continue;
        for (const request of await (await caches.open(name)).keys()) urls.push(new URL(request.url).pathname);
      }
      return urls;
    });
    const missing = (await builtFiles(dir)).filter(precached).filter((file) => !kept.includes(`${SUB_PATH}${file}`));
    expect(missing).toEqual([]);
    // The worker answers the simulated APIs: the analyst's scripted runs over the student's own file, from this page.
    await test.step('analista: the bundled orders, then a file from disk answered by the scripted analyst through the worker; a malformed file keeps the table', async () => {
      await analistaThroughTheWorker(page);
    });
    await test.step('arriving at #/local from another page once the worker took over, the page reloads itself into isolation', async () => {
      // Not isolated: the worker did not serve this document (were it served by it, the step would fail here).
      expect(await page.evaluate(() => crossOriginIsolated)).toBe(false);
      await page.getByRole('navigation').getByRole('link', { name: 'Local model', exact: true }).click();
      await expect(page.getByTestId('isolated')).toHaveText('yes', { timeout: 30_000 });
      expect(await page.evaluate(() => crossOriginIsolated)).toBe(true);
      await expect(page.getByTestId('isolation-reload')).toHaveCount(0);
    });
    // The tiny model, in the same (isolated) document; its run is the offline one below.
    await page.goto(LOCAL);
    await loadTinyModel(page, '1');
    const readout = page.getByTestId('site-storage');
    const cacheNames = () => page.evaluate(async () => (await caches.keys()).sort());
    await test.step('one readout says what the site and the model files take', async () => {
      await expect(page.getByTestId('offline-short')).toHaveText('ready');
      await readout.locator('summary').click();
      await expect(page.getByTestId('offline-status')).toHaveText('Saved for offline use: every page works without a network from now on.');
      // The site's copy (megabytes of JavaScript and data) and the tiny model's files with ONNX Runtime's WASM.
      await expect(page.getByTestId('storage-used')).toContainText(/^Storage used: site \d+(\.\d)? MB, local model files \([1-9]\d*\) \d/);
      expect(await cacheNames()).toEqual(expect.arrayContaining([expect.stringMatching(/^workbox-precache/), 'transformers-cache']));
    });

    await server.stop();
    await context.setOffline(true);

    // A page of each kind, the first reloaded with no network, the others opened from it.
    for (const [i, [hash, ready]] of OFFLINE_ROUTES.entries()) {
      await page.goto(hash);
      if (i === 0) await page.reload();
      await ready(page);
    }
    // Run all: the lesson's eight rows exact (tokens counted by the cached o200k counter).
    await page.goto(`#/apis?lang=en&${RUN_ALL_TIMEOUT}&all=1`);
    await page.reload();
    await expect(page.getByTestId('sim-transport')).toHaveAttribute('data-mode', 'service-worker');
    await expect(page.locator('[data-testid="apis-results"] tbody tr[data-status="done"]')).toHaveCount(28, { timeout: 60_000 });
    await expectLessonRows(page);

    // The tiny model from the cache, cross-origin isolated, on two WASM threads.
    await page.goto(LOCAL);
    await page.reload();
    await expect(page.getByTestId('isolated')).toHaveText('yes');
    await loadAndRunTinyModel(page, '2');
    await expect(page.getByTestId('model-status')).toContainText('WASM threads: 2.');

    // Nothing left the site but the one request #/local's default model makes, its Hub listing (the nav link opened
    // that model's page, online, above; a local: model asks the Hub nothing).
    const outside = requests.filter((u) => /^https?:/.test(u) && !u.startsWith(server.url) && u !== DEFAULT_MODEL_LISTING);
    expect(outside).toEqual([]);
    expect(errors).toEqual([]);

    // The default model's page asks the Hub for its file list (refused offline).
    // The prompt view's other checks, online, are local-prompt-preview.spec.ts's.
    await test.step('offline after one visit, the prompts still show without the model', async () => {
      // The default model, which this tab never loaded (its document was reloaded offline above).
      await page.goto('#/local?lang=en');
      await expectPromptSteps(page, ['567', '734'], true);
      await page.locator('button[data-preset="tarea_acme"]').click();
      await expectPromptSteps(page, ['548', '612'], true);
    });

    await context.setOffline(false);
    // The deploy, last online: the site's copy in this context is complete (it answered every page offline).
    await test.step('a new build deployed over the first shows the update notice; the open page keeps its own build until Reload', async () => {
      await expect(page.getByTestId('update-notice')).toHaveCount(0);
      // A second tab of the first build.
      const other = await context.newPage();
      await other.goto('#/data?lang=en');
      await expect(other.getByTestId('closes-chart')).toHaveAttribute('data-drawn', 'true');

      // The next deploy: a changed page, and a route's chunk renamed away (the old name is gone from the host).
      const index = join(dir, 'index.html');
      await writeFile(index, (await readFile(index, 'utf8')).replace('</head>', '<meta name="build" content="second" /></head>'));
      const worker = join(dir, 'site-worker.js');
      await writeFile(worker, (await readFile(worker, 'utf8')).replace(/"revision":"\w+","url":"index\.html"/, '"revision":"second","url":"index.html"'));
      const toolsChunk = (await readdir(join(dir, 'assets'))).find((f) => /^ToolsPage-.*\.js$/.test(f));
      await rm(join(dir, 'assets', toolsChunk!));
      await server.serve(dir);

      await page.goto('#/labs/hogar?lang=en');
      await page.reload();
      // The page registers the worker (which finds the new build) only once its network is quiet, up to 15 s.
      await expect(page.getByTestId('update-notice')).toContainText('A new version of the lab is ready.', { timeout: 60_000 });
      // Still the first build, whole: the route whose chunk the host no longer has loads from the first build's copy.
      await page.goto('#/tools?lang=en');
      await page.locator('button[data-example="noticias"]').click();
      await expect(page.getByTestId('tool-result')).toContainText('Un fondo ofrece comprar Busmar Hogar');
      expect(await page.locator('meta[name="build"]').count()).toBe(0);

      await page.getByTestId('update-notice').getByRole('button', { name: 'Reload' }).click();
      await expect(page.locator('meta[name="build"]')).toHaveAttribute('content', 'second');
      await expect(page.getByTestId('update-notice')).toHaveCount(0);
      expect(await registeredWorkers(page)).toEqual([`${server.url}site-worker.js`]);
      // The other tab: the new build took over under it, so it asks for a reload too, and gets the new build.
      await expect(other.getByTestId('update-notice')).toContainText('A new version of the lab is ready.');
      await other.getByTestId('update-notice').getByRole('button', { name: 'Reload' }).click();
      await expect(other.locator('meta[name="build"]')).toHaveAttribute('content', 'second');
      await expect(other.getByTestId('closes-chart')).toHaveAttribute('data-drawn', 'true');
      await other.close();
    });

    await test.step('back online, Clear removes the site and the model files and the worker, and the page goes on working', async () => {
      if (!(await readout.evaluate((details) => (details as HTMLDetailsElement).open))) await readout.locator('summary').click();
      await page.getByTestId('storage-clear').click();
      await page.getByTestId('storage-clear-confirm').click();
      await expect(page.getByTestId('offline-short')).toHaveText('cleared');
      await expect(page.getByTestId('storage-used')).toContainText('Storage used: site 0 B, local model files (0) 0 B');
      expect((await cacheNames()).filter((name) => name.startsWith('workbox-precache') || name === 'transformers-cache')).toEqual([]);
      expect(await registeredWorkers(page)).toEqual([]);
      // The page still works until it is left.
      await page.goto('#/tools?lang=en');
      await page.locator('button[data-example="noticias"]').click();
      await expect(page.getByTestId('tool-result')).toContainText('Un fondo ofrece comprar Busmar Hogar');
    });
  });
});

// The manifest needs no worker: none installs here.
test.describe(() => {
  test.use({ serviceWorkers: 'block' });

  test('the site can be installed: its manifest names it, starts inside the sub-path and has its icons', async ({ page, request, baseURL }) => {
    await page.goto('./#/?lang=en');
    const href = await page.locator('link[rel="manifest"]').getAttribute('href');
    const manifestUrl = new URL(href!, baseURL);
    const manifest = (await (await request.get(manifestUrl.href)).json()) as { name: string; start_url: string; scope: string; display: string; icons: { src: string; sizes: string }[] };
    expect(manifest).toMatchObject({ name: 'Agent Loop Lab', display: 'standalone' });
    expect(new URL(manifest.start_url, manifestUrl).href).toBe(baseURL);
    expect(new URL(manifest.scope, manifestUrl).href).toBe(baseURL);
    expect(manifest.icons.map((i) => i.sizes)).toEqual(expect.arrayContaining(['192x192', '512x512']));
    for (const icon of manifest.icons) expect((await request.get(new URL(icon.src, manifestUrl).href)).ok(), icon.src).toBe(true);
  });
});

test('without the worker: a route whose chunk the host lost shows the new-version notice; offline, a route never saved says so', async ({ browser, baseURL }) => {
  const context = await browser.newContext({ baseURL: baseURL!, serviceWorkers: 'block' });
  try {
    const page = await context.newPage();
    await page.goto('./#/?lang=en');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await page.route('**/assets/ToolsPage-*.js', (route) => route.fulfill({ status: 404, body: 'gone' }));
    await page.getByRole('navigation').getByRole('link', { name: 'Tools', exact: true }).click();
    await expect(page.getByTestId('page-load-failed')).toHaveText('The site was updated while this page was open: reload it to get the new version.');
    await expect(page.getByTestId('update-notice')).toContainText('A new version of the lab is ready.');

    const offline = await context.newPage();
    await offline.goto('./#/?lang=es');
    await expect(offline.getByRole('heading', { level: 1 })).toBeVisible();
    await context.setOffline(true);
    await offline.getByRole('navigation').getByRole('link', { name: 'Datos', exact: true }).click();
    await expect(offline.getByTestId('page-load-failed')).toHaveText(
      'Esta página aún no se guardó para usarla sin conexión y no hay red: vuelve a conectarte y ábrela de nuevo.',
    );
    await expect(offline.getByTestId('update-notice')).toHaveCount(0);
  } finally {
    await context.close();
  }
});
