// Where a real run goes: each provider's own API (its base URL, a few current model names, what it needs to be
// called from a browser) and the OpenAI-compatible local servers, each with its default base URL and the CORS
// setting it needs. The names are suggestions (the model field takes any text), read on 2026-12-01 from each
// provider's own models page (OpenAI's "Models", Anthropic's models overview, Google's Gemini API models list).
import type { Bilingual } from '../i18n/bilingual.ts';
import type { ProviderId } from '../providers/provider-ids.ts';

export interface RealEndpoint {
  id: string;
  label: string;
  provider: ProviderId;
  baseUrl: string;
  models: readonly string[];
  /** A local server: no key needed, and the model may lack native tool calls. */
  local: boolean;
  /** What the server needs to answer a page on another origin. */
  cors: Bilingual;
}

const OPENAI_MODELS = ['gpt-5.4-mini', 'gpt-5.4-nano', 'gpt-5.5'];
const OPENAI_CORS: Bilingual = {
  en: 'OpenAI answers browser calls; the SDK is opted in with dangerouslyAllowBrowser.',
  es: 'OpenAI responde a llamadas desde el navegador; el SDK se habilita con dangerouslyAllowBrowser.',
};

export const CLOUD_ENDPOINTS: Record<ProviderId, RealEndpoint> = {
  'openai-responses': { id: 'openai-responses', label: 'OpenAI (Responses)', provider: 'openai-responses', baseUrl: 'https://api.openai.com/v1', models: OPENAI_MODELS, local: false, cors: OPENAI_CORS },
  'openai-chat': { id: 'openai-chat', label: 'OpenAI (Chat Completions)', provider: 'openai-chat', baseUrl: 'https://api.openai.com/v1', models: OPENAI_MODELS, local: false, cors: OPENAI_CORS },
  anthropic: {
    id: 'anthropic',
    label: 'Anthropic (Messages)',
    provider: 'anthropic',
    baseUrl: 'https://api.anthropic.com',
    models: ['claude-sonnet-5-5', 'claude-haiku-4-5', 'claude-sonnet-5'],
    local: false,
    cors: {
      en: 'Anthropic answers browser calls only with the anthropic-dangerous-direct-browser-access: true header, which the SDK sends when opted in (dangerouslyAllowBrowser).',
      es: 'Anthropic responde a llamadas desde el navegador solo con la cabecera anthropic-dangerous-direct-browser-access: true, que el SDK envía al habilitarlo (dangerouslyAllowBrowser).',
    },
  },
  gemini: {
    id: 'gemini',
    label: 'Gemini (generateContent)',
    provider: 'gemini',
    baseUrl: 'https://generativelanguage.googleapis.com',
    models: ['gemini-3.5-flash', 'gemini-3.1-flash-lite', 'gemini-2.5-flash'],
    local: false,
    cors: {
      en: 'The Gemini API answers browser calls with the key in the x-goog-api-key header.',
      es: 'La API de Gemini responde a llamadas desde el navegador con la clave en la cabecera x-goog-api-key.',
    },
  },
};

/** OpenAI-compatible local servers (Chat Completions). */
export const LOCAL_ENDPOINTS: readonly RealEndpoint[] = [
  {
    id: 'ollama',
    label: 'Ollama',
    provider: 'openai-chat',
    baseUrl: 'http://localhost:11434/v1',
    models: ['qwen2.5:0.5b', 'qwen3:0.6b', 'llama3.2'],
    local: true,
    cors: {
      en: 'Ollama answers only the origins in OLLAMA_ORIGINS (localhost ones by default): start it with OLLAMA_ORIGINS set to this site\'s origin, e.g. OLLAMA_ORIGINS=https://example.org ollama serve.',
      es: 'Ollama solo responde a los orígenes de OLLAMA_ORIGINS (por defecto, los de localhost): arráncalo con OLLAMA_ORIGINS igual al origen de este sitio, p. ej. OLLAMA_ORIGINS=https://example.org ollama serve.',
    },
  },
  {
    id: 'lm-studio',
    label: 'LM Studio',
    provider: 'openai-chat',
    baseUrl: 'http://localhost:1234/v1',
    models: ['qwen2.5-0.5b-instruct', 'llama-3.2-1b-instruct'],
    local: true,
    cors: {
      en: 'LM Studio: turn on "Enable CORS" in the Developer tab\'s server settings (or lms server start --cors).',
      es: 'LM Studio: activa «Enable CORS» en los ajustes del servidor de la pestaña Developer (o lms server start --cors).',
    },
  },
  {
    id: 'llama-cpp',
    label: 'llama.cpp (llama-server)',
    provider: 'openai-chat',
    baseUrl: 'http://localhost:8080/v1',
    models: ['default'],
    local: true,
    cors: {
      en: 'llama-server reflects the page\'s origin by default; recent builds restrict it with --cors-origins (env LLAMA_ARG_CORS_ORIGINS): include this site\'s origin. Tool calls need --jinja.',
      es: 'llama-server refleja el origen de la página por defecto; las versiones recientes lo limitan con --cors-origins (env LLAMA_ARG_CORS_ORIGINS): incluye el origen de este sitio. Las llamadas a herramientas necesitan --jinja.',
    },
  },
  {
    id: 'vllm',
    label: 'vLLM',
    provider: 'openai-chat',
    baseUrl: 'http://localhost:8000/v1',
    models: ['Qwen/Qwen2.5-0.5B-Instruct'],
    local: true,
    cors: {
      en: 'vLLM allows every origin unless --allowed-origins says otherwise; tool calls need --enable-auto-tool-choice and a --tool-call-parser.',
      es: 'vLLM admite cualquier origen salvo que --allowed-origins diga otra cosa; las llamadas a herramientas necesitan --enable-auto-tool-choice y un --tool-call-parser.',
    },
  },
];

export function realEndpoint(id: string): RealEndpoint | undefined {
  return LOCAL_ENDPOINTS.find((e) => e.id === id) ?? Object.values(CLOUD_ENDPOINTS).find((e) => e.id === id);
}
