// What the lab keeps in this browser, for the one "storage used / clear" readout: the site's copy for offline use
// (the service worker's precache) and the local model's files (transformers.js's cache, ONNX Runtime's WASM
// included), beside what the browser says the whole origin uses. Clearing removes both and unregisters the
// worker; a table the student uploaded (IndexedDB) is theirs and stays.
import { MODEL_CACHE, PRECACHE_PREFIX } from '../../site-worker/cache-names.ts';
import { forgoSiteWorker, SITE_WORKER_FILE, siteBase } from '../../site-worker/site-worker-client.ts';

export interface SiteStorage {
  /** The whole origin, as the browser estimates it (caches, IndexedDB…); absent where it does not say. */
  usage?: number;
  quota?: number;
  /** Bytes of the site's offline copy and of the model files. */
  siteBytes: number;
  modelBytes: number;
  modelFiles: number;
}

/** Files and bytes of one Cache API cache. */
export async function cacheBytes(name: string): Promise<{ files: number; bytes: number }> {
  const cache = await caches.open(name);
  let bytes = 0;
  const keys = await cache.keys();
  for (const request of keys) {
    const response = await cache.match(request);
    if (!response) continue;
    // transformers.js and Workbox keep Content-Length when the host sent one; else the body says.
    const length = Number(response.headers.get('content-length'));
    bytes += Number.isFinite(length) && length > 0 ? length : (await response.blob()).size;
  }
  return { files: keys.length, bytes };
}

function ownCaches(names: readonly string[]): { site: string[]; model: string[] } {
  return { site: names.filter((n) => n.startsWith(PRECACHE_PREFIX)), model: names.filter((n) => n === MODEL_CACHE) };
}

// Readings and Clears take turns: a reading begun before a Clear (reading 12 MB of cache takes a while) would
// otherwise land after the Clear's own reading, showing the deleted bytes, or reopen a cache the Clear deleted.
let turn: Promise<unknown> = Promise.resolve();
function inTurn<T>(work: () => Promise<T>): Promise<T> {
  const next = turn.then(work, work);
  turn = next.catch(() => undefined);
  return next;
}

/** Undefined where the Cache API does not exist (plain http off localhost). */
export function readSiteStorage(): Promise<SiteStorage | undefined> {
  return inTurn(readNow);
}

async function readNow(): Promise<SiteStorage | undefined> {
  if (typeof caches === 'undefined') return undefined;
  const own = ownCaches(await caches.keys());
  const site = await Promise.all(own.site.map(cacheBytes));
  const model = await Promise.all(own.model.map(cacheBytes));
  const estimate = await navigator.storage?.estimate?.().catch(() => undefined);
  return {
    ...(estimate?.usage !== undefined ? { usage: estimate.usage } : {}),
    ...(estimate?.quota !== undefined ? { quota: estimate.quota } : {}),
    siteBytes: site.reduce((sum, c) => sum + c.bytes, 0),
    modelBytes: model.reduce((sum, c) => sum + c.bytes, 0),
    modelFiles: model.reduce((sum, c) => sum + c.files, 0),
  };
}

/** Deletes the site's copy and the model files, and unregisters the site's worker (the next visit starts afresh). */
export function clearSiteStorage(): Promise<void> {
  return inTurn(clearNow);
}

async function clearNow(): Promise<void> {
  forgoSiteWorker();
  if ('serviceWorker' in navigator) {
    const script = new URL(SITE_WORKER_FILE, siteBase()).href;
    for (const registration of await navigator.serviceWorker.getRegistrations()) {
      const workers = [registration.active, registration.waiting, registration.installing];
      if (workers.some((w) => w?.scriptURL === script)) await registration.unregister();
    }
  }
  if (typeof caches === 'undefined') return;
  const own = ownCaches(await caches.keys());
  await Promise.all([...own.site, ...own.model].map((name) => caches.delete(name)));
}
