// What both OpenAI shapes share on the real API: its base URL, a few current model names (suggestions: the model
// field takes any text; read on 2026-12-01 from OpenAI's "Models" page) and what a browser call needs.
import type { Bilingual } from '../../i18n/bilingual.ts';

export const OPENAI_BASE_URL = 'https://api.openai.com/v1';

export const OPENAI_MODELS: readonly string[] = ['gpt-5.4-mini', 'gpt-5.4-nano', 'gpt-5.5'];

export const OPENAI_CORS: Bilingual = {
  en: 'OpenAI answers browser calls; the SDK is opted in with dangerouslyAllowBrowser.',
  es: 'OpenAI responde a llamadas desde el navegador; el SDK se habilita con dangerouslyAllowBrowser.',
};

/** The key the lab's OpenAI clients send the simulators: OpenAI's format (`sk-…`), which the realistic simulators check. */
export const OPENAI_LAB_KEY = 'sk-simulado';
