// How the trace names a call read by the lenient parser (a call event's `recovered`) and a format failure (a call
// that could not be read, an answer holding a call in a drifted format): the formats in the page's words, from the
// same glossary terms the eval's table uses.
import type { Bilingual, UiLanguage } from '../../../core/i18n/index.ts';
import type { RecoveredFormat } from '../../../llm/lenient-parser.ts';
import { GLOSSARY } from '../glossary.ts';

const FORMATS: Record<RecoveredFormat, Bilingual> = {
  tool_call_trailing_text: { en: 'a <tool_call> with text after its JSON', es: 'un <tool_call> con texto tras su JSON' },
  tool_call_missing_brace: { en: 'a <tool_call> missing a closing brace', es: 'un <tool_call> al que le falta una llave de cierre' },
  json_fence: { en: 'a ```json block', es: 'un bloque ```json' },
  bare_json: { en: 'a bare JSON object', es: 'un objeto JSON suelto' },
  python_call: { en: 'a Python-style call', es: 'una llamada al estilo Python' },
};

/** A format in words; one the page does not know (a newer file's) as its own label. */
export function formatWords(format: string, lang: UiLanguage): string {
  return (FORMATS as Record<string, Bilingual | undefined>)[format]?.[lang] ?? format;
}

const WORDS = {
  en: {
    recovered: (format: string) => `read by the ${GLOSSARY.lenientParser.en} from ${formatWords(format, 'en')}`,
    failure: GLOSSARY.formatFailure.en,
    drifted: (formats: readonly string[]) => `${GLOSSARY.formatFailure.en}: the answer holds a call written as ${formats.map((f) => formatWords(f, 'en')).join(', ')}`,
  },
  es: {
    recovered: (format: string) => `leída por el ${GLOSSARY.lenientParser.es} de ${formatWords(format, 'es')}`,
    failure: GLOSSARY.formatFailure.es,
    drifted: (formats: readonly string[]) => `${GLOSSARY.formatFailure.es}: la respuesta contiene una llamada escrita como ${formats.map((f) => formatWords(f, 'es')).join(', ')}`,
  },
} as const;

export function recoveredWords(format: string, lang: UiLanguage): string {
  return WORDS[lang].recovered(format);
}

export function formatFailureWord(lang: UiLanguage): string {
  return WORDS[lang].failure;
}

export function driftedWords(formats: readonly string[], lang: UiLanguage): string {
  return WORDS[lang].drifted(formats);
}
