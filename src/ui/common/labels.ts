// How providers and scenarios are written on the page.
import { countsArriving as arriving } from '../../core/agent/index.ts';
import { apiShape, type ProviderId } from '../../core/shapes/index.ts';
import type { ScenarioInfo } from '../../core/sim/index.ts';
import { formatCount } from './format-count.ts';
import type { Lang } from './i18n.svelte.ts';
import type { RunState } from './runs/run-store.svelte.ts';

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
export const ARRIVING: Record<Lang, string> = { en: 'counting…', es: 'contando…' };

/** What a token count shows that the counter could not make (it could not load): never 0. */
export const UNKNOWN: Record<Lang, string> = { en: 'unknown', es: 'sin contar' };

/** Whether the null counts of `trace` (a shown run's of any kind, undefined for none) are on their way: what every page asks. */
export function countsArriving(trace: object | undefined): boolean {
  return trace !== undefined && arriving(trace);
}

/** A run's state as a page marks it (`data-status`): `counting` while it is done but its counts are on their way. */
export function runStatus(state: RunState<{ trace: object }> | undefined): string {
  if (state === undefined) return 'running';
  return state.status === 'done' && countsArriving(state.value.trace) ? 'counting' : state.status;
}

/** A token count of `trace` as the page writes it; null: on its way while its counts arrive, else unknown. */
export function tokenCount(n: number | null, lang: Lang, trace?: object): string {
  return n !== null ? formatCount(n, lang) : countsArriving(trace) ? ARRIVING[lang] : UNKNOWN[lang];
}
