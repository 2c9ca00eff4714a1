// Each page's lazy loader, so the first screen needs only the shell's JavaScript; what the menu shows of each page
// is in common/page-list.ts.
import type { Component } from 'svelte';
import { findPage as findPageInfo, PAGES, type PageInfo } from '../common/page-list.ts';

const LOADERS: Readonly<Record<string, () => Promise<{ default: Component }>>> = {
  '/': () => import('../home/HomePage.svelte'),
  '/start': withData(() => import('../start/StartPage.svelte')),
  '/data': withData(() => import('../data/DataPage.svelte')),
  '/tools': withData(() => import('../tools/ToolsPage.svelte')),
  '/apis': withData(() => import('../apis/ApisPage.svelte')),
  '/local': withData(() => import('../local/LocalPage.svelte')),
  '/labs': () => import('../labs/LabsIndexPage.svelte'),
  '/mcp': () => import('../mcp/McpPage.svelte'),
  '/eval': withData(() => import('../eval/EvalPage.svelte')),
};

/**
 * The pages on the course's market data start fetching its Parquet files with their own chunk, not after it has
 * arrived and run: on a slow link the two downloads overlap instead of queueing (the load is shared and memoized).
 */
function withData(load: () => Promise<{ default: Component }>): () => Promise<{ default: Component }> {
  return () => {
    void import('../common/market-data/market-data-store.ts').then((store) => store.loadBrowserMarketData());
    return load();
  };
}

export interface PageEntry extends PageInfo {
  load: () => Promise<{ default: Component }>;
}

// One entry per page, made once: the app compares and awaits the same entry while only the params change.
const ENTRIES: ReadonlyMap<string, PageEntry> = new Map(
  PAGES.flatMap((info) => {
    const load = LOADERS[info.path];
    return load ? [[info.path, { ...info, load }] as const] : [];
  }),
);

export function findPage(path: string): PageEntry | undefined {
  const info = findPageInfo(path);
  return info ? ENTRIES.get(info.path) : undefined;
}
