// A real API as a plan stage's model (agent/plan/chat-model.ts): the conversation goes out in the provider's own
// shape through its official SDK (its shape's adapter file, imported the first time its provider runs), over the fetch that
// puts the student's key in and waits out 429s (real-fetch.ts). Each exchange, its usage and retries, is told to
// `onExchange`; a failure (an HTTP error, a network error, a reply with no text) is thrown as a RealChatError
// whose message says what happened in words (real-failure.ts, the ReAct runs' wording), which the plan records
// as the stage's failure.
import type { ChatMessage, ChatModel } from '../agent/plan/chat-model.ts';
import type { Bilingual } from '../i18n/bilingual.ts';
import type { ReportedUsage, WireExchange } from '../providers/model-adapter.ts';
import { tappedTurn } from '../providers/tapped-turn.ts';
import { createWireTap } from '../providers/wire-tap.ts';
import type { ChatShape, ChatTurn } from '../shapes/chat-shape.ts';
import { chatShape } from '../shapes/create-adapter.ts';
import { providerUsage } from './provider-usage.ts';
import type { RealEndpoint } from './real-endpoints.ts';
import { KEY_PLACEHOLDER } from './real-fetch.ts';
import { realFailureText } from './real-failure.ts';

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
  let shape: ChatShape | undefined;
  return {
    async complete(messages) {
      shape ??= (await chatShape(endpoint.provider))({ baseUrl: endpoint.baseUrl, model, timeoutMs: options.timeoutMs, fetch: tap.fetch, apiKey: KEY_PLACEHOLDER });
      const sdk = shape;
      const { system, turns } = splitSystem(messages);
      const turn = await tappedTurn(tap, () => null, () => sdk.request(system, turns), (response) => sdk.read(response));
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

/** The system messages as one text (the planner sends one), and the turns after them. */
function splitSystem(messages: readonly ChatMessage[]): { system: string | undefined; turns: ChatTurn[] } {
  const system = messages.filter((m) => m.role === 'system').map((m) => m.content);
  const turns = messages.flatMap((m) => (m.role === 'system' ? [] : [{ role: m.role, content: m.content }]));
  return { system: system.length > 0 ? system.join('\n\n') : undefined, turns };
}
