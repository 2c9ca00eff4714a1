// The i18n area's front: only what other areas and the UI import (the UI languages and a text in both).
export type { Bilingual, UiLanguage } from './bilingual.ts';
