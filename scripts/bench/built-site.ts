// The browser benches' setting: the current source built into a temporary folder, served gzip-encoded under a
// sub-path by the static server in this process (so a bench can see every response), and a system Chromium.
// BENCH_BUILT=<folder> serves a site built beforehand instead (an older commit's, to compare in one run);
// serveSite serves another beside it.
import { chromium, type Browser } from '@playwright/test';
import { existsSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { build } from 'vite';
import { serveStatic, type StaticServerOptions } from '../serve-static.ts';
import { freePort } from '../free-port.ts';

const SUB_PATH = '/bench/';

export async function withBuiltSite<T>(onResponse: StaticServerOptions['onResponse'], use: (site: string, browser: Browser) => Promise<T>): Promise<T> {
  const prebuilt = process.env.BENCH_BUILT;
  if (prebuilt !== undefined && !existsSync(join(prebuilt, 'index.html'))) {
    throw new Error(`BENCH_BUILT=${prebuilt} holds no built site (no index.html): build one there with \`vite build --outDir\` first`);
  }
  const outDir = prebuilt ?? (await mkdtemp(join(tmpdir(), 'agent-loop-lab-site-')));
  const server = await serveSite(outDir, onResponse);
  const executablePath = process.env.CHROMIUM_PATH ?? (existsSync('/usr/bin/chromium') ? '/usr/bin/chromium' : undefined);
  try {
    if (!prebuilt) await build({ logLevel: 'warn', build: { outDir, emptyOutDir: true } });
    const browser = await chromium.launch({ executablePath, args: ['--no-sandbox', '--disable-background-networking', '--no-first-run'] });
    try {
      return await use(server.site, browser);
    } finally {
      await browser.close();
    }
  } finally {
    server.close();
    if (!prebuilt) await rm(outDir, { recursive: true, force: true });
  }
}

/** A built site in `folder`, served as withBuiltSite serves its own (a second one to compare with). */
export async function serveSite(folder: string, onResponse?: StaticServerOptions['onResponse']): Promise<{ site: string; close(): void }> {
  const port = await freePort();
  const server = await serveStatic({ root: folder, subPath: SUB_PATH, port, gzip: true, ...(onResponse ? { onResponse } : {}) });
  return { site: `http://localhost:${port}${SUB_PATH}`, close: () => server.close() };
}
