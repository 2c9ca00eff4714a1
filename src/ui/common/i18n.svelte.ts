// UI text in English and Spanish. Model-facing texts (prompts, tool descriptions, errors) stay in Spanish and
// never go through here. Each page keeps its own dictionary next to it: `tr({ en: {...}, es: {...} })`.
import type { UiLanguage } from '../../core/i18n/index.ts';
import { route } from './route.svelte.ts';

/** The UI's language: one of core's two (core/i18n). */
export type Lang = UiLanguage;

export function browserLang(): Lang {
  const nav = typeof navigator === 'undefined' ? 'en' : navigator.language;
  return nav.toLowerCase().startsWith('es') ? 'es' : 'en';
}

export function currentLang(): Lang {
  const p = route.params.lang;
  return p === 'es' || p === 'en' ? p : browserLang();
}

export function tr<T>(dict: Record<Lang, T>): T {
  return dict[currentLang()];
}
