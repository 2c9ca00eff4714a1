/// <reference lib="webworker" />
// The site's one service worker (built by vite-plugin-pwa's injectManifest into site-worker.js):
// - precaches the build (every route's JS and CSS, the data files, the token counter) with Workbox, so the lab
//   works offline after one visit; a new build waits until the page asks for it (the "New version" notice);
// - leaves ONNX Runtime's WASM (14 MB, or 27 MB with WebGPU) out of the precache: a student who never opens #/local never downloads it;
//   once the local model asks for it, transformers.js keeps it in its Cache API cache with the model's files
//   and tokenizer (it looks there before the network), so the local model works offline too;
// - answers the simulated APIs with the same MSW handlers the Node tests use (msw's getResponse), so each
//   request is still visible in the Network panel;
// - relays the lab's MCP servers (mcp/<kit>) to a tab of the site, where they run with their tools' state
//   (mcp-relay.ts): the worker runs no server, but each JSON-RPC request shows in the Network panel;
// - adds COOP/COEP to the site's responses, so the page is cross-origin isolated on any static host.
import { clientsClaim, type WorkboxPlugin } from 'workbox-core';
import { addPlugins, cleanupOutdatedCaches, createHandlerBoundToURL, precacheAndRoute } from 'workbox-precaching';
import { NavigationRoute, registerRoute } from 'workbox-routing';
import { NetworkOnly } from 'workbox-strategies';
import { withIsolation } from './isolation-headers.ts';
import { mcpRelay } from './mcp-relay.ts';
import { MCP_HOST } from './mcp-relay-messages.ts';
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

// The lab's MCP servers (Streamable HTTP: POST, GET, DELETE), answered by a tab that holds them.
const mcp = mcpRelay(self.registration.scope, self.clients);
for (const method of ['POST', 'GET', 'DELETE'] as const) {
  registerRoute(({ url }) => mcp.matches(url), ({ request, event }) => mcp.respond(request, (event as FetchEvent).clientId), method);
}

// Anything else of the site (ONNX Runtime's WASM, a local model's files on the site itself) from the network,
// isolated.
registerRoute(({ sameOrigin }) => sameOrigin, new NetworkOnly({ plugins: [isolation] }));

// The page's "Reload" on the new-version notice: the waiting build takes over, then every tab reloads. A tab that
// holds the MCP servers says so.
self.addEventListener('message', (event) => {
  const type = (event.data as { type?: unknown } | null)?.type;
  if (type === SKIP_WAITING) void self.skipWaiting();
  if (type === MCP_HOST && event.source instanceof Client) mcp.noteHost(event.source.id);
});
