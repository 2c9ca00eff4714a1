/// <reference lib="webworker" />
// The site's one service worker (built by vite-plugin-pwa's injectManifest into site-worker.js):
// - precaches the build (every route's JS and CSS, the data files, the token counter) with Workbox, so the lab
//   works offline after one visit; a new build waits until the page asks for it (the "New version" notice);
// - leaves ONNX Runtime's 27 MB WASM out of the precache: a student who never opens #/local never downloads it;
//   once the local model asks for it, transformers.js keeps it in its Cache API cache with the model's files
//   and tokenizer (it looks there before the network), so the local model works offline too;
// - answers the simulated APIs with the same MSW handlers the Node tests use (msw's getResponse), so each
//   request is still visible in the Network panel;
// - adds COOP/COEP to the site's responses, so the page is cross-origin isolated on any static host.
import { clientsClaim, type WorkboxPlugin } from 'workbox-core';
import { addPlugins, cleanupOutdatedCaches, createHandlerBoundToURL, precacheAndRoute } from 'workbox-precaching';
import { NavigationRoute, registerRoute } from 'workbox-routing';
import { NetworkOnly } from 'workbox-strategies';
import { withIsolation } from './isolation-headers.ts';
import { simResponder } from './sim-responder.ts';
import { SKIP_WAITING } from './site-worker-messages.ts';

declare const self: ServiceWorkerGlobalScope & { __WB_MANIFEST: (string | { url: string; revision: string | null })[] };

const isolation: WorkboxPlugin = { handlerWillRespond: async ({ response }) => withIsolation(response) };

clientsClaim();
cleanupOutdatedCaches();
addPlugins([isolation]);
precacheAndRoute(self.__WB_MANIFEST);

// Navigations inside the site (any query, any sub-path) get the precached page.
registerRoute(new NavigationRoute(createHandlerBoundToURL('index.html')));

// The simulated APIs: the page's SDKs send to <scope>sim/…, as they would to a provider.
const sims = simResponder(self.registration.scope);
for (const method of ['POST', 'GET'] as const) registerRoute(({ url }) => sims.matches(url), ({ request }) => sims.respond(request), method);

// Anything else of the site (ONNX Runtime's WASM, a local model's files on the site itself) from the network,
// isolated.
registerRoute(({ sameOrigin }) => sameOrigin, new NetworkOnly({ plugins: [isolation] }));

// The page's "Reload" on the new-version notice: the waiting build takes over, then every tab reloads.
self.addEventListener('message', (event) => {
  if ((event.data as { type?: unknown } | null)?.type === SKIP_WAITING) void self.skipWaiting();
});
