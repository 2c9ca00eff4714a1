import { defineConfig } from 'vitest/config';
import { svelte } from '@sveltejs/vite-plugin-svelte';

// COOP/COEP make the page cross-origin isolated, so onnxruntime-web can run multi-threaded WASM.
const isolation = {
  'Cross-Origin-Opener-Policy': 'same-origin',
  'Cross-Origin-Embedder-Policy': 'require-corp',
};

export default defineConfig({
  // A relative base lets the built site work unchanged from any sub-path of any static host.
  base: './',
  plugins: [svelte()],
  server: { headers: isolation },
  preview: { headers: isolation },
  build: { target: 'es2022', chunkSizeWarningLimit: 4096 },
  worker: { format: 'es' },
  test: {
    include: ['tests/unit/**/*.test.ts', 'src/**/*.test.ts'],
    environment: 'node',
    testTimeout: 60_000,
    // Builds the tiny local-model fixture when missing (tests/fixtures/models/ is git-ignored).
    globalSetup: ['tests/unit/llm/global-setup.ts'],
  },
});
