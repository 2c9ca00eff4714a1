// Plays one scenario of the simulated APIs through the real agent loop and the official SDK of a provider:
// the function the #/apis page and the Node tests call.
import { runAgent } from '../agent/run-agent.ts';
import { DEFAULT_LIMITS, DEFAULT_SWITCHES, type Limits, type Switches } from '../agent/run-settings.ts';
import type { EndReason, RequestEvent, Trace } from '../agent/trace.ts';
import { verifyAnswer } from '../agent/verify/verify-answer.ts';
import { isRecord } from '../json/json-value.ts';
import { toolSpecs } from '../providers/adapter-options.ts';
import { createApiAdapter } from '../providers/create-adapter.ts';
import type { EndpointFailure, WireExchange } from '../providers/model-adapter.ts';
import { sdkBaseUrl, type ProviderId } from '../providers/provider-ids.ts';
import type { WireProfile } from '../providers/wire-profile.ts';
import { loadO200kCounter, type TokenCounter } from '../tokens/o200k-counter.ts';
import type { ToolKit } from '../tools/tool-kit-types.ts';
import { LESSON_QUESTION, LESSON_TOOL_NAMES, type ScenarioId } from './scenarios.ts';
import { scriptReport, type ScriptReport } from './script-report.ts';
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

export interface ScenarioOptions {
  provider: ProviderId;
  scenario: ScenarioId;
  kit: ToolKit;
  transport: SimTransport;
  limits?: Partial<Limits>;
  switches?: Partial<Switches>;
  wireProfile?: WireProfile;
  /** The o200k_base counter, loaded lazily when absent. */
  countTokens?: TokenCounter;
}

export interface ScenarioTrace extends Trace {
  provider: ProviderId;
  scenario: ScenarioId;
  transport: string;
  script: ScriptReport;
}

/**
 * @example const trace = await runScenario({ provider: 'anthropic', scenario: 'bucle', kit, transport })
 *   // trace.summary: { steps: 6, calls: 6, errors: 5, tokens: 1763, answer: null, end: { kind: 'step_limit', … } }
 */
export async function runScenario(options: ScenarioOptions): Promise<ScenarioTrace> {
  const { provider, scenario, kit, transport } = options;
  const limits = { ...DEFAULT_LIMITS, ...options.limits };
  const switches = { ...DEFAULT_SWITCHES, ...options.switches };
  const profile = options.wireProfile ?? 'lesson';
  const countTokens = options.countTokens ?? (await loadO200kCounter());
  const adapter = await createApiAdapter(provider, {
    baseUrl: sdkBaseUrl(transport.root, provider),
    model: scenario,
    profile,
    timeoutMs: limits.timeoutMs,
    ...(transport.fetch ? { fetch: transport.fetch } : {}),
    // The lesson's simulated runs sent no tool list: its scripts do not read one.
    ...(profile === 'realistic' ? { tools: toolSpecs(kit, LESSON_TOOL_NAMES) } : {}),
  });
  const trace = await runAgent({
    adapter,
    model: scenario,
    question: LESSON_QUESTION,
    kit,
    offered: LESSON_TOOL_NAMES,
    limits,
    switches,
    profile,
    countTokens,
    verify: (input) => verifyAnswer(input),
    interpretFailure: scriptMismatch,
  });
  const sent = trace.events.filter((e): e is RequestEvent => e.type === 'request' && e.sent).map((e) => e.exchange);
  return { ...trace, provider, scenario, transport: transport.mode, script: scriptReport(provider, scenario, sent) };
}

/** Every scenario on every provider, one after another (a table's worth of traces). */
export async function runAll(
  options: Omit<ScenarioOptions, 'provider' | 'scenario'> & {
    providers: readonly ProviderId[];
    scenarios: readonly ScenarioId[];
  },
): Promise<ScenarioTrace[]> {
  const countTokens = options.countTokens ?? (await loadO200kCounter());
  const traces: ScenarioTrace[] = [];
  for (const scenario of options.scenarios) {
    for (const provider of options.providers) {
      traces.push(await runScenario({ ...options, provider, scenario, countTokens }));
    }
  }
  return traces;
}

/** The simulator answers a conversation its script was not written for with its script header saying why. */
export function scriptMismatch(_failure: EndpointFailure, exchange: WireExchange | undefined): EndReason | undefined {
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
