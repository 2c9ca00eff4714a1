// A plan stage's conversation on Anthropic's Messages API through `@anthropic-ai/sdk`, built as the ReAct adapter
// builds its client: the system text in `system`, the turns as `messages`, and the realistic profile's max_tokens
// (the API requires one; the ReAct runs on the real API send the same).
import Anthropic from '@anthropic-ai/sdk';
import { isRecord } from '../json/json-value.ts';
import { LAB_API_KEYS, sdkClientOptions } from '../providers/adapter-options.ts';
import { splitSystem, type ChatShapeFactory } from './chat-shape.ts';
import { KEY_PLACEHOLDER } from './real-fetch.ts';

const MAX_TOKENS = 1024;

export const anthropicChat: ChatShapeFactory = (options) => {
  const sdk = new Anthropic(
    sdkClientOptions({ baseUrl: options.baseUrl, model: options.model, profile: 'realistic', timeoutMs: options.timeoutMs, real: true, apiKey: KEY_PLACEHOLDER }, options.fetch, LAB_API_KEYS.anthropic),
  );
  return {
    request(messages) {
      const { system, turns } = splitSystem(messages);
      return sdk.messages.create({ model: options.model, max_tokens: MAX_TOKENS, ...(system !== undefined ? { system } : {}), messages: turns });
    },
    read(response) {
      if (!isRecord(response) || !Array.isArray(response.content)) return 'the response has no "content" list';
      const text = response.content
        .filter(isRecord)
        .filter((block) => block.type === 'text')
        .map((block) => String(block.text))
        .join('');
      return { calls: [], text };
    },
  };
};
