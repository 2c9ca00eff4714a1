// What each simulated API knows: how to read the conversation from its request body, and how to write the
// scripted model's action and its errors in its own response shape. The HTTP side is shared (sim/endpoint-handler.ts).
import { isRecord } from '../json/json-value.ts';
import { parseJsonToolCall } from '../providers/json-fallback-parser.ts';
import { TEXT_RESULT_PREFIX } from '../providers/json-tool-calls.ts';
import type { WireProfile } from '../providers/wire-profile.ts';
import type { SseEvent } from './sse.ts';

/** A call as a simulator reads and writes it: the tool's name and its arguments (a script's ScriptedCall, run/script-contract.ts). */
export interface SimCall {
  name: string;
  args: Record<string, unknown>;
}

export interface ConversationView {
  model: string;
  /**
   * Tool outputs received so far, in order: parsed from JSON when they are JSON text, else the text itself.
   * Read from the API's tool-result slots, and from user turns that carry a result as text (`Tool result: …`,
   * what a client sends a model without native tool calls).
   */
  results: unknown[];
  /** Calls the model asked for in earlier turns (so ids keep rising across the conversation). */
  priorCalls: number;
  /**
   * The model's turns that asked for calls, in order, each with its calls: the results answer them in that order.
   * A fork's what-if reads them (sim/what-if.ts): which call a result answers, and the call to ask for again.
   */
  turns: ModelTurn[];
  /** Calls with no result after them: real APIs refuse such a conversation, and so do the simulators. */
  unanswered: string[];
  /** The request asks for the answer as server-sent events (`stream: true`, Gemini's streamGenerateContent). */
  stream?: boolean;
}

/** A model turn of the conversation: its calls, written as text (`{"tool": …}`) by a model without native tool calls. */
export interface ModelTurn {
  calls: SimCall[];
  asText?: boolean;
}

/** Which error of the API's own a simulator answers: each API writes it with its own type, code and status. */
export type ApiErrorKind =
  | 'invalid_json'
  | 'invalid_request'
  | 'missing_parameter'
  | 'model_not_found'
  | 'missing_key'
  | 'invalid_key'
  | 'server_error'
  | 'timeout'
  /** The lab's own: the scripted model was not written for this conversation (answered as a server error). */
  | 'script_mismatch';

/** A request the API refuses, or a failure it answers: the HTTP status, the kind and the API's own message. */
export interface ApiError {
  status: number;
  kind: ApiErrorKind;
  message: string;
  /** The request field at fault, when there is one. */
  param?: string;
}

export interface RenderContext {
  profile: WireProfile;
  model: string;
  /** Number of the first call of this turn, from 1 across the conversation. */
  firstIndex: number;
  /** Tool results the conversation held (the lesson's ids count them). */
  results: number;
  /** Seeds realistic ids: the same conversation gives the same ids. */
  scope: string;
  /** The turn's o200k_base counts: the request body as received, the model's output as text. */
  usage: TokenUsage;
  /** The request body: the APIs echo some of its settings (tools, instructions, temperature…) in the response. */
  body: Record<string, unknown>;
}

export interface TokenUsage {
  input: number;
  output: number;
}

export interface ApiSimulator {
  /** Its shape's id (it seeds the ids a realistic response draws). */
  provider: string;
  /** The endpoint's path under the simulators' root, in MSW's syntax. */
  path: string;
  /** The conversation in a request body, or the API's own error for a request it would refuse. */
  read(body: unknown, params: Record<string, string | readonly string[] | undefined>): ConversationView | ApiError;
  /** The API's error for a missing or malformed key (the realistic profile checks keys), else undefined. */
  checkKey(request: Request): ApiError | undefined;
  unansweredMessage(ids: readonly string[]): string;
  /** The API's own 404 for a model it does not serve. */
  modelNotFound(model: string): ApiError;
  /** A turn of calls, with the text the model wrote before them when there is any. */
  calls(calls: readonly SimCall[], context: RenderContext, text?: string): unknown;
  answer(text: string, context: RenderContext): unknown;
  /** The events a stream of `whole` (what `calls` or `answer` gave) is sent as. */
  stream(whole: unknown, context: RenderContext): SseEvent[];
  /** The error body; `requestId` for the APIs that put one in it. */
  error(error: ApiError, requestId: string): unknown;
}

export function isApiError(view: ConversationView | ApiError): view is ApiError {
  return 'kind' in view;
}

/** The API key a request carries: as a bearer token (`Authorization: Bearer …`), or in the header named `header`. */
export function apiKeyOf(request: Request, header?: string): string | undefined {
  const bearer = /^Bearer\s+(.*)$/i.exec(request.headers.get('authorization') ?? '')?.[1]?.trim();
  return bearer || (header ? request.headers.get(header)?.trim() || undefined : undefined);
}

/** A tool output's text when it came as content parts (`[{type:"input_text"|"text", text}]`), else the value itself. */
export function partsText(content: unknown): unknown {
  if (!Array.isArray(content)) return content;
  return content
    .filter((part): part is Record<string, unknown> => typeof part === 'object' && part !== null)
    .map((part) => (typeof part.text === 'string' ? part.text : ''))
    .join('');
}

/** A tool output as the script reads it: JSON when it is JSON (the lesson's `json.loads`), else the text. */
export function parseOutputText(text: unknown): unknown {
  if (typeof text !== 'string') return text;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}

/** A user turn's text that carries a tool result (`Tool result: …`), read as the script reads results; else undefined. */
export function textResult(content: unknown): unknown {
  if (typeof content !== 'string' || !content.startsWith(TEXT_RESULT_PREFIX)) return undefined;
  return parseOutputText(content.slice(TEXT_RESULT_PREFIX.length));
}

/** A native call's arguments as the script wrote them: an object, or the JSON text of one (else none). */
export function callArgs(value: unknown): Record<string, unknown> {
  const parsed = parseOutputText(value);
  return isRecord(parsed) ? parsed : {};
}

/** The turn of a model without native calls whose reply (`text`) the next user turn answers; a malformed call has no name. */
export function textTurn(text: unknown): ModelTurn {
  const reply = parseJsonToolCall(typeof text === 'string' ? text : '');
  return { calls: [reply.kind === 'call' ? { name: reply.name, args: reply.args } : { name: '', args: {} }], asText: true };
}

/**
 * The simulators' clock, in Unix seconds: a fixed time (2024-03-20 00:00 UTC, the week the lesson's question asks
 * about) so that a replay gives the same bytes.
 */
export const SIM_CREATED_AT = 1_710_892_800;
