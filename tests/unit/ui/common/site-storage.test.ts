// The storage readout's reading and its Clear take turns: a reading begun before a Clear (slow over 12 MB of cache)
// once landed after the Clear's own reading and showed the deleted site again (a CI run saw "site 12 MB" after Clear).
import { afterAll, describe, expect, it, vi } from 'vitest';
import { clearSiteStorage, readSiteStorage } from '../../../../src/ui/common/site-storage.ts';

/** A CacheStorage like the browser's (open creates a missing cache), whose first listing of entries waits on `gate`. */
function fakeCaches(gate: Promise<void>) {
  const stores = new Map<string, Map<string, Response>>();
  let waited = false;
  const store = (name: string) => {
    if (!stores.has(name)) stores.set(name, new Map());
    return stores.get(name)!;
  };
  const cacheOf = (name: string) => ({
    async keys() {
      const entries = [...store(name).keys()];
      if (!waited) {
        waited = true;
        await gate;
      }
      return entries.map((url) => new Request(url));
    },
    async match(request: Request) {
      return store(name).get(request.url);
    },
  });
  const site = store('workbox-precache-v2-http://localhost/');
  site.set('http://localhost/index.html', new Response('', { headers: { 'content-length': '12000000' } }));
  return {
    stores,
    api: {
      keys: async () => [...stores.keys()],
      open: async (name: string) => cacheOf(name),
      delete: async (name: string) => stores.delete(name),
    },
  };
}

describe('site storage', () => {
  afterAll(() => vi.unstubAllGlobals());

  it('a reading begun before a Clear lands before it, and the reading after the Clear sees nothing left', async () => {
    let release!: () => void;
    const caches = fakeCaches(new Promise<void>((resolve) => (release = resolve)));
    vi.stubGlobal('caches', caches.api);
    vi.stubGlobal('navigator', {});

    const landed: string[] = [];
    const before = readSiteStorage().then((s) => (landed.push('before'), s));
    const clear = clearSiteStorage().then(() => landed.push('clear'));
    const after = readSiteStorage().then((s) => (landed.push('after'), s));
    await new Promise((resolve) => setTimeout(resolve, 10));
    release();
    await Promise.all([before, clear, after]);

    expect(landed).toEqual(['before', 'clear', 'after']);
    expect((await before)?.siteBytes).toBe(12_000_000);
    expect((await after)?.siteBytes).toBe(0);
    // Nothing reopened the deleted cache.
    expect([...caches.stores.keys()]).toEqual([]);
  });
});
