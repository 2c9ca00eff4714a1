// What a plan stage's call to a real API needs from each wire shape: send one conversation (system in the API's
// own slot, then the user and assistant turns in order, no tools) through the official SDK, and read the reply's
// text from what the SDK parsed. Each shape's adapter file provides it beside its ReAct adapter, over the same
// client, imported the first time its provider runs (real/real-chat-model.ts).
import type { ReadTurn } from '../providers/tapped-turn.ts';

export interface ChatShapeOptions {
  baseUrl: string;
  model: string;
  timeoutMs: number;
  /** The tapped fetch over the key and retry fetch. */
  fetch: typeof fetch;
  /** What the SDK is given as its key (the real one is put in by the fetch below it). */
  apiKey: string;
}

/** A turn after the system text: the planner's user and assistant messages. */
export interface ChatTurn {
  role: 'user' | 'assistant';
  content: string;
}

export interface ChatShape {
  /** One request with the whole conversation, the system text in the API's own slot; resolves with the SDK's parsed response. */
  request(system: string | undefined, turns: readonly ChatTurn[]): Promise<unknown>;
  /** The reply's text (never any calls: no tools are offered), or why the response is not the API's shape. */
  read(response: unknown): ReadTurn | string;
}

export type ChatShapeFactory = (options: ChatShapeOptions) => ChatShape;
