// Where a real run goes: each provider's own API (its base URL, a few current model names, what it needs to be
// called from a browser: each shape's `cloud`) and the OpenAI-compatible local servers, each with its default base
// URL and the CORS setting it needs. The names are suggestions (the model field takes any text).
import type { Bilingual } from '../i18n/bilingual.ts';
import { apiShape, PROVIDER_IDS, type ProviderId } from '../shapes/provider-ids.ts';

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

/** Each shape's own API, from the table (core/shapes): the real-key panel lists them in the table's order. */
export const CLOUD_ENDPOINTS: Record<ProviderId, RealEndpoint> = Object.fromEntries(
  PROVIDER_IDS.map((id) => {
    const { label, baseUrl, models, cors } = apiShape(id).cloud;
    return [id, { id, label, provider: id, baseUrl, models, local: false, cors }];
  }),
) as Record<ProviderId, RealEndpoint>;

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
