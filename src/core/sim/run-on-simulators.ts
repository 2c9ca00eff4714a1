// One run of the shared loop against the simulators, as the lesson's scenarios (run-scenario.ts) and the
// companion labs (labs/run-lab.ts) play it: the provider's official SDK pointed at the simulators, a script
// mismatch read from the simulator's header, and the requests that went out, for the script's report.
import { runAgent, type AgentOptions } from '../agent/run-agent.ts';
import type { Limits, Switches } from '../agent/run-settings.ts';
import type { EndReason, RequestEvent, Trace } from '../agent/trace.ts';
import { isRecord } from '../json/json-value.ts';
import { toolSpecs } from '../providers/adapter-options.ts';
import { createApiAdapter } from '../providers/create-adapter.ts';
import type { EndpointFailure, ModelAdapter, WireExchange } from '../providers/model-adapter.ts';
import { sdkBaseUrl, type ProviderId } from '../providers/provider-ids.ts';
import type { WireProfile } from '../providers/wire-profile.ts';
import { loadO200kCounter, type TokenCounter } from '../tokens/o200k-counter.ts';
import { SCRIPT_HEADER } from './sim-handler.ts';

/** How requests reach the simulators. */
export interface SimTransport {
  /** The root URL the handlers were created for (`createSimHandlers(root)`). */
  root: string;
  /** A fetch for the SDKs (the in-page simulator); the global fetch, intercepted by MSW, when absent. */
  fetch?: typeof fetch;
  /** Said in the trace: `service-worker`, `in-page`, `node`. */
  mode: string;
}

/** What a caller picks for a run on the simulators (the lesson's scenarios, a companion lab's). */
export interface SimulatedRunChoices {
  provider: ProviderId;
  transport: SimTransport;
  /** Over the run's own. */
  limits?: Partial<Limits>;
  switches?: Partial<Switches>;
  /** Each kind of run says its default. */
  wireProfile?: WireProfile;
  /** The o200k_base counter, loaded lazily when absent. */
  countTokens?: TokenCounter;
}

export interface SimulatedRunOptions extends Omit<AgentOptions, 'adapter' | 'countTokens' | 'interpretFailure'> {
  provider: ProviderId;
  transport: SimTransport;
  /** The tools whose list goes with every request, as a real client sends it; no list when absent. */
  toolList?: readonly string[];
  /** Wraps the SDK's adapter (a model that writes its calls as JSON text). */
  wrapAdapter?: (adapter: ModelAdapter) => ModelAdapter;
  /** The o200k_base counter, loaded lazily when absent. */
  countTokens?: TokenCounter;
}

export async function runOnSimulators(options: SimulatedRunOptions): Promise<{ trace: Trace; sent: WireExchange[] }> {
  const { provider, transport, toolList, wrapAdapter, countTokens, ...agent } = options;
  const sdk = await createApiAdapter(provider, {
    baseUrl: sdkBaseUrl(transport.root, provider),
    model: agent.model,
    profile: agent.profile,
    timeoutMs: agent.limits.timeoutMs,
    ...(transport.fetch ? { fetch: transport.fetch } : {}),
    ...(toolList ? { tools: toolSpecs(agent.kit, toolList) } : {}),
  });
  const trace = await runAgent({
    ...agent,
    adapter: wrapAdapter ? wrapAdapter(sdk) : sdk,
    countTokens: countTokens ?? (await loadO200kCounter()),
    interpretFailure: scriptMismatch,
  });
  const sent = trace.events.filter((e): e is RequestEvent => e.type === 'request' && e.sent).map((e) => e.exchange);
  return { trace, sent };
}

/** The simulator answers a conversation its script was not written for with its script header saying why. */
function scriptMismatch(_failure: EndpointFailure, exchange: WireExchange | undefined): EndReason | undefined {
  const header = exchange?.responseHeaders?.[SCRIPT_HEADER];
  if (header === undefined) return undefined;
  try {
    const note = JSON.parse(header) as unknown;
    if (isRecord(note) && typeof note.unexpected === 'string') return { kind: 'script_mismatch', detail: note.unexpected };
  } catch {
    return undefined;
  }
  return undefined;
}
