// The page's DataSource: the files are static assets next to the app, fetched relative to `baseUrl`.
import type { DataSource } from './load-market-data.ts';

/** `baseUrl` ends with a slash, e.g. `new URL('data/', document.baseURI).href`. */
export function fetchDataSource(baseUrl: string, fetchImpl: typeof fetch = fetch): DataSource {
  return {
    async read(fileName) {
      const response = await fetchImpl(new URL(fileName, baseUrl).href);
      if (!response.ok) throw new Error(`HTTP ${response.status}`);
      // A dev server answers a missing asset with the app's index.html and a 200.
      if ((response.headers.get('content-type') ?? '').startsWith('text/html')) {
        throw new Error('not found: the server sent an HTML page');
      }
      return response.arrayBuffer();
    },
  };
}
