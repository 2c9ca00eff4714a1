// What every API adapter is built with.
import type { JsonSchema, ToolKit } from '../tools/tool-kit-types.ts';
import { CLIENT_TIMEOUT_HEADER, WIRE_PROFILE_HEADER, type WireProfile } from './wire-profile.ts';

/** A tool as offered to a model, before each API wraps it in its own shape. */
export interface ToolSpec {
  name: string;
  description: string;
  parameters: JsonSchema;
}

export interface AdapterOptions {
  /** The SDK's base URL (see `sdkBaseUrl`). */
  baseUrl: string;
  /** The model asked for: in the lab, the scenario's name. */
  model: string;
  profile: WireProfile;
  timeoutMs: number;
  /** The fetch the SDK uses (the in-page simulator, say); the global fetch when absent. */
  fetch?: typeof fetch;
  /** The tool list sent with each request; absent, none is sent (the lesson's simulated runs sent none). */
  tools?: readonly ToolSpec[];
  /** The API key sent; absent, the lab's own for the provider (its shape's `labKey`). */
  apiKey?: string;
  /** Asks for each answer as server-sent events (the trace's raw response shows them), read whole once it ends. */
  stream?: boolean;
  /** A real API, not the simulators: none of the simulator's headers (a custom header would also fail a CORS preflight). */
  real?: boolean;
  /** The system prompt, in each API's own slot; absent, none (the simulated runs sent none). */
  system?: string;
}

export function toolSpecs(kit: ToolKit, names: readonly string[]): ToolSpec[] {
  return kit.tools
    .filter((tool) => names.includes(tool.name))
    .map((tool) => ({ name: tool.name, description: tool.description, parameters: kit.jsonSchema(tool.name) }));
}

/**
 * What the OpenAI and Anthropic SDK clients take, the same for both: no retries (a retried 500 would hide the
 * failure a scenario plays), the run's timeout, the tapped fetch, and the wire profile and timeout for the simulator.
 */
export function sdkClientOptions(options: AdapterOptions & { apiKey: string }, fetch: typeof globalThis.fetch) {
  return {
    apiKey: options.apiKey,
    baseURL: options.baseUrl,
    dangerouslyAllowBrowser: true,
    maxRetries: 0,
    timeout: options.timeoutMs,
    fetch,
    defaultHeaders: simHeaders(options),
  };
}

/** The headers every adapter sends for the simulator: its wire profile and its timeout. */
export function simHeaders(options: AdapterOptions): Record<string, string> {
  if (options.real) return {};
  return { [WIRE_PROFILE_HEADER]: options.profile, [CLIENT_TIMEOUT_HEADER]: String(options.timeoutMs) };
}
