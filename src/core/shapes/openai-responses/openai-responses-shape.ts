// The OpenAI Responses API as the lab's table lists it (api-shape.ts): its simulator, its SDK adapter, its real
// endpoint and its names.
import type { ApiShape } from '../api-shape.ts';
import { OPENAI_BASE_URL, OPENAI_CORS, OPENAI_LAB_KEY, OPENAI_MODELS } from '../openai-common/openai-cloud.ts';
import { countIn as num, fieldsIn as rec } from '../usage-fields.ts';
import { openAiResponsesSim } from './openai-responses-sim.ts';

export const openAiResponsesShape: ApiShape<'openai-responses'> = {
  id: 'openai-responses',
  words: { vendor: 'OpenAI', api: 'Responses API', short: 'Responses' },
  sdkPath: '/openai/v1',
  labKey: OPENAI_LAB_KEY,
  simulator: openAiResponsesSim,
  client: () => import('./openai-responses-adapter.ts').then((m) => ({ adapter: m.openAiResponsesAdapter, chat: m.openAiResponsesChat })),
  cloud: { label: 'OpenAI (Responses)', baseUrl: OPENAI_BASE_URL, models: OPENAI_MODELS, cors: OPENAI_CORS },
  usage(o) {
    // A stream's response.completed event carries the whole response.
    const u = rec(rec(o.response).usage ?? o.usage);
    if (num(u.input_tokens) === undefined) return undefined;
    return { inputTokens: num(u.input_tokens), outputTokens: num(u.output_tokens), cachedInputTokens: num(rec(u.input_tokens_details).cached_tokens) };
  },
  otelName: 'openai',
  vendor: 'openai',
};
