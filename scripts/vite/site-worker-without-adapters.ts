// The site worker plays the simulators, which it finds in the API shapes' table (src/core/shapes/); each shape there
// also names its SDK adapter, which only the page loads, lazily. A classic (IIFE) worker inlines every dynamic
// import, so the worker would carry the three SDKs (about 1.2 MB) that it never calls, and every first visit would
// parse them: in the worker's build each shape's adapter is an empty module.
import type { Plugin } from 'vite';

const ADAPTER = /[\\/]src[\\/]core[\\/]shapes[\\/][^\\/]+[\\/][^\\/]+-adapter\.ts$/;
const STAND_IN = '\0shape-adapter-not-in-the-site-worker';

export function siteWorkerWithoutAdapters(): Plugin {
  return {
    name: 'site-worker-without-adapters',
    enforce: 'pre',
    async resolveId(source, importer, options) {
      if (!source.endsWith('-adapter.ts') || !importer) return null;
      const resolved = await this.resolve(source, importer, { ...options, skipSelf: true });
      return resolved && ADAPTER.test(resolved.id) ? STAND_IN : null;
    },
    load: (id) => (id === STAND_IN ? 'export {};' : null),
  };
}
