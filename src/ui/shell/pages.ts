// Each page's lazy loader, so the first screen needs only the shell's JavaScript; what the menu shows of each page
// is in common/page-list.ts.
import type { Component } from 'svelte';
import { findPage as findPageInfo, PAGES, type PageInfo } from '../common/page-list.ts';

const LOADERS: Readonly<Record<string, () => Promise<{ default: Component }>>> = {
  '/': () => import('../home/HomePage.svelte'),
  '/data': () => import('../data/DataPage.svelte'),
  '/tools': () => import('../tools/ToolsPage.svelte'),
  '/apis': () => import('../apis/ApisPage.svelte'),
  '/local': () => import('../local/LocalPage.svelte'),
  '/labs': () => import('../labs/LabsIndexPage.svelte'),
};

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
