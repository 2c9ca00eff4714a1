// All page state lives in the URL hash (`#/data?ticker=BUSI&lang=es`), so a link reproduces what is on screen.

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

export const route: Route = $state(parseHash(typeof location === 'undefined' ? '' : location.hash));

if (typeof window !== 'undefined') {
  window.addEventListener('hashchange', () => {
    const next = parseHash(location.hash);
    route.path = next.path;
    route.params = next.params;
  });
}

/** Merge `patch` into the current params (undefined or '' removes a key) and write the hash without a new history entry. */
export function setParams(patch: Record<string, string | undefined>): void {
  const next: Params = { ...route.params };
  for (const [k, v] of Object.entries(patch)) {
    if (v === undefined || v === '') delete next[k];
    else next[k] = v;
  }
  route.params = next;
  history.replaceState(null, '', formatHash(route.path, next));
}

/** A link to another page that keeps the UI language. */
export function href(path: string, params: Params = {}): string {
  const lang = route.params.lang;
  return formatHash(path, lang ? { ...params, lang } : params);
}
