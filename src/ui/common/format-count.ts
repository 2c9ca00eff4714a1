// Counts as each UI language writes them.
import type { Lang } from './i18n.svelte.ts';

/** 41,639 in English, 41.639 in Spanish (which groups only from five digits: 1763). */
export function formatCount(n: number, lang: Lang): string {
  return n.toLocaleString(lang === 'es' ? 'es-ES' : 'en-US');
}
