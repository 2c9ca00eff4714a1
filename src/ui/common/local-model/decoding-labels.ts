// The local model's decodings (llm/decoding.ts) as the page names them, in both languages, so that the eval's
// set-up and its results table say the same words (the glossary's "decoding" and "lenient parser").
import type { Bilingual } from '../../../core/i18n/index.ts';
import type { DecodingMode } from '../../../llm/decoding.ts';
import { capitalized, GLOSSARY } from '../glossary.ts';

export const DECODING_WORD: Bilingual = { en: capitalized(GLOSSARY.decoding.en), es: capitalized(GLOSSARY.decoding.es) };

export const DECODING_LABELS: Record<DecodingMode, Bilingual> = {
  free: { en: 'Free', es: 'Libre' },
  constrained: { en: 'Constrained', es: 'Restringida' },
  lenient: { en: capitalized(GLOSSARY.lenientParser.en), es: capitalized(GLOSSARY.lenientParser.es) },
};
