// Counts as each UI language writes them: the UI's integer style (format-number.ts), under the name most views use.
import { formatInteger } from './format-number.ts';
import type { Lang } from './i18n.svelte.ts';

/** 41,639 in English, 41.639 in Spanish (which groups only from five digits: 1763). */
export function formatCount(n: number, lang: Lang): string {
  return formatInteger(n, lang);
}
