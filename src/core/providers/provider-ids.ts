// The wire protocols the lab drives, and where each one lives under the simulators' root URL.

export const PROVIDER_IDS = ['openai-responses', 'openai-chat', 'anthropic', 'gemini'] as const;

export type ProviderId = (typeof PROVIDER_IDS)[number];

export const PROVIDER_INFO: Record<ProviderId, { label: string; api: string; sdk: string }> = {
  'openai-responses': { label: 'OpenAI', api: 'Responses API', sdk: 'openai' },
  'openai-chat': { label: 'OpenAI', api: 'Chat Completions', sdk: 'openai' },
  anthropic: { label: 'Anthropic', api: 'Messages API', sdk: '@anthropic-ai/sdk' },
  gemini: { label: 'Gemini', api: 'generateContent', sdk: '@google/genai' },
};

export function isProviderId(value: string): value is ProviderId {
  return (PROVIDER_IDS as readonly string[]).includes(value);
}

/** The base URL each SDK is given, under one root (`http://sim.test`, or the page's own `…/sim`). */
export function sdkBaseUrl(root: string, provider: ProviderId): string {
  const base = root.replace(/\/+$/, '');
  if (provider === 'anthropic') return `${base}/anthropic`;
  if (provider === 'gemini') return `${base}/gemini`;
  return `${base}/openai/v1`;
}
