// What each simulated API knows: how to read the conversation from its request body, and how to write the
// scripted model's action and its errors in its own response shape. The HTTP side is shared (sim-handler.ts).
import { TEXT_RESULT_PREFIX } from '../providers/json-tool-calls.ts';
import type { ProviderId } from '../providers/provider-ids.ts';
import type { WireProfile } from '../providers/wire-profile.ts';
import type { ScriptedCall } from './script.ts';

export interface ConversationView {
  model: string;
  /**
   * Tool outputs received so far, in order: parsed from JSON when they are JSON text, else the text itself.
   * Read from the API's tool-result slots, and from user turns that carry a result as text (`Tool result: …`,
   * what a client sends a model without native tool calls).
   */
  results: unknown[];
  /** Calls the model asked for in earlier turns (so ids keep counting across the conversation). */
  priorCalls: number;
  /** Calls with no result after them: real APIs refuse such a conversation, and so do the simulators. */
  unanswered: string[];
}

export interface RenderContext {
  profile: WireProfile;
  model: string;
  /** Number of the first call of this turn, counting from 1 across the conversation. */
  firstIndex: number;
  /** Seeds realistic ids: the same conversation gives the same ids. */
  scope: string;
}

export type ApiErrorKind = 'invalid_request' | 'server_error' | 'script_mismatch';

export interface ApiSimulator {
  provider: ProviderId;
  /** The endpoint's path under the simulators' root, in MSW's syntax. */
  path: string;
  /** The conversation in a request body, or the API's own message for a request it would refuse. */
  read(body: unknown, params: Record<string, string | readonly string[] | undefined>): ConversationView | string;
  unansweredMessage(ids: readonly string[]): string;
  /** A turn of calls, with the text the model wrote before them when there is any. */
  calls(calls: readonly ScriptedCall[], context: RenderContext, text?: string): unknown;
  answer(text: string, context: RenderContext): unknown;
  error(status: number, kind: ApiErrorKind, message: string): unknown;
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
