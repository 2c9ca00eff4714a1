// The lab's pages. Each page loads lazily, so the first screen needs only the shell's JavaScript.
import type { Component } from 'svelte';

export interface PageEntry {
  path: string;
  label: { en: string; es: string };
  load: () => Promise<{ default: Component }>;
}

export const PAGES: PageEntry[] = [
  { path: '/', label: { en: 'Home', es: 'Inicio' }, load: () => import('../home/HomePage.svelte') },
  { path: '/data', label: { en: 'Data', es: 'Datos' }, load: () => import('../data/DataPage.svelte') },
  { path: '/tools', label: { en: 'Tools', es: 'Herramientas' }, load: () => import('../tools/ToolsPage.svelte') },
  { path: '/apis', label: { en: 'Simulated APIs', es: 'APIs simuladas' }, load: () => import('../apis/ApisPage.svelte') },
  { path: '/local', label: { en: 'Local model', es: 'Modelo local' }, load: () => import('../local/LocalPage.svelte') },
];

export function findPage(path: string): PageEntry | undefined {
  return PAGES.find((p) => p.path === path);
}
