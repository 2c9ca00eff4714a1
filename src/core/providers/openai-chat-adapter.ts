// OpenAI Chat Completions through the `openai` SDK: calls are the assistant message's `tool_calls`; the message
// goes back as received, followed by one `role: "tool"` message per call.
import OpenAI from 'openai';
import { asArray, isRecord } from '../json/json-value.ts';
import { LAB_API_KEYS, sdkClientOptions, type AdapterOptions } from './adapter-options.ts';
import type { ModelAdapter } from './model-adapter.ts';
import { joinReplies } from './plain-replies.ts';
import { tappedTurn } from './tapped-turn.ts';
import { createWireTap } from './wire-tap.ts';

export function openAiChatAdapter(options: AdapterOptions): ModelAdapter {
  const tools = options.tools?.map((t) => ({
    type: 'function',
    function: { name: t.name, description: t.description, parameters: t.parameters },
  }));
  return {
    id: 'openai-chat',
    open(question) {
      const tap = createWireTap(options.fetch);
      const client = new OpenAI(sdkClientOptions(options, tap.fetch, LAB_API_KEYS.openai));
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
              const choice = isRecord(response) ? asArray(response.choices)[0] : undefined;
              const message = isRecord(choice) ? choice.message : undefined;
              if (!isRecord(message)) return 'the response has no choices[0].message';
              lastMessage = message;
              const calls = asArray(message.tool_calls)
                .filter(isRecord)
                .filter((call) => call.type === 'function' && isRecord(call.function))
                .map((call) => {
                  const fn = call.function as Record<string, unknown>;
                  return { id: String(call.id), name: String(fn.name), rawArgs: fn.arguments };
                });
              return { calls, text: typeof message.content === 'string' ? message.content : '' };
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
