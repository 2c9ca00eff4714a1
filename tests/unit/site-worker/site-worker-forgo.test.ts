// Clear while the page still holds its registration back (until the network goes quiet), or while it is on its
// way: the worker must not come back, with the whole site's precache. The page's globals are stand-ins; the
// registration is workbox-window's, mocked. (The offline e2e test asserts the same after a real Clear.)
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

interface Registered {
  unregistered: boolean;
}

let registered: Registered[];
let releaseRegister: (() => void) | undefined;
let holdRegister = false;

beforeEach(() => {
  registered = [];
  releaseRegister = undefined;
  holdRegister = false;
  vi.useFakeTimers();
  // A built site: the dev server registers no worker.
  vi.stubEnv('DEV', false);
  vi.stubGlobal('document', { readyState: 'complete', baseURI: 'https://school.example/lab/' });
  vi.stubGlobal('window', { isSecureContext: true, addEventListener: () => undefined });
  vi.stubGlobal('navigator', { serviceWorker: { controller: null, addEventListener: () => undefined } });
  vi.stubGlobal('PerformanceObserver', class { observe() {} disconnect() {} });
  vi.doMock('workbox-window', () => ({
    Workbox: class {
      addEventListener() {}
      async register() {
        if (holdRegister) await new Promise<void>((resolve) => (releaseRegister = resolve));
        const registration: Registered & { unregister(): Promise<boolean> } = {
          unregistered: false,
          unregister: async () => ((registration.unregistered = true), true),
        };
        registered.push(registration);
        return registration;
      }
      get active() {
        return Promise.resolve({});
      }
    },
  }));
});

afterEach(() => {
  vi.doUnmock('workbox-window');
  vi.unstubAllGlobals();
  vi.unstubAllEnvs();
  vi.useRealTimers();
});

// A fresh copy of the module for each test (its registration happens once per page), without resetting every module
// the worker's other test files share.
type Client = typeof import('../../../src/site-worker/site-worker-client.ts');
// (TypeScript knows no module by a path with a query; the copies are the module's own type.)
const copies = [
  // @ts-expect-error: the module by a path with a query, a copy of its own
  () => import('../../../src/site-worker/site-worker-client.ts?copy=1'),
  // @ts-expect-error: as above
  () => import('../../../src/site-worker/site-worker-client.ts?copy=2'),
  // @ts-expect-error: as above
  () => import('../../../src/site-worker/site-worker-client.ts?copy=3'),
] as (() => Promise<Client>)[];
let used = 0;
const client = () => copies[used++]!();

describe('Clear and the site worker’s registration', () => {
  it('registers once the network has gone quiet', async () => {
    const { startSiteWorker } = await client();
    startSiteWorker();
    await vi.advanceTimersByTimeAsync(2_000);
    expect(registered.map((r) => r.unregistered)).toEqual([false]);
  });

  it('a Clear before the network goes quiet: no registration comes after it', async () => {
    const { forgoSiteWorker, startSiteWorker } = await client();
    startSiteWorker();
    forgoSiteWorker();
    await vi.advanceTimersByTimeAsync(20_000);
    expect(registered).toEqual([]);
  });

  it('a Clear while the registration is on its way: it is unregistered as it arrives', async () => {
    holdRegister = true;
    const { forgoSiteWorker, startSiteWorker, siteWorkerState } = await client();
    startSiteWorker();
    await vi.advanceTimersByTimeAsync(2_000);
    forgoSiteWorker();
    releaseRegister?.();
    await vi.advanceTimersByTimeAsync(0);
    expect(registered.map((r) => r.unregistered)).toEqual([true]);
    expect(siteWorkerState().status).not.toBe('offline-ready');
  });
});
