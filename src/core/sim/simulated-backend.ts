// The simulated providers as a backend: the provider's official SDK pointed at the simulators (which serve the
// lesson's scripted models and every lab's), the o200k_base counter, a script mismatch read from the
// simulator's header, and after the run the script's report from the requests that went out.
import { replyEditAt, type RunEdit } from '../agent/edits.ts';
import type { EndReason, RequestEvent, Trace } from '../agent/trace.ts';
import { isRecord } from '../json/json-value.ts';
import { toolSpecs } from '../providers/adapter-options.ts';
import { withJsonToolCalls } from '../providers/json-tool-calls.ts';
import type { EndpointFailure, WireExchange } from '../providers/model-adapter.ts';
import type { ReactBackend } from '../run/backend.ts';
import { createApiAdapter } from '../shapes/create-adapter.ts';
import { sdkBaseUrl, type ProviderId } from '../shapes/provider-ids.ts';
import type { ReactPlan } from '../run/run-plan.ts';
import { type AsyncCounter, type TokenCounter } from '../tokens/o200k-counter.ts';
import { playReport, type ScriptPlay, type SentRequest } from './script-report.ts';
import { EDITED_REPLY_HEADER, SCRIPT_HEADER } from './endpoint-handler.ts';
import { WHAT_IF_HEADER, whatIfAt, writeWhatIf } from './what-if.ts';

/** How requests reach the simulators. */
export interface SimTransport {
  /** The root URL the handlers were created for (`createSimHandlers(root)`). */
  root: string;
  /** A fetch for the SDKs (the in-page simulator); the global fetch, intercepted by MSW, when absent. */
  fetch?: typeof fetch;
  /** Said in the report: `service-worker`, `in-page`, `node`. */
  mode: string;
}

export interface SimulatedBackendOptions {
  provider: ProviderId;
  transport: SimTransport;
  /** The o200k_base counter: here (Node's o200kHere), or elsewhere (the page's token worker). */
  countTokens: TokenCounter | AsyncCounter;
  /** Asks the simulators for server-sent events, read whole by the SDK: the trace's raw responses show the events. */
  stream?: boolean;
}

/** What a simulated run reports besides its trace. */
export interface SimulatedReport {
  provider: ProviderId;
  /** The transport's mode. */
  transport: string;
  /** Whether the scripted model's script was fully used, and anything it was asked that it did not expect. */
  script: ScriptPlay;
}

/** @example run(labScenarioPlan({ lab: 'tienda' }), simulatedBackend({ provider: 'gemini', transport })) */
export function simulatedBackend(options: SimulatedBackendOptions): ReactBackend<SimulatedReport> {
  const { provider, transport } = options;
  return {
    async connect(plan) {
      const script = plan.script;
      if (!script) throw new Error('a simulated provider plays a scripted model: this plan has none');
      const textCalls = plan.toolProtocol === 'json-text';
      // A fork plays the whole script again (the simulators are deterministic): its parent is never read.
      const edits = plan.fork?.edits ?? [];
      const edited = edits.length > 0 ? { fetch: withForkHeaders(edits, transport.fetch) } : {};
      const sdk = await createApiAdapter(provider, {
        baseUrl: sdkBaseUrl(transport.root, provider),
        model: script.name,
        profile: plan.wireProfile,
        timeoutMs: plan.limits.timeoutMs,
        ...(options.stream ? { stream: true } : {}),
        ...(transport.fetch ? { fetch: transport.fetch } : {}),
        ...edited,
        ...(sendsToolList(plan) ? { tools: toolSpecs(plan.kit, plan.offered) } : {}),
      });
      return {
        adapter: textCalls ? withJsonToolCalls(sdk) : sdk,
        model: script.name,
        countTokens: options.countTokens,
        interpretFailure: scriptMismatch,
        // A reply the student wrote was not the script's: the report follows the script on the other requests.
        report: (trace) => ({ provider, transport: transport.mode, script: playReport(provider, script, sentRequests(trace, edits)) }),
      };
    },
  };
}

/**
 * A real client sends the tool list with every request (the realistic profile); the lesson's simulated runs sent
 * none, as its scripts do not read one; a model without native tool calls is not sent one either.
 */
function sendsToolList(plan: ReactPlan<unknown>): boolean {
  return plan.wireProfile === 'realistic' && plan.toolProtocol === 'native';
}

function sentRequests(trace: Trace, edits: readonly RunEdit[]): SentRequest[] {
  return trace.events
    .filter((e): e is RequestEvent => e.type === 'request' && e.sent && replyEditAt(edits, e.step) === undefined)
    .map((e) => {
      const whatIf = whatIfAt(edits, e.step);
      return whatIf ? { exchange: e.exchange, whatIf } : { exchange: e.exchange };
    });
}

/**
 * A fetch that tells the simulator the student's reply for the edited steps, and what the fork changed before each
 * later one: the n-th request the SDK sends is step n (one request a step, no retries). The simulator renders the
 * reply in the API's own shape, so the SDK reads it and the conversation carries it on as if the model had
 * written it; after an edit, the scripted model's fallback answers what its script did not foresee (what-if.ts).
 */
function withForkHeaders(edits: readonly RunEdit[], base: typeof fetch | undefined): typeof fetch {
  let step = 0;
  // Looked up on every request, as the wire tap does, so MSW's Node interception (which patches fetch) applies.
  const send: typeof fetch = (input, init) => (base ?? globalThis.fetch)(input, init);
  return (input, init) => {
    step += 1;
    const reply = replyEditAt(edits, step);
    const whatIf = whatIfAt(edits, step);
    if (!reply && !whatIf) return send(input, init);
    const headers = new Headers(init?.headers ?? (input instanceof Request ? input.headers : undefined));
    if (reply) headers.set(EDITED_REPLY_HEADER, encodeURIComponent(JSON.stringify(reply)));
    if (whatIf) headers.set(WHAT_IF_HEADER, writeWhatIf(whatIf));
    return send(input, { ...init, headers });
  };
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
