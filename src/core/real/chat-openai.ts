// A plan stage's conversation on OpenAI's two shapes through the `openai` SDK, built as the ReAct adapters build
// their clients (sdkClientOptions: the key placeholder, no SDK retries, the run's timeout, the given fetch).
// Responses: the system text as `instructions`, the turns as `input` messages; Chat Completions: a `system`
// message first, then the turns. No token cap: a reasoning model's thinking counts against one, and a small cap
// would leave it no text to answer with.
import OpenAI from 'openai';
import { asArray, isRecord } from '../json/json-value.ts';
import { LAB_API_KEYS, sdkClientOptions } from '../providers/adapter-options.ts';
import { splitSystem, type ChatShapeFactory, type ChatShapeOptions } from './chat-shape.ts';
import { KEY_PLACEHOLDER } from './real-fetch.ts';

function client(options: ChatShapeOptions): OpenAI {
  return new OpenAI(
    sdkClientOptions({ baseUrl: options.baseUrl, model: options.model, profile: 'realistic', timeoutMs: options.timeoutMs, real: true, apiKey: KEY_PLACEHOLDER }, options.fetch, LAB_API_KEYS.openai),
  );
}

export const openAiResponsesChat: ChatShapeFactory = (options) => {
  const sdk = client(options);
  return {
    request(messages) {
      const { system, turns } = splitSystem(messages);
      return sdk.responses.create({ model: options.model, ...(system !== undefined ? { instructions: system } : {}), input: turns });
    },
    read(response) {
      if (!isRecord(response) || !Array.isArray(response.output)) return 'the response has no "output" list';
      const text = response.output
        .filter(isRecord)
        .filter((item) => item.type === 'message')
        .flatMap((item) => asArray(item.content).filter(isRecord))
        .filter((part) => part.type === 'output_text')
        .map((part) => String(part.text))
        .join('');
      return { calls: [], text };
    },
  };
};

export const openAiChatChat: ChatShapeFactory = (options) => {
  const sdk = client(options);
  return {
    request(messages) {
      const { system, turns } = splitSystem(messages);
      return sdk.chat.completions.create({ model: options.model, messages: [...(system !== undefined ? [{ role: 'system' as const, content: system }] : []), ...turns] });
    },
    read(response) {
      const choice = isRecord(response) ? asArray(response.choices)[0] : undefined;
      const message = isRecord(choice) ? choice.message : undefined;
      if (!isRecord(message)) return 'the response has no choices[0].message';
      return { calls: [], text: typeof message.content === 'string' ? message.content : '' };
    },
  };
};
