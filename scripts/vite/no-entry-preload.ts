// index.html loads the entry chunk as a module script, but Vite's preload helper lists it among the chunks a lazy
// route needs and, checking only <link> elements, adds a modulepreload link for it on every route (Firefox reports
// it as an error). The build leaves the entry chunks out of every preload list.
import type { Plugin } from 'vite';

export function noEntryPreload(): Plugin {
  const entries = new Set<string>();
  return {
    name: 'no-entry-preload',
    apply: 'build',
    config: () => ({ build: { modulePreload: { resolveDependencies: (_file, deps) => deps.filter((dep) => !entries.has(dep)) } } }),
    // Before Vite's own generateBundle writes the preload lists.
    generateBundle: {
      order: 'pre',
      handler(_options, bundle) {
        for (const chunk of Object.values(bundle)) if (chunk.type === 'chunk' && chunk.isEntry) entries.add(chunk.fileName);
      },
    },
  };
}
