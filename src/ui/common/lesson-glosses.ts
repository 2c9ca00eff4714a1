// The glosses of model-facing texts in the UI language they are not written in. The lesson's Spanish fragments
// (the course materials, lesson 6.4.1 in English: “subió por la oferta de compra de un fondo”, rose on a fund's
// takeover offer), each pair copied from the English lesson, so the lab glosses only what the lesson does; and the
// companion labs' questions, answers and tool errors (core's LAB_GLOSSES), English ones glossed in Spanish and
// Spanish ones in English. The page shows the gloss beside a text that holds the fragment; the text itself is
// shown byte for byte as the model wrote it or the tool returned it.
import type { UiLanguage } from '../../core/i18n/index.ts';
import { LAB_GLOSSES, type LabGloss } from '../../core/labs/index.ts';

const LESSON: readonly [fragment: string, gloss: string][] = [
  ['subió por la oferta de compra de un fondo', "rose on a fund's takeover offer"],
  ['ticker desconocido', 'unknown ticker'],
  ['Un fondo ofrece comprar Busmar Hogar', 'a fund offers to buy Busmar Hogar'],
  ['Busmar Hogar dispara su beneficio un 40 %', "Busmar Hogar's profit jumps 40%"],
  ['un fondo lanza una oferta por Busmar', 'a fund launches a bid for Busmar'],
  ['fue de 27.88%', 'was 27.88%'],
  ['fue de $10', 'was $10'],
];

const GLOSSES: readonly LabGloss[] = [...LESSON.map(([text, gloss]): LabGloss => ({ from: 'es', text, gloss })), ...LAB_GLOSSES];

// A tool result may reach the page as JSON with its non-ASCII letters escaped (“v\u00e1lidos”).
const unescaped = (text: string) => text.replace(/\\u([0-9a-fA-F]{4})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));

interface Found {
  at: number;
  length: number;
  gloss: string;
}

function find(entry: LabGloss, text: string): Found | undefined {
  if (typeof entry.text === 'string') {
    const at = text.indexOf(entry.text);
    return at < 0 ? undefined : { at, length: entry.text.length, gloss: typeof entry.gloss === 'string' ? entry.gloss : entry.gloss(entry.text) };
  }
  const match = entry.text.exec(text);
  if (!match) return undefined;
  const { gloss } = entry;
  const groups = match.slice(1).map((g) => g ?? '');
  return { at: match.index, length: match[0].length, gloss: typeof gloss === 'string' ? match[0].replace(entry.text, gloss) : gloss(match[0], ...groups) };
}

const found = (text: string, lang: UiLanguage) =>
  GLOSSES.flatMap((entry) => {
    const hit = entry.from === lang ? undefined : find(entry, text);
    return hit ? [hit] : [];
  });

/**
 * The glosses in `lang` of the fragments in the other language that `text` holds, in the order they appear in it.
 * @example glossesIn('BUSI subió por la oferta de compra de un fondo.', 'en') // ["rose on a fund's takeover offer"]
 */
export function glossesIn(text: string, lang: UiLanguage): string[] {
  const glosses = found(unescaped(text), lang)
    .sort((a, b) => a.at - b.at)
    .map((g) => g.gloss);
  return [...new Set(glosses)];
}

/** The language of `text` when the lookup knows it whole (a lab's question or answer), else undefined. */
export function languageOf(text: string): UiLanguage | undefined {
  return GLOSSES.find((entry) => {
    const hit = find(entry, text);
    return hit !== undefined && hit.at === 0 && hit.length === text.length;
  })?.from;
}

/**
 * `text` in `lang` when it is, whole, a text in the other language the lookup knows (a lab's question), else undefined.
 * @example translationOf('What is 2 to the power of 32?', 'es') // '¿Cuánto es 2 elevado a 32?'
 */
export function translationOf(text: string, lang: UiLanguage): string | undefined {
  return found(text, lang).find((g) => g.at === 0 && g.length === text.length)?.gloss;
}
