// What a plan stage's call to a real API needs from each wire shape: send one conversation (system in the API's
// own slot, then the user and assistant turns in order, no tools) through the official SDK, and read the reply's
// text from what the SDK parsed. Each shape lives in its own file, imported the first time its provider runs
// (real-chat-model.ts), as the ReAct adapters are (providers/create-adapter.ts).
import type { ChatMessage } from '../agent/plan/chat-model.ts';
import type { ReadTurn } from '../providers/tapped-turn.ts';

export interface ChatShapeOptions {
  baseUrl: string;
  model: string;
  timeoutMs: number;
  /** The tapped fetch over the key and retry fetch. */
  fetch: typeof fetch;
}

export interface ChatShape {
  /** One request with the whole conversation; resolves with the SDK's parsed response. */
  request(messages: readonly ChatMessage[]): Promise<unknown>;
  /** The reply's text (never any calls: no tools are offered), or why the response is not the API's shape. */
  read(response: unknown): ReadTurn | string;
}

export type ChatShapeFactory = (options: ChatShapeOptions) => ChatShape;

/** The system messages as one text (the planner sends one), and the turns after them. */
export function splitSystem(messages: readonly ChatMessage[]): { system: string | undefined; turns: { role: 'user' | 'assistant'; content: string }[] } {
  const system = messages.filter((m) => m.role === 'system').map((m) => m.content);
  const turns = messages.flatMap((m) => (m.role === 'system' ? [] : [{ role: m.role, content: m.content }]));
  return { system: system.length > 0 ? system.join('\n\n') : undefined, turns };
}
