// OpenAI Chat Completions through the `openai` SDK, for the simulator, the real API and OpenAI-compatible local
// servers alike: calls are the assistant message's `tool_calls`; the message goes back as received, followed by
// one `role: "tool"` message per call. A plan stage's conversation (openAiChatChat) goes out on the same client:
// a `system` message first, then the turns, no token cap (a reasoning model's thinking counts against one).
import OpenAI from 'openai';
import { asArray, isRecord } from '../../json/json-value.ts';
import { sdkClientOptions, type AdapterOptions } from '../../providers/adapter-options.ts';
import type { ModelAdapter } from '../../providers/model-adapter.ts';
import { joinReplies } from '../../providers/plain-replies.ts';
import { tappedTurn, type ReadTurn } from '../../providers/tapped-turn.ts';
import { createWireTap } from '../../providers/wire-tap.ts';
import type { ChatShapeFactory } from '../chat-shape.ts';

export function openAiChatAdapter(options: AdapterOptions & { apiKey: string }): ModelAdapter {
  const tools = options.tools?.map((t) => ({
    type: 'function',
    function: { name: t.name, description: t.description, parameters: t.parameters },
  }));
  return {
    id: 'openai-chat',
    open(question) {
      const tap = createWireTap(options.fetch);
      const client = new OpenAI(sdkClientOptions(options, tap.fetch));
      const messages: unknown[] = [...(options.system ? [{ role: 'system', content: options.system }] : []), { role: 'user', content: question }];
      let lastMessage: unknown;
      return {
        send: (gate) =>
          tappedTurn(
            tap,
            gate,
            () => {
              const params = { model: options.model, messages, ...(tools ? { tools } : {}) } as OpenAI.Chat.ChatCompletionCreateParamsNonStreaming;
              return options.stream ? streamedCompletion(client, params) : client.chat.completions.create(params);
            },
            (response) => {
              const read = readCompletion(response);
              if (typeof read === 'string') return read;
              lastMessage = read.message;
              return { calls: read.calls, text: read.text };
            },
          ),
        reply(results, asData) {
          messages.push(lastMessage);
          if (asData) {
            for (const r of results) messages.push({ role: 'tool', tool_call_id: r.call.id, content: r.text });
          } else {
            messages.push({ role: 'user', content: joinReplies(results) });
          }
        },
      };
    },
  };
}

/** A plan stage's conversation: a `system` message first, then the turns; the reply's text. */
export const openAiChatChat: ChatShapeFactory = (options) => {
  const sdk = new OpenAI(sdkClientOptions({ ...options, profile: 'realistic', real: true }, options.fetch));
  return {
    request: (system, turns) =>
      sdk.chat.completions.create({ model: options.model, messages: [...(system !== undefined ? [{ role: 'system' as const, content: system }] : []), ...turns] }),
    read(response) {
      const read = readCompletion(response);
      return typeof read === 'string' ? read : { calls: [], text: read.text };
    },
  };
};

/** A completion's first choice: its calls and text, with the message as received; or why the body is not a completion. */
function readCompletion(response: unknown): (ReadTurn & { message: Record<string, unknown> }) | string {
  const choice = isRecord(response) ? asArray(response.choices)[0] : undefined;
  const message = isRecord(choice) ? choice.message : undefined;
  if (!isRecord(message)) return 'the response has no choices[0].message';
  const calls = asArray(message.tool_calls)
    .filter(isRecord)
    .filter((call) => call.type === 'function' && isRecord(call.function))
    .map((call) => {
      const fn = call.function as Record<string, unknown>;
      return { id: String(call.id), name: String(fn.name), rawArgs: fn.arguments };
    });
  return { calls, text: typeof message.content === 'string' ? message.content : '', message };
}

/**
 * A streamed turn, its chunks' deltas put together as a completion's first choice: the text, and each tool call
 * from its first delta (id, name) and the argument pieces after it.
 */
async function streamedCompletion(client: OpenAI, params: OpenAI.Chat.ChatCompletionCreateParamsNonStreaming): Promise<unknown> {
  let content: string | null = null;
  const calls: { id: string; type: 'function'; function: { name: string; arguments: string } }[] = [];
  for await (const chunk of await client.chat.completions.create({ ...params, stream: true })) {
    const delta = chunk.choices[0]?.delta;
    if (typeof delta?.content === 'string') content = (content ?? '') + delta.content;
    for (const call of delta?.tool_calls ?? []) {
      const known = (calls[call.index] ??= { id: '', type: 'function', function: { name: '', arguments: '' } });
      if (call.id) known.id = call.id;
      if (call.function?.name) known.function.name = call.function.name;
      known.function.arguments += call.function?.arguments ?? '';
    }
  }
  const message = { role: 'assistant', content: content === '' && calls.length > 0 ? null : content, ...(calls.length > 0 ? { tool_calls: calls } : {}) };
  return { choices: [{ index: 0, message }] };
}
