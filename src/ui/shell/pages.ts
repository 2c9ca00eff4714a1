// Each page's lazy loader, so the first screen needs only the shell's JavaScript; what the menu shows of each page
// is in common/page-list.ts.
import type { Component } from 'svelte';
import { findPage as findPageInfo, type PageInfo } from '../common/page-list.ts';

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

export function findPage(path: string): PageEntry | undefined {
  const info = findPageInfo(path);
  const load = info ? LOADERS[info.path] : undefined;
  return info && load ? { ...info, load } : undefined;
}
