// The API adapter for a provider id, from its shape in the table. Each adapter, and so its SDK (70-80 KB gzipped
// each), is imported the first time its provider runs: a page pays only for the SDKs it uses.
import type { AdapterOptions } from '../providers/adapter-options.ts';
import type { ModelAdapter } from '../providers/model-adapter.ts';
import type { ChatShapeFactory } from './chat-shape.ts';
import { apiShape, type ProviderId } from './provider-ids.ts';

/** `options.apiKey` absent: the shape's lab key, in the provider's own format. */
export async function createApiAdapter(provider: ProviderId, options: AdapterOptions): Promise<ModelAdapter> {
  const shape = apiShape(provider);
  return (await shape.client()).adapter({ ...options, apiKey: options.apiKey ?? shape.labKey });
}

/** A plan stage's conversation on `provider`'s API, over the same SDK client module as its ReAct adapter. */
export async function chatShape(provider: ProviderId): Promise<ChatShapeFactory> {
  return (await apiShape(provider).client()).chat;
}

/**
 * Imports the adapters (and SDKs) of `providers` now. A page about to run several providers at once loads them
 * all before any request: an SDK starting up on the main thread while another run's request is out would eat
 * into that request's timeout.
 */
export async function preloadAdapters(providers: Iterable<ProviderId>): Promise<void> {
  await Promise.all([...new Set(providers)].map((provider) => apiShape(provider).client()));
}
