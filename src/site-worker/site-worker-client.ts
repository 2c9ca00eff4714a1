// The page's side of the site's service worker (site-worker.ts): registers it once per page, whichever route
// was opened first, says whether it answers this page (the simulators ask), whether the site is kept for
// offline use, and whether a new build waits; "Reload" lets the new build take over and reloads, so a page is
// never half old and half new. workbox-window does the registration's bookkeeping.
import { Workbox } from 'workbox-window';
import { errorMessage } from '../core/errors/error-message.ts';

export const SITE_WORKER_FILE = 'site-worker.js';

export type SiteWorkerStatus =
  /** No service worker here (a private window that forbids them, file://, plain http off localhost). */
  | 'unavailable'
  /** Registered, downloading the site for offline use (first visit). */
  | 'installing'
  /** The site is kept: every route works offline. */
  | 'offline-ready'
  | 'failed';

export interface SiteWorkerState {
  status: SiteWorkerStatus;
  /** The worker answers this page's requests (the simulated APIs go through it, visible in the Network panel). */
  controlled: boolean;
  /** A new build is installed and waits for "Reload". */
  updateWaiting: boolean;
  /** Why the worker is unavailable or failed (English; the UI words the common cases in both languages). */
  reason?: string;
}

type Listener = (state: SiteWorkerState) => void;

const listeners = new Set<Listener>();
let state: SiteWorkerState = { status: 'installing', controlled: false, updateWaiting: false };
let workbox: Workbox | undefined;
let started = false;

function set(next: Partial<SiteWorkerState>): void {
  state = { ...state, ...next };
  for (const listener of listeners) listener(state);
}

export function siteWorkerState(): SiteWorkerState {
  return state;
}

/** Calls `listener` now and on every change; returns the unsubscribe. */
export function watchSiteWorker(listener: Listener): () => void {
  listeners.add(listener);
  listener(state);
  return () => listeners.delete(listener);
}

/** The site's base URL (BASE_URL is "./" in the built site, "/" in dev): the worker's script and scope hang from it. */
export function siteBase(): URL {
  return new URL(import.meta.env.BASE_URL, document.baseURI);
}

function unavailableReason(): string | undefined {
  if (!('serviceWorker' in navigator)) return window.isSecureContext ? 'this browser has no service workers' : 'service workers need https or localhost';
  if (import.meta.env.DEV) return 'the dev server has no site worker; a built site has one';
  return undefined;
}

/** True when our worker (not another script) controls this page. */
function ours(worker: ServiceWorker | null | undefined): boolean {
  return worker?.scriptURL === new URL(SITE_WORKER_FILE, siteBase()).href;
}

/**
 * Registers the worker once, after the page's first screen has loaded and the network has gone quiet (its
 * precache downloads the whole site, which must not compete with the first run). Safe to call from every page.
 */
export function startSiteWorker(): void {
  if (started) return;
  started = true;
  const unavailable = unavailableReason();
  if (unavailable) {
    set({ status: 'unavailable', reason: unavailable });
    return;
  }
  set({ controlled: ours(navigator.serviceWorker.controller) });
  navigator.serviceWorker.addEventListener('controllerchange', () => set({ controlled: ours(navigator.serviceWorker.controller) }));
  const register = () => void whenNetworkQuiet().then(registerNow);
  if (document.readyState === 'complete') register();
  else window.addEventListener('load', register, { once: true });
}

/**
 * Resolves once no resource has finished loading for `quietMs` (the route's lazy chunks, the SDKs, the token
 * counter have arrived), or after `maxMs` at the latest: the worker's precache is the whole site, and on a
 * school's slow link it must come after what the student is waiting for.
 */
function whenNetworkQuiet(quietMs = 1500, maxMs = 15_000): Promise<void> {
  return new Promise((resolve) => {
    const done = () => {
      observer.disconnect();
      clearTimeout(quiet);
      clearTimeout(cap);
      resolve();
    };
    let quiet = setTimeout(done, quietMs);
    const cap = setTimeout(done, maxMs);
    const observer = new PerformanceObserver(() => {
      clearTimeout(quiet);
      quiet = setTimeout(done, quietMs);
    });
    observer.observe({ type: 'resource' });
  });
}

/** Clear was pressed in this page: it registers no worker any more (see forgoSiteWorker). */
let forgone = false;

/**
 * Clear (site-storage.ts) removed the worker: a registration this page still holds back until the network goes quiet
 * would bring it back, and the whole site's precache with it. The next visit starts afresh.
 */
export function forgoSiteWorker(): void {
  forgone = true;
}

async function registerNow(): Promise<void> {
  if (forgone) return;
  const base = siteBase();
  const wb = new Workbox(new URL(SITE_WORKER_FILE, base).href, { scope: base.pathname });
  workbox = wb;
  wb.addEventListener('waiting', () => set({ updateWaiting: true }));
  // Another tab let a new build take over: this page's lazy chunks may be gone, so it must reload too.
  wb.addEventListener('controlling', (event) => {
    if (event.isUpdate && !reloading) set({ updateWaiting: true });
  });
  try {
    const registration = await wb.register();
    // Clear pressed while the registration was on its way: it goes too.
    if (forgone) {
      await registration?.unregister();
      return;
    }
    if (!registration) throw new Error('the browser refused to register it');
    // Active means installed: the precache is complete (not `navigator.serviceWorker.ready`, which an older
    // worker of the same scope already satisfies).
    await wb.active;
    set({ status: 'offline-ready', controlled: ours(navigator.serviceWorker.controller) });
  } catch (error) {
    set({ status: 'failed', reason: errorMessage(error) });
  }
}

let reloading = false;

/**
 * "Reload" on the new-version notice: a waiting build takes over, then the page reloads on it; with none waiting
 * (another tab's Reload let it take over, or the host replaced a chunk), the page just reloads.
 */
export async function applyUpdate(): Promise<void> {
  reloading = true;
  const wb = workbox;
  const registration = 'serviceWorker' in navigator ? await navigator.serviceWorker.getRegistration(siteBase().pathname) : undefined;
  if (!wb || !registration?.waiting) {
    location.reload();
    return;
  }
  wb.addEventListener('controlling', () => location.reload());
  wb.messageSkipWaiting();
}

/** A lazy chunk of this build that could not be loaded (a new build replaced it on the host): the same notice. */
export function noteStaleBuild(): void {
  set({ updateWaiting: true });
}

const ISOLATION_RELOAD_KEY = 'agent-loop-lab:isolation-reload';

/**
 * Whether one reload would make this page cross-origin isolated: the worker (which adds COOP/COEP) controls it,
 * but the document was loaded before it did (a first visit).
 */
export function isolationNeedsReload(): boolean {
  return 'serviceWorker' in navigator && ours(navigator.serviceWorker.controller) && !crossOriginIsolated;
}

/**
 * Reloads once so that the page comes back isolated (the #/local page asks on arrival, before any model loads);
 * a tab that already tried and is still not isolated (a browser without COEP) is not reloaded again.
 */
export function reloadForIsolation(): boolean {
  if (crossOriginIsolated) sessionStorage.removeItem(ISOLATION_RELOAD_KEY);
  if (!isolationNeedsReload() || sessionStorage.getItem(ISOLATION_RELOAD_KEY) !== null) return false;
  sessionStorage.setItem(ISOLATION_RELOAD_KEY, '1');
  location.reload();
  return true;
}
