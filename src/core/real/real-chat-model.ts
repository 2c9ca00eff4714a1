// A real API as a plan stage's model (agent/plan/chat-model.ts): the conversation goes out in the provider's own
// shape through its official SDK (chat-*.ts, each imported the first time its provider runs), over the fetch that
// puts the student's key in and waits out 429s (real-fetch.ts). Each exchange, its usage and retries, is told to
// `onExchange`; a failure (an HTTP error, a network error, a reply with no text) is thrown as a RealChatError
// whose message says what happened in words (real-failure.ts, the ReAct runs' wording), which the plan records
// as the stage's failure.
import type { ChatModel } from '../agent/plan/chat-model.ts';
import type { Bilingual } from '../i18n/bilingual.ts';
import type { ReportedUsage, WireExchange } from '../providers/model-adapter.ts';
import type { ProviderId } from '../providers/provider-ids.ts';
import { tappedTurn } from '../providers/tapped-turn.ts';
import { createWireTap } from '../providers/wire-tap.ts';
import type { ChatShapeFactory } from './chat-shape.ts';
import { providerUsage } from './provider-usage.ts';
import type { RealEndpoint } from './real-endpoints.ts';
import { realFailureText } from './real-failure.ts';

const SHAPES: Record<ProviderId, () => Promise<ChatShapeFactory>> = {
  'openai-responses': () => import('./chat-openai.ts').then((m) => m.openAiResponsesChat),
  'openai-chat': () => import('./chat-openai.ts').then((m) => m.openAiChatChat),
  anthropic: () => import('./chat-anthropic.ts').then((m) => m.anthropicChat),
  gemini: () => import('./chat-gemini.ts').then((m) => m.geminiChat),
};

export interface RealChatModelOptions {
  endpoint: Pick<RealEndpoint, 'provider' | 'label' | 'baseUrl' | 'local' | 'cors'>;
  model: string;
  timeoutMs: number;
  /** The key and retry fetch (createRealFetch). */
  fetch: typeof fetch;
  /** Each request's exchange as it went over the wire, with the usage the provider reported. */
  onExchange?: (exchange: WireExchange, usage: ReportedUsage | undefined) => void;
}

/** A stage's call that got no reply: `words` says why for a student, the message is its English. */
export class RealChatError extends Error {
  constructor(readonly words: Bilingual) {
    super(words.en);
    this.name = 'RealChatError';
  }
}

export function realChatModel(options: RealChatModelOptions): ChatModel {
  const { endpoint, model } = options;
  const tap = createWireTap(options.fetch);
  let shape: ReturnType<ChatShapeFactory> | undefined;
  return {
    async complete(messages) {
      shape ??= (await SHAPES[endpoint.provider]())({ baseUrl: endpoint.baseUrl, model, timeoutMs: options.timeoutMs, fetch: tap.fetch });
      const sdk = shape;
      const turn = await tappedTurn(tap, () => null, () => sdk.request(messages), (response) => sdk.read(response));
      if (turn.exchange) options.onExchange?.(turn.exchange, providerUsage(endpoint.provider, turn.exchange.responseBody));
      if (!turn.ok) throw new RealChatError(realFailureText(turn.failure, turn.exchange, { endpoint, model, quoteAnswer: true }));
      if (turn.text.trim() === '') throw new RealChatError(noText(endpoint.label, model));
      return turn.text;
    },
  };
}

const noText = (label: string, model: string): Bilingual => ({
  en: `${label} answered without any text (${model}): nothing for this stage to read.`,
  es: `${label} respondió sin ningún texto (${model}): nada que leer en esta etapa.`,
});
