// A copy of the built site on its own static server, which a test can stop (the classroom's network gone) and
// start again on another build (a new deploy), on the same address. The site's service worker is what the
// tests watch: the configured web server never stops, so it cannot show either.
import { spawn, type ChildProcess } from 'node:child_process';
import { cp, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, type Browser, type BrowserContext, type Page } from '@playwright/test';
import { SUB_PATH } from '../../playwright.config.ts';
import { freePort } from '../../scripts/free-port.ts';

const BUILT = process.env.E2E_DIST ?? 'dist';

/** A fresh copy of the build, to change as a new deploy would. */
export async function copyOfBuild(): Promise<string> {
  const dir = await mkdtemp(join(tmpdir(), 'lab-site-'));
  await cp(BUILT, dir, { recursive: true });
  return dir;
}

export class SiteServer {
  private process: ChildProcess | undefined;
  private constructor(readonly port: number) {}

  static async start(dir: string): Promise<SiteServer> {
    const server = new SiteServer(await freePort());
    await server.serve(dir);
    return server;
  }

  get url(): string {
    return `http://localhost:${this.port}${SUB_PATH}`;
  }

  /** Serves `dir` (the tiny test models as its models/ folder), once the previous build is stopped. */
  async serve(dir: string): Promise<void> {
    await this.stop();
    // node itself (not npx), so that stopping it stops the server.
    const args = ['--import', 'tsx', 'scripts/serve-static.ts', dir, SUB_PATH, String(this.port), '--mount', 'models=tests/fixtures/models'];
    const child = spawn(process.execPath, args, { stdio: 'ignore' });
    this.process = child;
    const until = Date.now() + 30_000;
    while (Date.now() < until) {
      if ((await fetch(this.url).catch(() => undefined))?.ok) return;
      await new Promise((r) => setTimeout(r, 100));
    }
    throw new Error(`${this.url} did not answer`);
  }

  async stop(): Promise<void> {
    const child = this.process;
    this.process = undefined;
    if (!child || child.exitCode !== null) return;
    const exited = new Promise((resolve) => child.once('exit', resolve));
    child.kill();
    await exited;
    // The address answers no more.
    await expect.poll(async () => (await fetch(this.url).catch(() => undefined)) === undefined).toBe(true);
  }
}

export async function removeBuild(dir: string): Promise<void> {
  await rm(dir, { recursive: true, force: true });
}

export interface OwnSite {
  dir: string;
  server: SiteServer;
  context: BrowserContext;
  page: Page;
}

/** A copy of the build on its own server, a context whose base is it and a page; all of it gone afterwards. */
export async function onOwnSite(browser: Browser, use: (site: OwnSite) => Promise<void>): Promise<void> {
  const dir = await copyOfBuild();
  const server = await SiteServer.start(dir);
  // The site's worker is what these tests watch (the config blocks service workers elsewhere).
  const context = await browser.newContext({ baseURL: server.url, serviceWorkers: 'allow' });
  try {
    await use({ dir, server, context, page: await context.newPage() });
  } finally {
    await context.close();
    await server.stop();
    await removeBuild(dir);
  }
}

/** Waits until the site's worker has saved the site and controls the page (the footer readout says so). */
export async function siteWorkerReady(page: Page): Promise<void> {
  await expect(page.getByTestId('site-storage')).toHaveAttribute('data-offline', 'offline-ready', { timeout: 60_000 });
  await siteWorkerControls(page);
}

/**
 * Waits until the site's worker controls the page: it took over once its precache was complete. For a second tab
 * of a first visit, whose footer readout is read after a reload: a tab that registers while the other tab's worker
 * is still installing never hears that worker become active (workbox-window only follows a worker it saw found or
 * found controlling), and its readout stays at "installing" until the page is loaded again.
 */
export async function siteWorkerControls(page: Page): Promise<void> {
  await expect
    .poll(() => page.evaluate(() => navigator.serviceWorker.controller?.scriptURL ?? ''), { timeout: 60_000 })
    .toMatch(/\/site-worker\.js$/);
}

/** Every service worker registered for the page's origin, by script. */
export function registeredWorkers(page: Page): Promise<string[]> {
  return page.evaluate(async () =>
    (await navigator.serviceWorker.getRegistrations()).map((r) => (r.active ?? r.waiting ?? r.installing)?.scriptURL ?? '?'),
  );
}

/**
 * Opens `url` in a page the site's worker already controls (a spec that calls it allows service workers), as a second visit is: a first visit's first runs are
 * answered in the page, unseen by the network log, until the worker has saved the site and taken over.
 */
export async function openControlled(page: Page, url: string): Promise<void> {
  await page.goto('./#/?lang=en');
  await siteWorkerReady(page);
  await page.goto(url);
}

/** Exactly one service worker, the site's, whose scope is the site's base (`base`, under the sub-path). */
export async function expectOneSiteWorker(page: Page, base: string): Promise<void> {
  expect(await registeredWorkers(page)).toEqual([`${base}site-worker.js`]);
  expect(new URL(base).pathname).toBe(SUB_PATH);
  const scope = await page.evaluate(async () => (await navigator.serviceWorker.getRegistration())?.scope);
  expect(scope).toBe(base);
}
