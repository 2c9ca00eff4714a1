// The API adapter for a provider id.
import type { AdapterOptions } from './adapter-options.ts';
import { anthropicMessagesAdapter } from './anthropic-messages-adapter.ts';
import { geminiAdapter } from './gemini-adapter.ts';
import type { ModelAdapter } from './model-adapter.ts';
import { openAiChatAdapter } from './openai-chat-adapter.ts';
import { openAiResponsesAdapter } from './openai-responses-adapter.ts';
import type { ProviderId } from './provider-ids.ts';

const FACTORIES: Record<ProviderId, (options: AdapterOptions) => ModelAdapter> = {
  'openai-responses': openAiResponsesAdapter,
  'openai-chat': openAiChatAdapter,
  anthropic: anthropicMessagesAdapter,
  gemini: geminiAdapter,
};

export function createApiAdapter(provider: ProviderId, options: AdapterOptions): ModelAdapter {
  return FACTORIES[provider](options);
}
