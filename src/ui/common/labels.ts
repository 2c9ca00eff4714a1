// How providers and scenarios are written on the page.
import { PROVIDER_INFO, type ProviderId } from '../../core/providers/index.ts';
import type { ScenarioInfo } from '../../core/sim/index.ts';
import { formatCount } from './format-count.ts';
import type { Lang } from './i18n.svelte.ts';

export function providerLabel(provider: ProviderId): string {
  const info = PROVIDER_INFO[provider];
  return `${info.label} ${info.api}`;
}

/** The lesson's name with its gloss in the UI language (just the name where the gloss would repeat it). */
export function scenarioLabel(info: ScenarioInfo, lang: Lang): string {
  const gloss = info.gloss[lang];
  return gloss === info.lessonName ? info.lessonName : `${info.lessonName} (${gloss})`;
}

/** What a token count shows that is not made: a live step before its count is back, or a run whose counter could not load. Never 0. */
export const NOT_COUNTED: Record<Lang, string> = { en: 'not counted', es: 'sin contar' };

/** A token count as the page writes it, or the placeholder where it is not made. */
export function tokenCount(n: number | null, lang: Lang): string {
  return n === null ? NOT_COUNTED[lang] : formatCount(n, lang);
}
