// Every number the UI prints, through Intl.NumberFormat in the UI's language: one style per page instead of
// three ("1,068 bytes", "1292 enviados", "7242 + 1260" were all on screen at once). Spanish (es-ES) groups only
// from five digits (1292, 41.639) and writes decimals with a comma (2,7 s); English groups from four (1,292).
// Checked in tests/unit/ui/common/format-number.test.ts for both languages.
import type { Lang } from './i18n.svelte.ts';

const LOCALES: Record<Lang, string> = { en: 'en-US', es: 'es-ES' };

// One formatter per language and style, made once: Intl.NumberFormat is slow to build and fast to use.
const formatters = new Map<string, Intl.NumberFormat>();
function formatter(lang: Lang, options: Intl.NumberFormatOptions): Intl.NumberFormat {
  const key = `${lang} ${JSON.stringify(options)}`;
  let made = formatters.get(key);
  if (!made) {
    made = new Intl.NumberFormat(LOCALES[lang], options);
    formatters.set(key, made);
  }
  return made;
}

/** 41,639 in English, 41.639 in Spanish; 1,292 and 1292. */
export function formatInteger(n: number, lang: Lang): string {
  return Number.isSafeInteger(n) && n >= 0 ? grouped(String(n), lang) : formatter(lang, { maximumFractionDigits: 0 }).format(n);
}

/**
 * A whole number's digits grouped as Intl groups them in each language (a test compares the two): the first
 * formatter a page builds loads its locale's data, some 30 ms of a first visit's thread, for the counts on its
 * first screen.
 */
function grouped(digits: string, lang: Lang): string {
  if (lang === 'es' && digits.length < 5) return digits;
  return digits.replace(/\B(?=(\d{3})+$)/g, lang === 'en' ? ',' : '.');
}

/** A figure with exactly `digits` decimals: 26.19 and 26,19. */
export function formatDecimal(n: number, lang: Lang, digits: number): string {
  return formatter(lang, { minimumFractionDigits: digits, maximumFractionDigits: digits }).format(n);
}

/** A share (0.875) as a percentage, up to `digits` decimals: "87.5 %" and "87,5 %", the lab's spaced sign in both. */
export function formatPercent(share: number, lang: Lang, digits = 1): string {
  return `${formatter(lang, { maximumFractionDigits: digits }).format(share * 100)} %`;
}

/** Bytes in decimal units, one decimal under 10: "1.2 MB" and "1,2 MB"; "512 B". */
export function formatBytes(bytes: number, lang: Lang): string {
  if (bytes < 1000) return `${formatInteger(bytes, lang)} B`;
  const units = ['kB', 'MB', 'GB', 'TB'];
  let value = bytes;
  let unit = -1;
  while (value >= 1000 && unit < units.length - 1) {
    value /= 1000;
    unit++;
  }
  return `${formatDecimal(value, lang, value < 10 ? 1 : 0)} ${units[unit]}`;
}

/** Milliseconds as a person reads them: "820 ms" under a second, then seconds with one decimal ("2.7 s", "2,7 s"). */
export function formatDuration(ms: number, lang: Lang): string {
  return ms < 1000 ? `${formatInteger(ms, lang)} ms` : `${formatDecimal(ms / 1000, lang, 1)} s`;
}
