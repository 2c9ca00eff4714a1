// The contract between the loop and a backend. An adapter knows only its wire shape: how to turn the
// conversation into a request, how to read calls and text from the response, how to append the results.
// Guardrails, trace and verification live in the loop. A text protocol (Qwen's <tool_call> tags) fits the same
// contract: its request is the prompt text, its calls are parsed from the generated text.
import type { ToolOutput } from '../tools/tool-kit-types.ts';

/** One request and its response, as they went over the wire. */
export interface WireExchange {
  url: string;
  /** The raw request body: what the endpoint received. */
  requestBody: string;
  /** HTTP status; absent when no response came back. */
  status?: number;
  responseHeaders?: Record<string, string>;
  /** The raw response body. */
  responseBody?: string;
  /** Why the request was not sent (a guardrail stopped it before it left). */
  blocked?: string;
  /** The answers a real API gave before this one that the client waited out and retried (429s), in order. */
  retries?: RetryNote[];
  /** The usage a real API reported in this response (a simulated run's exchanges carry none: its cost is the lab's count). */
  usage?: ReportedUsage;
  /**
   * A fork of a real model's run answered this request without the network: `replay`, the run it was forked from
   * had this request and its answer is the recorded one; `edit`, the student's reply in the API's own shape.
   * Absent: the endpoint answered.
   */
  answeredBy?: AnsweredBy;
}

export type AnsweredBy = 'replay' | 'edit';

/** Tokens as a provider reported them: input with the cached ones included; output null where it said none. */
export interface ReportedUsage {
  inputTokens: number;
  outputTokens: number | null;
  cachedInputTokens?: number;
}

/** One retried answer: its status, and how long the client waited before sending again (retry-after, or backoff). */
export interface RetryNote {
  status: number;
  waitMs: number;
  /** The response's `retry-after` header, when it sent one. */
  retryAfter?: string;
}

/** A call the model asked for. */
export interface AskedCall {
  /** The API's id for the call (call_id, tool_use id…), or one the adapter made up when the API has none. */
  id: string;
  name: string;
  /** Arguments as the model wrote them: JSON text (Responses, Chat, text protocols) or an object (Anthropic, Gemini). */
  rawArgs: unknown;
  /**
   * Set by a text protocol when the call could not be read at all (not JSON, no name): the loop answers with
   * `message` (model-facing, the protocol's own words) and never runs a tool. `detail` says why, for the trace.
   */
  unreadable?: { message: string; detail: string };
  /** Set by a lenient text protocol: the format it read the call from, one the strict parser does not read. */
  recovered?: string;
}

export type EndpointFailure =
  | { kind: 'http_error'; status: number; message: string }
  | { kind: 'timeout'; message: string }
  /** A response came back but it is not this API's shape. */
  | { kind: 'bad_response'; message: string }
  | { kind: 'network'; message: string }
  /** The request was stopped before it was sent. */
  | { kind: 'blocked'; message: string };

export type TurnResult =
  /** `drifted`: calls a text protocol saw in the text in formats it does not read (a format failure, for the trace). */
  | { ok: true; calls: AskedCall[]; text: string; exchange: WireExchange; drifted?: string[] }
  | { ok: false; failure: EndpointFailure; exchange?: WireExchange };

/** What the loop sends back for one call. */
export interface CallReply {
  call: AskedCall;
  output: ToolOutput;
  /** The output as the text the wire carries (serialized per profile, capped with a marker when too long). */
  text: string;
  /** True when `text` is not the whole serialized output. */
  capped: boolean;
  isError: boolean;
}

/**
 * Decides, from the raw request about to be sent, whether it may go; a string is the reason to stop it.
 * A backend with its own tokenizer (a local model) passes its count; otherwise the loop counts the body. A promise:
 * the decision waits for the token counter to load (the request has not left yet).
 */
export type RequestGate = (body: string, ownTokens?: number) => string | null | Promise<string | null>;

export interface AdapterSession {
  /** Sends the conversation so far. Never throws: endpoint failures come back as data. */
  send(gate: RequestGate): Promise<TurnResult>;
  /**
   * Appends the model's last turn and the results of its calls. As data: in the API's slot for tool results
   * (function_call_output, tool_result, role "tool", functionResponse). Not as data: as plain user text, which
   * is what treating tool output as instructions looks like on the wire.
   */
  reply(results: readonly CallReply[], asData: boolean): void;
}

export interface ModelAdapter {
  /** The backend, for the trace (a ProviderId for the APIs). */
  readonly id: string;
  open(question: string): AdapterSession;
}
