// OpenAI Chat Completions as the lab's table lists it (api-shape.ts): its simulator, its SDK adapter (also the
// one OpenAI-compatible local servers are driven with), its real endpoint and its names.
import type { ApiShape } from '../api-shape.ts';
import { OPENAI_BASE_URL, OPENAI_CORS, OPENAI_LAB_KEY, OPENAI_MODELS } from '../openai-common/openai-cloud.ts';
import { countIn as num, fieldsIn as rec } from '../usage-fields.ts';
import { openAiChatSim } from './openai-chat-sim.ts';

export const openAiChatShape: ApiShape<'openai-chat'> = {
  id: 'openai-chat',
  words: { vendor: 'OpenAI', api: 'Chat Completions', short: 'Chat' },
  sdkPath: '/openai/v1',
  labKey: OPENAI_LAB_KEY,
  simulator: openAiChatSim,
  client: () => import('./openai-chat-adapter.ts').then((m) => ({ adapter: m.openAiChatAdapter, chat: m.openAiChatChat })),
  cloud: { label: 'OpenAI (Chat Completions)', baseUrl: OPENAI_BASE_URL, models: OPENAI_MODELS, cors: OPENAI_CORS },
  usage(o) {
    const u = rec(o.usage);
    if (num(u.prompt_tokens) === undefined) return undefined;
    return { inputTokens: num(u.prompt_tokens), outputTokens: num(u.completion_tokens), cachedInputTokens: num(rec(u.prompt_tokens_details).cached_tokens) };
  },
  otelName: 'openai',
  vendor: 'openai',
};
