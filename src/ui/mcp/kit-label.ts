// How the #/mcp page's picker names a kit's server: the lesson's in the page's words, a lab's by its id and its
// title (the kit table's entries, so a lab added to the registry is named without a word written here).
import type { UiLanguage } from '../../core/i18n/index.ts';
import { labInfo, LESSON_KIT, type KitId } from '../../core/labs/index.ts';
import { MCP_PAGE_TEXT } from './mcp-page-texts.ts';

/** @example kitLabel('tienda', 'en') // 'tienda (The office store)' */
export function kitLabel(id: KitId, lang: UiLanguage): string {
  return id === LESSON_KIT ? MCP_PAGE_TEXT[lang].lessonKit : `${id} (${labInfo(id).title[lang]})`;
}
