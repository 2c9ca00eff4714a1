// Anthropic's Messages API as the lab's table lists it (api-shape.ts): its simulator, its SDK adapter, its real
// endpoint (model names read on 2026-12-01 from Anthropic's models overview) and its names.
import type { ApiShape } from '../api-shape.ts';
import { countIn as num, fieldsIn as rec } from '../usage-fields.ts';
import { anthropicMessagesSim } from './anthropic-messages-sim.ts';

export const anthropicMessagesShape: ApiShape<'anthropic'> = {
  id: 'anthropic',
  words: { vendor: 'Anthropic', api: 'Messages API', short: 'Anthropic' },
  sdkPath: '/anthropic',
  labKey: 'sk-ant-simulado',
  simulator: anthropicMessagesSim,
  client: () => import('./anthropic-messages-adapter.ts').then((m) => ({ adapter: m.anthropicMessagesAdapter, chat: m.anthropicChat })),
  cloud: {
    label: 'Anthropic (Messages)',
    baseUrl: 'https://api.anthropic.com',
    models: ['claude-sonnet-5-5', 'claude-haiku-4-5', 'claude-sonnet-5'],
    cors: {
      en: 'Anthropic answers browser calls only with the anthropic-dangerous-direct-browser-access: true header, which the SDK sends when opted in (dangerouslyAllowBrowser).',
      es: 'Anthropic responde a llamadas desde el navegador solo con la cabecera anthropic-dangerous-direct-browser-access: true, que el SDK envía al habilitarlo (dangerouslyAllowBrowser).',
    },
  },
  usage(o) {
    // A stream says the input in message_start's message and the output in message_delta.
    const u = rec(rec(o.message).usage ?? o.usage);
    const input = num(u.input_tokens);
    const read = num(u.cache_read_input_tokens);
    const written = num(u.cache_creation_input_tokens);
    const total = input === undefined ? undefined : input + (read ?? 0) + (written ?? 0);
    if (total === undefined && num(u.output_tokens) === undefined) return undefined;
    return { inputTokens: total, outputTokens: num(u.output_tokens), cachedInputTokens: read };
  },
  otelName: 'anthropic',
  vendor: 'anthropic',
};
