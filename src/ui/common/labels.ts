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

/** What a token count not made yet shows while the o200k counter loads: never 0. */
export const COUNTING: Record<Lang, string> = { en: 'counting…', es: 'contando…' };

/** A token count as the page writes it, or the placeholder while it is pending. */
export function tokenCount(n: number | null, lang: Lang): string {
  return n === null ? COUNTING[lang] : formatCount(n, lang);
}
