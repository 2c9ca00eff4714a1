// All page state lives in the URL hash (`#/data?ticker=BUSI&lang=es`), so a link reproduces what is on screen.

import { formatHash, parseHash, type Params, type Route } from './route-hash.ts';

export { formatHash, parseHash, type Params, type Route } from './route-hash.ts';

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
