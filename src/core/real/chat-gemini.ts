// A plan stage's conversation on Gemini's generateContent through `@google/genai`, built as the ReAct adapter
// builds its client (v1beta, one attempt, the run's timeout, the given fetch): the system text as
// `systemInstruction`, the turns as contents with the roles `user` and `model`. Thought parts are not the reply.
import { GoogleGenAI } from '@google/genai';
import { asArray, isRecord } from '../json/json-value.ts';
import { splitSystem, type ChatShapeFactory } from './chat-shape.ts';
import { KEY_PLACEHOLDER } from './real-fetch.ts';

export const geminiChat: ChatShapeFactory = (options) => {
  const sdk = new GoogleGenAI({
    apiKey: KEY_PLACEHOLDER,
    httpOptions: { baseUrl: options.baseUrl, apiVersion: 'v1beta', timeout: options.timeoutMs, retryOptions: { attempts: 1 }, fetch: options.fetch },
  });
  return {
    request(messages) {
      const { system, turns } = splitSystem(messages);
      const contents = turns.map((t) => ({ role: t.role === 'assistant' ? 'model' : 'user', parts: [{ text: t.content }] }));
      return sdk.models.generateContent({ model: options.model, contents, ...(system !== undefined ? { config: { systemInstruction: system } } : {}) });
    },
    read(response) {
      const candidate = isRecord(response) ? asArray(response.candidates)[0] : undefined;
      const content = isRecord(candidate) ? candidate.content : undefined;
      if (!isRecord(content) || !Array.isArray(content.parts)) return 'the response has no candidates[0].content.parts';
      const text = content.parts
        .filter(isRecord)
        .filter((part) => typeof part.text === 'string' && part.thought !== true)
        .map((part) => String(part.text))
        .join('');
      return { calls: [], text };
    },
  };
};
