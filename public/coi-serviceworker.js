// Cross-origin isolation for static hosts that cannot send headers (GitHub Pages and the like). Opt-in from the
// #/local page: once registered, it re-serves every response of the site with COOP/COEP, so after one reload the
// page is cross-origin isolated and ONNX Runtime can run multi-threaded WASM. Written for this lab; nothing is
// downloaded at runtime. Note: only one service worker controls a scope, so the simulated-APIs page's worker
// (MSW) replaces this one while it is in use; turning isolation on again registers it again.
self.addEventListener('install', () => self.skipWaiting());
self.addEventListener('activate', (event) => event.waitUntil(self.clients.claim()));

self.addEventListener('fetch', (event) => {
  const request = event.request;
  // A request the browser may only answer from its cache cannot be re-fetched from here.
  if (request.cache === 'only-if-cached' && request.mode !== 'same-origin') return;
  event.respondWith(
    fetch(request).then((response) => {
      // Opaque responses (no-cors, cross-origin) cannot be read or re-headed.
      if (response.status === 0) return response;
      const headers = new Headers(response.headers);
      headers.set('Cross-Origin-Opener-Policy', 'same-origin');
      headers.set('Cross-Origin-Embedder-Policy', 'require-corp');
      headers.set('Cross-Origin-Resource-Policy', 'cross-origin');
      return new Response(response.body, { status: response.status, statusText: response.statusText, headers });
    }),
  );
});
