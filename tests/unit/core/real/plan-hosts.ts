// MSW handlers that impersonate the real APIs' hosts for plan and execute's stages: each request is read back into
// the conversation it carries (the system text from the API's own slot, the turns in order), `reply` writes the
// model's text, and the answer goes back in the API's shape with its usage. Every request is kept with its
// headers, its body, the conversation and the slot its system text came in; a test can queue answers (a 401, a
// 500) to go first.
import { http, HttpResponse, type RequestHandler } from 'msw';
import type { ChatMessage } from '../../../../src/core/agent/plan/chat-model.ts';
import type { ProviderId } from '../../../../src/core/shapes/provider-ids.ts';

export interface PlanRequest {
  provider: ProviderId;
  url: string;
  headers: Record<string, string>;
  body: Record<string, unknown>;
  /** The body's field the system text came in (`instructions`, `messages[0]`, `system`, `systemInstruction`). */
  systemSlot: string | undefined;
  messages: ChatMessage[];
}

export interface PlanHosts {
  handlers: RequestHandler[];
  seen: PlanRequest[];
  queue: (() => Response)[];
  reset(): void;
}

type Json = Record<string, unknown>;
const text = (value: unknown): string => (typeof value === 'string' ? value : Array.isArray(value) ? value.map((p) => String((p as Json).text ?? '')).join('') : '');

/** The conversation in a request body, and where its system text was. */
function conversation(provider: ProviderId, body: Json): { systemSlot: string | undefined; messages: ChatMessage[] } {
  const turns = (list: unknown, role: (r: unknown) => ChatMessage['role']) =>
    (Array.isArray(list) ? (list as Json[]) : []).map((m) => ({ role: role(m.role), content: text(m.content ?? m.parts) }));
  const asRole = (r: unknown): ChatMessage['role'] => (r === 'system' ? 'system' : r === 'assistant' || r === 'model' ? 'assistant' : 'user');
  switch (provider) {
    case 'openai-responses':
      return { systemSlot: body.instructions ? 'instructions' : undefined, messages: [...(body.instructions ? [{ role: 'system' as const, content: String(body.instructions) }] : []), ...turns(body.input, asRole)] };
    case 'openai-chat': {
      const messages = turns(body.messages, asRole);
      return { systemSlot: messages[0]?.role === 'system' ? 'messages[0]' : undefined, messages };
    }
    case 'anthropic':
      return { systemSlot: body.system ? 'system' : undefined, messages: [...(body.system ? [{ role: 'system' as const, content: text(body.system) }] : []), ...turns(body.messages, asRole)] };
    case 'gemini': {
      const instruction = body.systemInstruction as Json | undefined;
      return { systemSlot: instruction ? 'systemInstruction' : undefined, messages: [...(instruction ? [{ role: 'system' as const, content: text(instruction.parts) }] : []), ...turns(body.contents, asRole)] };
    }
  }
}

/** The model's text in the API's own response shape, with 12 tokens in and 5 out. */
function answer(provider: ProviderId, reply: string): Json {
  switch (provider) {
    case 'openai-responses':
      return {
        id: 'resp_1', object: 'response', created_at: 0, status: 'completed', model: 'm',
        output: [{ type: 'message', id: 'msg_1', role: 'assistant', status: 'completed', content: [{ type: 'output_text', text: reply, annotations: [] }] }],
        usage: { input_tokens: 12, output_tokens: 5, total_tokens: 17 },
      };
    case 'openai-chat':
      return { id: 'chatcmpl-1', object: 'chat.completion', created: 0, model: 'm', choices: [{ index: 0, message: { role: 'assistant', content: reply }, finish_reason: 'stop' }], usage: { prompt_tokens: 12, completion_tokens: 5, total_tokens: 17 } };
    case 'anthropic':
      return { id: 'msg_1', type: 'message', role: 'assistant', model: 'm', content: [{ type: 'text', text: reply }], stop_reason: 'end_turn', stop_sequence: null, usage: { input_tokens: 12, output_tokens: 5 } };
    case 'gemini':
      return { candidates: [{ content: { role: 'model', parts: [{ text: reply }] }, finishReason: 'STOP' }], usageMetadata: { promptTokenCount: 12, candidatesTokenCount: 5, totalTokenCount: 17 } };
  }
}

const ROUTES: [ProviderId, string][] = [
  ['openai-responses', 'https://api.openai.com/v1/responses'],
  ['openai-chat', 'https://api.openai.com/v1/chat/completions'],
  ['anthropic', 'https://api.anthropic.com/v1/messages'],
  ['gemini', 'https://generativelanguage.googleapis.com/v1beta/models/:model'],
];

/** `reply` plays the model: the text it writes to a conversation. */
export function createPlanHosts(reply: (messages: ChatMessage[], provider: ProviderId) => string): PlanHosts {
  const seen: PlanRequest[] = [];
  const queue: (() => Response)[] = [];
  const handlers = ROUTES.map(([provider, url]) =>
    http.post(url, async ({ request }) => {
      const body = (await request.json()) as Json;
      const read = conversation(provider, body);
      seen.push({ provider, url: request.url, headers: Object.fromEntries(request.headers.entries()), body, ...read });
      const queued = queue.shift();
      if (queued) return queued();
      return HttpResponse.json(answer(provider, reply(read.messages, provider)));
    }),
  );
  return {
    handlers,
    seen,
    queue,
    reset() {
      seen.length = 0;
      queue.length = 0;
    },
  };
}
