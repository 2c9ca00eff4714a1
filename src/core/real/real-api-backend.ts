// A real model as a run backend, the simulated backend's sibling: the provider's official SDK pointed at the
// provider's API (or a local OpenAI-compatible server) with the student's key, read from the key store at request
// time. The same loop runs, so guardrails, verifier and trace are the simulated runs'. No simulator headers, the
// lab's system prompt in the API's slot, 429s waited out (noted on the exchange), and a failure said in words.
import type { Trace } from '../agent/trace.ts';
import type { Bilingual } from '../i18n/bilingual.ts';
import { toolSpecs } from '../providers/adapter-options.ts';
import { withJsonToolCalls } from '../providers/json-tool-calls.ts';
import type { RequestEvent } from '../agent/trace.ts';
import type { ModelAdapter, WireExchange } from '../providers/model-adapter.ts';
import { providerUsage } from './provider-usage.ts';
import type { ReactBackend } from '../run/backend.ts';
import { createApiAdapter } from '../shapes/create-adapter.ts';
import type { ProviderId } from '../shapes/provider-ids.ts';
import { type AsyncCounter, type TokenCounter } from '../tokens/o200k-counter.ts';
import { jsonToolPrompt } from './json-tool-prompt.ts';
import { realFailureText } from './real-failure.ts';
import type { RealEndpoint } from './real-endpoints.ts';
import { createRealFetch, KEY_PLACEHOLDER, type RetryPolicy, type RetryWait } from './real-fetch.ts';
import { createForkFetch } from './fork-fetch.ts';
import type { ReactFork } from '../run/fork.ts';

export interface RealApiBackendOptions {
  /** The provider's API or a local server, with the base URL the student chose. */
  endpoint: Pick<RealEndpoint, 'provider' | 'label' | 'baseUrl' | 'local' | 'cors'>;
  model: string;
  /** Read on every request (a key store's `get`), never kept. */
  key: () => string | undefined;
  /** The model has no native tool calls: it is told to write them as JSON text, and they are read from its text. */
  jsonToolCalls?: boolean;
  /** The o200k_base counter: the page's token worker (Node: o200kHere). */
  countTokens: TokenCounter | AsyncCounter;
  stream?: boolean;
  retry?: RetryPolicy;
  /** The network's fetch (tests: MSW's interception of the global one applies when absent). */
  fetch?: typeof fetch;
  /** Waits before a retry (tests pass one that does not wait). */
  sleep?: (ms: number, signal?: AbortSignal) => Promise<void>;
  /** Each 429 wait as it starts, and `null` when it ends: a page shows the wait live. */
  onWait?: (wait: RetryWait | null) => void;
}

export interface RealApiReport {
  provider: string;
  baseUrl: string;
  model: string;
  /** 429s waited out over the run. */
  retries: number;
  /** Why the run ended without an answer from the API, in words; absent when it answered. */
  failure?: Bilingual;
}

/** @example run(lessonScenarioPlan(…), realApiBackend({ endpoint: CLOUD_ENDPOINTS.anthropic, model, key: () => keys.get('anthropic') })) */
export function realApiBackend(options: RealApiBackendOptions): ReactBackend<RealApiReport> {
  const { endpoint, model } = options;
  return {
    async connect(plan) {
      const textCalls = options.jsonToolCalls === true || plan.toolProtocol === 'json-text';
      const tools = toolSpecs(plan.kit, plan.offered);
      const sdk = await createApiAdapter(endpoint.provider, {
        baseUrl: endpoint.baseUrl,
        model,
        profile: 'realistic',
        timeoutMs: plan.limits.timeoutMs,
        real: true,
        apiKey: KEY_PLACEHOLDER,
        system: textCalls ? `${plan.system}\n\n${jsonToolPrompt(tools)}` : plan.system,
        fetch: forkFetch(plan.fork, options.endpoint.provider, createRealFetch(options)),
        ...(options.stream ? { stream: true } : {}),
        ...(textCalls ? {} : { tools }),
      });
      return {
        adapter: withProviderUsage(textCalls ? withJsonToolCalls(sdk) : sdk, endpoint.provider),
        model,
        countTokens: options.countTokens,
        report: (trace) => report(trace, options),
      };
    },
  };
}

/**
 * A fork's requests go through its parent's answers first (the parent's recorded answers stand for the steps before
 * the edit instead of asking the provider again); a run that is not a fork goes straight to the network.
 */
function forkFetch(fork: ReactFork | undefined, provider: ProviderId, send: typeof fetch): typeof fetch {
  if (!fork) return send;
  const parentExchanges: (WireExchange | undefined)[] = [];
  for (const event of fork.parent?.trace.events ?? []) if (event.type === 'request' && event.sent) parentExchanges[event.step - 1] = event.exchange;
  return createForkFetch({ provider, edits: fork.edits, parentExchanges, send });
}

/** Each exchange gets the usage its response reported, for the run's cost. */
function withProviderUsage(adapter: ModelAdapter, provider: ProviderId): ModelAdapter {
  return {
    id: adapter.id,
    open(question) {
      const session = adapter.open(question);
      return {
        async send(gate) {
          const turn = await session.send(gate);
          const usage = turn.exchange ? providerUsage(provider, turn.exchange.responseBody) : undefined;
          if (turn.exchange && usage) turn.exchange.usage = usage;
          return turn;
        },
        reply: (results, asData) => session.reply(results, asData),
      };
    },
  };
}

function report(trace: Trace, options: RealApiBackendOptions): RealApiReport {
  const requests = trace.events.filter((e): e is RequestEvent => e.type === 'request');
  const end = trace.summary.end;
  const failure =
    end.kind === 'endpoint_error'
      ? realFailureText(end.failure, requests.at(-1)?.exchange, { endpoint: options.endpoint, model: options.model })
      : undefined;
  return {
    provider: options.endpoint.provider,
    baseUrl: options.endpoint.baseUrl,
    model: options.model,
    retries: requests.reduce((n, e) => n + (e.exchange.retries?.length ?? 0), 0),
    ...(failure ? { failure } : {}),
  };
}
