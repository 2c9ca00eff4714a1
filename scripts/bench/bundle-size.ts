// The JavaScript a browser downloads before anything heavy, in gzip bytes: the shell (index.html's entry and its
// static imports), and the #/apis page with what its first runs import (the OpenAI and Anthropic SDKs of its
// default link), which must stay under 500 KB. The tokenizer and chart.js load later, lazily; they are listed
// for scale. Builds the current source into a temporary folder with Vite's manifest, which names every chunk's
// static and dynamic imports.
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { build } from 'vite';
import type { BenchFigure, BenchSection } from './bench-section.ts';
import { formatCount } from './measure.ts';

/** 500 KB as Vite reports sizes (1 KB = 1,000 bytes), the stricter reading. */
const INITIAL_JS_BUDGET = 500_000;

interface ManifestChunk {
  file: string;
  imports?: string[];
  dynamicImports?: string[];
}

type Manifest = Record<string, ManifestChunk>;

const ROOT = fileURLToPath(new URL('../..', import.meta.url));
const APIS_PAGE = 'src/ui/apis/ApisPage.svelte';
const FIRST_RUN_ADAPTERS = ['src/core/providers/openai-responses-adapter.ts', 'src/core/providers/anthropic-messages-adapter.ts'];
const OTHER_ADAPTERS = ['src/core/providers/openai-chat-adapter.ts', 'src/core/providers/gemini-adapter.ts'];
const TOKENIZER = 'node_modules/gpt-tokenizer/esm/encoding/o200k_base.js';
const TOKEN_CHART = 'src/ui/apis/token-chart.ts';

/** The JavaScript files of `keys` and everything they import statically (what the browser must fetch to run them). */
function staticClosure(manifest: Manifest, keys: readonly string[]): Set<string> {
  const files = new Set<string>();
  const seen = new Set<string>();
  const visit = (key: string) => {
    const chunk = manifest[key];
    if (!chunk || seen.has(key)) return;
    seen.add(key);
    if (chunk.file.endsWith('.js')) files.add(chunk.file);
    for (const dep of chunk.imports ?? []) visit(dep);
  };
  keys.forEach(visit);
  return files;
}

const kb = (bytes: number) => `${(bytes / 1000).toFixed(1)} KB (${formatCount(bytes)} bytes)`;

export const bundleSize: BenchSection = {
  title: 'Bundle size: JavaScript before the tokenizer and the model (gzip, fresh production build)',
  async run() {
    const outDir = await mkdtemp(join(tmpdir(), 'lab-bundle-'));
    try {
      await build({ root: ROOT, logLevel: 'silent', build: { outDir, emptyOutDir: true, manifest: true } });
      const manifest = JSON.parse(await readFile(join(outDir, '.vite', 'manifest.json'), 'utf8')) as Manifest;
      const gzipped = new Map<string, number>();
      const total = async (files: Iterable<string>) => {
        let sum = 0;
        for (const file of files) {
          if (!gzipped.has(file)) gzipped.set(file, gzipSync(await readFile(join(outDir, file))).length);
          sum += gzipped.get(file) ?? 0;
        }
        return sum;
      };
      const missing = [APIS_PAGE, ...FIRST_RUN_ADAPTERS, ...OTHER_ADAPTERS, TOKENIZER].filter((k) => !manifest[k]);
      if (missing.length > 0) throw new Error(`the build's manifest lacks ${missing.join(', ')}`);

      const shell = staticClosure(manifest, ['index.html']);
      const apis = staticClosure(manifest, ['index.html', APIS_PAGE, ...FIRST_RUN_ADAPTERS]);
      const allProviders = staticClosure(manifest, ['index.html', APIS_PAGE, ...FIRST_RUN_ADAPTERS, ...OTHER_ADAPTERS]);
      const minus = (files: Set<string>, loaded: Set<string>) => [...files].filter((f) => !loaded.has(f));
      const apisBytes = await total(apis);
      const withinBudget = apisBytes < INITIAL_JS_BUDGET;
      // The budget is a requirement: npm run bench exits non-zero when the page outgrows it.
      if (!withinBudget) process.exitCode = 1;
      const figures: BenchFigure[] = [
        { label: 'shell: index.html entry and its static imports', value: kb(await total(shell)) },
        {
          label: '#/apis before the tokenizer: shell + page + OpenAI and Anthropic SDKs (its first runs)',
          value: `${kb(apisBytes)} — ${withinBudget ? 'under' : 'OVER'} the 500 KB budget`,
        },
        { label: '#/apis with all four providers (Run all)', value: kb(await total(allProviders)) },
        { label: 'later, lazily: o200k_base tokenizer', value: kb(await total(minus(staticClosure(manifest, [TOKENIZER]), allProviders))) },
        { label: 'later, lazily: chart.js and its annotation plugin', value: kb(await total(minus(staticClosure(manifest, [TOKEN_CHART]), allProviders))) },
      ];
      return figures;
    } finally {
      await rm(outDir, { recursive: true, force: true });
    }
  },
};
