// The lab's two UI languages, and a text in both. Student-facing texts the core writes (a finding's explanation,
// a lab's introduction, a scenario's gloss) carry both; model-facing texts stay in Spanish and are plain strings.

export const UI_LANGUAGES = ['en', 'es'] as const;

export type UiLanguage = (typeof UI_LANGUAGES)[number];

/** A text shown to students in both UI languages. */
export type Bilingual = Record<UiLanguage, string>;
