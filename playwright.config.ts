import { defineConfig } from '@playwright/test';
import { chromiumPath } from './scripts/system-browsers.ts';

// A system Chromium: nothing downloads a browser. CHROMIUM_PATH overrides the default. The headless shell (Debian's
// chromium-headless-shell, the same engine without the browser's windows) comes first: the full browser draws a
// window, a tab strip and an omnibox popup for every page even when headless, about twice the CPU a test costs.
const executablePath = chromiumPath();

export const SUB_PATH = '/some/sub/';
const port = Number(process.env.E2E_PORT ?? 4519);
// E2E_DIST serves another build folder (an engineer's own build while someone else rebuilds dist).
const dist = process.env.E2E_DIST ?? 'dist';

/**
 * How every test's Chromium starts. WebGPU (--enable-unsafe-webgpu, the software adapter) only where
 * local-webgpu.spec.ts asks for it: that spec then gets a browser of its own, and no other test shares the GPU
 * process that ran the software adapter (a test run in the same browser after it once stalled for its whole timeout,
 * waiting for the page to paint).
 */
export const launchOptions = {
  executablePath,
  args: [
    '--no-sandbox',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
    '--no-first-run',
    '--disable-quic',
    // Pages drawn by the software compositor: without it the headless shell composites through SwiftShader's
    // emulated GL, CPU the two cores pay on every frame of every test (the WebGPU spec swaps it for its own flags).
    '--disable-gpu',
    // WebAssembly on V8's baseline compiler only: every fresh context compiles ONNX Runtime's 14 MB of WASM,
    // and the optimizing tier recompiled it in the background, on the same two cores, for runs of a few
    // tokens that never repay it (a tiny-model load and run took 6.5 s with it, 4.5 s without). Same code,
    // same results; the bench measures the site with V8's defaults.
    // JavaScript likewise stops at V8's mid tier (Maglev): TurboFan's background compiles, for pages that live a
    // few seconds, cost more than they saved (about 4 % of the suite's CPU here, in A/B runs of two sets of specs).
    // Stopping one tier lower (Sparkplug) costs more where the tokenizer and the model's JavaScript run hot.
    '--js-flags=--liftoff-only --max-opt=2',
  ],
};

export default defineConfig({
  testDir: 'tests/e2e',
  timeout: 120_000,
  expect: { timeout: 20_000 },
  fullyParallel: false,
  // Two workers on a two-core machine: a test spends much of its time waiting on the page's own workers and
  // timers. E2E_WORKERS overrides it.
  workers: Number(process.env.E2E_WORKERS ?? 2),
  // A retry would hide a test that fails one time in three.
  retries: 0,
  reporter: [['list']],
  use: {
    // Service workers only where a spec says so (test.use({ serviceWorkers: 'allow' })): the site's worker
    // precaches ~13 MB in every fresh context, work that competes with the test for the machine's two cores.
    serviceWorkers: 'block',
    baseURL: `http://localhost:${port}${SUB_PATH}`,
    launchOptions,
  },
  webServer: {
    // The built site, served by a plain static server under a sub-path, as any static host would.
    // The tiny test models (npm run fixture:model) are served as the site's models/ folder.
    command: `npx tsx scripts/serve-static.ts ${dist} ${SUB_PATH} ${port} --mount models=tests/fixtures/models`,
    url: `http://localhost:${port}${SUB_PATH}`,
    reuseExistingServer: !process.env.CI,
    timeout: 60_000,
  },
});
