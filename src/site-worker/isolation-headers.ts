// COOP/COEP on every response the site's service worker gives the page, so the page is cross-origin isolated
// (SharedArrayBuffer, multi-threaded WASM for ONNX Runtime) on any static host, headers or not.

export const ISOLATION_HEADERS: Readonly<Record<string, string>> = {
  'Cross-Origin-Opener-Policy': 'same-origin',
  'Cross-Origin-Embedder-Policy': 'require-corp',
};

/** The response with the isolation headers; an opaque response cannot be read or re-headed and is left alone. */
export function withIsolation(response: Response): Response {
  if (response.type === 'opaque' || response.type === 'opaqueredirect' || response.status === 0) return response;
  const headers = new Headers(response.headers);
  for (const [name, value] of Object.entries(ISOLATION_HEADERS)) headers.set(name, value);
  return new Response(response.body, { status: response.status, statusText: response.statusText, headers });
}
