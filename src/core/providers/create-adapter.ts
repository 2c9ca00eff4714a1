// The API adapter for a provider id. Each adapter, and so its SDK (70-80 KB gzipped each), is imported the first
// time its provider runs: a page pays only for the SDKs it uses.
import type { AdapterOptions } from './adapter-options.ts';
import type { ModelAdapter } from './model-adapter.ts';
import type { ProviderId } from './provider-ids.ts';

type AdapterFactory = (options: AdapterOptions) => ModelAdapter;

const FACTORIES: Record<ProviderId, () => Promise<AdapterFactory>> = {
  'openai-responses': () => import('./openai-responses-adapter.ts').then((m) => m.openAiResponsesAdapter),
  'openai-chat': () => import('./openai-chat-adapter.ts').then((m) => m.openAiChatAdapter),
  anthropic: () => import('./anthropic-messages-adapter.ts').then((m) => m.anthropicMessagesAdapter),
  gemini: () => import('./gemini-adapter.ts').then((m) => m.geminiAdapter),
};

export async function createApiAdapter(provider: ProviderId, options: AdapterOptions): Promise<ModelAdapter> {
  return (await FACTORIES[provider]())(options);
}

/**
 * Imports the adapters (and SDKs) of `providers` now. A page about to run several providers at once loads them
 * all before any request: an SDK starting up on the main thread while another run's request is out would eat
 * into that request's timeout.
 */
export async function preloadAdapters(providers: Iterable<ProviderId>): Promise<void> {
  await Promise.all([...new Set(providers)].map((provider) => FACTORIES[provider]()));
}
