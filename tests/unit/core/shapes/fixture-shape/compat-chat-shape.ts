// A fixture API shape, written as a newcomer adds one: a folder with its entry, which add-a-shape.test.ts puts in
// the table as one more line. An OpenAI-compatible Chat Completions API under a path of its own (a hosted gateway,
// say), with its own id, words, real endpoint and vendor, and the lab's Chat Completions simulator and SDK adapter
// re-used under that id.
import type { ApiShape } from '../../../../../src/core/shapes/api-shape.ts';
import { openAiChatShape } from '../../../../../src/core/shapes/openai-chat/openai-chat-shape.ts';

export const COMPAT_ID = 'compat-chat';

export const compatChatShape: ApiShape<typeof COMPAT_ID> = {
  id: COMPAT_ID,
  words: { vendor: 'Compat', api: 'Chat API', short: 'Compat' },
  sdkPath: '/compat/v1',
  labKey: 'sk-compat-simulado',
  simulator: { ...openAiChatShape.simulator, provider: COMPAT_ID, path: '/compat/v1/chat/completions' },
  client: async () => {
    const chat = await openAiChatShape.client();
    return { adapter: (options) => ({ ...chat.adapter(options), id: COMPAT_ID }), chat: chat.chat };
  },
  cloud: {
    label: 'Compat (Chat)',
    baseUrl: 'https://api.compat.example/v1',
    models: ['compat-small'],
    cors: { en: 'Compat answers browser calls.', es: 'Compat responde a llamadas desde el navegador.' },
  },
  usage: openAiChatShape.usage,
  otelName: 'compat',
  vendor: 'compat',
};
