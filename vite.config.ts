import { defineConfig } from 'vitest/config';
import { svelte } from '@sveltejs/vite-plugin-svelte';
import { fileURLToPath } from 'node:url';

// COOP/COEP make the page cross-origin isolated, so onnxruntime-web can run multi-threaded WASM.
const isolation = {
  'Cross-Origin-Opener-Policy': 'same-origin',
  'Cross-Origin-Embedder-Policy': 'require-corp',
};

export default defineConfig({
  // A relative base lets the built site work unchanged from any sub-path of any static host.
  base: './',
  plugins: [svelte()],
  // MSW's cookie jar pulls in tldts and its public-suffix list (~108 KB gzipped); the fake endpoints set no
  // cookies, so the page build gets a two-line stand-in. Node tests run MSW from node_modules, untouched.
  resolve: { alias: { tldts: fileURLToPath(new URL('./src/sim-browser/tldts-get-domain.ts', import.meta.url)) } },
  server: { headers: isolation },
  preview: { headers: isolation },
  build: { target: 'es2022', chunkSizeWarningLimit: 4096 },
  worker: { format: 'es' },
  test: {
    include: ['tests/unit/**/*.test.ts'],
    environment: 'node',
    testTimeout: 60_000,
    // Builds the tiny local-model fixture when missing (tests/fixtures/models/ is git-ignored).
    globalSetup: ['tests/unit/llm/global-setup.ts'],
  },
});
