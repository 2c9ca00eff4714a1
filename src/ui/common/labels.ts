// How providers and scenarios are written on the page.
import { apiShape, type ProviderId } from '../../core/shapes/index.ts';
import type { ScenarioInfo } from '../../core/sim/index.ts';
import { formatCount } from './format-count.ts';
import type { Lang } from './i18n.svelte.ts';

export function providerLabel(provider: ProviderId): string {
  const { vendor, api } = apiShape(provider).words;
  return `${vendor} ${api}`;
}

/** The lesson's name with its gloss in the UI language (just the name where the gloss would repeat it). */
export function scenarioLabel(info: ScenarioInfo, lang: Lang): string {
  const gloss = info.gloss[lang];
  return gloss === info.lessonName ? info.lessonName : `${info.lessonName} (${gloss})`;
}

/** What a token count on its way shows (a run that ended while the page's counter loaded): never 0. */
export const COUNTING: Record<Lang, string> = { en: 'counting…', es: 'contando…' };

/** What a token count shows that the counter could not make (it could not load): never 0. */
export const UNKNOWN: Record<Lang, string> = { en: 'unknown', es: 'sin contar' };

/** A token count as the page writes it; null: on its way while `counting`, else unknown. */
export function tokenCount(n: number | null, lang: Lang, counting = false): string {
  return n !== null ? formatCount(n, lang) : counting ? COUNTING[lang] : UNKNOWN[lang];
}
