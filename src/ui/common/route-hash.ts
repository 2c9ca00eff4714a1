// A page's state as the URL hash writes it (`#/data?ticker=BUSI&lang=es`), and back: plain functions, so the
// bench and the Node tests read and write links exactly as the page does (route.svelte.ts holds the live route).

export type Params = Record<string, string>;

export interface Route {
  path: string;
  params: Params;
}

function decodeQuery(s: string): string {
  try {
    return decodeURIComponent(s.replace(/\+/g, ' '));
  } catch {
    return s;
  }
}

export function parseHash(hash: string): Route {
  const raw = hash.replace(/^#/, '') || '/';
  const q = raw.indexOf('?');
  const path = (q < 0 ? raw : raw.slice(0, q)) || '/';
  const params: Params = {};
  if (q >= 0) {
    for (const pair of raw.slice(q + 1).split('&')) {
      if (!pair) continue;
      const eq = pair.indexOf('=');
      const key = decodeQuery(eq < 0 ? pair : pair.slice(0, eq));
      params[key] = eq < 0 ? '' : decodeQuery(pair.slice(eq + 1));
    }
  }
  return { path: path.startsWith('/') ? path : `/${path}`, params };
}

export function formatHash(path: string, params: Params): string {
  const qs = Object.entries(params)
    .filter(([, v]) => v !== undefined && v !== '')
    .map(([k, v]) => `${encodeURIComponent(k)}=${encodeURIComponent(v)}`)
    .join('&');
  return `#${path}${qs ? `?${qs}` : ''}`;
}

