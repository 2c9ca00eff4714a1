import { defineConfig } from 'vitest/config';
import { svelte } from '@sveltejs/vite-plugin-svelte';
import { VitePWA } from 'vite-plugin-pwa';
import { sameOnnxruntime } from './scripts/vite/same-onnxruntime.ts';
import { shippedTokenizer } from './scripts/vite/shipped-tokenizer.ts';
import { noEntryPreload } from './scripts/vite/no-entry-preload.ts';
import { o200kRanksJson } from './scripts/vite/o200k-ranks-json.ts';
import { siteWorkerWithoutAdapters } from './scripts/vite/site-worker-without-adapters.ts';
import { fileURLToPath } from 'node:url';
import { availableParallelism } from 'node:os';

// COOP/COEP make the page cross-origin isolated, so onnxruntime-web can run multi-threaded WASM.
const isolation = {
  'Cross-Origin-Opener-Policy': 'same-origin',
  'Cross-Origin-Embedder-Policy': 'require-corp',
};

export default defineConfig({
  // A relative base lets the built site work unchanged from any sub-path of any static host.
  base: './',
  plugins: [
    svelte(),
    sameOnnxruntime(fileURLToPath(new URL('.', import.meta.url))),
    noEntryPreload(),
    // The default model's tokenizer (tokenizers/…/): #/local's prompts and token counts without the weights.
    shippedTokenizer(fileURLToPath(new URL('./third_party/qwen2.5/chat_template.jinja', import.meta.url))),
    // The site's one service worker (src/site-worker/site-worker.ts), built with the precache manifest of this
    // build; the page registers it itself (src/site-worker/site-worker-client.ts), after its first screen.
    VitePWA({
      strategies: 'injectManifest',
      srcDir: 'src/site-worker',
      filename: 'site-worker.ts',
      injectRegister: false,
      registerType: 'prompt',
      manifest: {
        name: 'Agent Loop Lab',
        short_name: 'Agent Loop Lab',
        description: 'Learn how tool-calling agents work and fail, in the browser. / Aprende cómo funcionan y fallan los agentes que llaman herramientas, en el navegador.',
        start_url: './',
        scope: './',
        display: 'standalone',
        background_color: '#ffffff',
        theme_color: '#1f4e79',
        icons: [
          { src: 'icon-192.png', sizes: '192x192', type: 'image/png' },
          { src: 'icon-512.png', sizes: '512x512', type: 'image/png' },
          { src: 'icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
          { src: 'icon.svg', sizes: 'any', type: 'image/svg+xml' },
        ],
      },
      injectManifest: {
        // A classic worker: module service workers are not in every browser a school has.
        rollupFormat: 'iife',
        globPatterns: ['**/*.{js,css,html,parquet,png,svg,webmanifest}', 'tokenizers/**/*.json'],
        // ONNX Runtime's WASM (14 MB, 27 MB for WebGPU) is kept by transformers.js once the local model asks for it; a class's copy of
        // the model (models/, laid out by `npm run model:pack`) by transformers.js's cache, never twice by this one.
        globIgnores: ['**/*.wasm', 'models/**'],
        // The o200k token counter is one 2 MB chunk; the shipped tokenizer.json is 4.8 MB.
        maximumFileSizeToCacheInBytes: 6 * 1024 * 1024,
        // The worker counts the in-page simulators' `usage` with o200k_base too; it plays the simulators without the
        // SDK adapters the shapes' table names beside them.
        buildPlugins: { vite: [o200kRanksJson(), siteWorkerWithoutAdapters()] },
      },
    }),
  ],
  // MSW's cookie store needs localStorage (absent in a service worker) and pulls in tough-cookie and the
  // public-suffix list (~110 KB gzipped); the fake endpoints use no cookies, so both builds (the page and, as
  // vite-plugin-pwa passes `resolve` on, the site worker) get an empty stand-in. Node tests run MSW untouched.
  resolve: {
    alias: [{ find: /^\.\.\/cookieStore\.mjs$/, replacement: fileURLToPath(new URL('./src/sim-browser/msw-cookie-store.ts', import.meta.url)) }],
  },
  server: { headers: isolation },
  preview: { headers: isolation },
  build: { target: 'es2022', chunkSizeWarningLimit: 4096 },
  // The counting worker is where the page's o200k_base loads (a worker's build takes its own plugins).
  worker: { format: 'es', plugins: () => [o200kRanksJson()] },
  test: {
    include: ['tests/unit/**/*.test.ts'],
    environment: 'node',
    // On a busy machine a hook that loads the tiny model took over Vitest's default 10 s and failed its file.
    testTimeout: 60_000,
    hookTimeout: 60_000,
    // The test files share each worker's modules: isolated, every file imported the SDKs, MSW and transformers.js
    // afresh (179 s of a 12-minute unit phase on a busy two-core machine). No test relies on a fresh module
    // state; one worker a core (Vitest's default leaves a core idle).
    isolate: false,
    maxWorkers: availableParallelism(),
    // The TypeScript modules (the state classes in .svelte.ts among them): the components are the e2e suite's to
    // drive, and a README under src/ is no code to remap.
    coverage: { provider: 'v8', include: ['src/**/*.ts'], reporter: ['text-summary', 'json-summary'] },
    // Builds the tiny local-model fixture when missing (tests/fixtures/models/ is git-ignored).
    globalSetup: ['tests/unit/llm/global-setup.ts'],
  },
});
