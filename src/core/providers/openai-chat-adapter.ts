// OpenAI Chat Completions through the `openai` SDK: calls are the assistant message's `tool_calls`; the message
// goes back as received, followed by one `role: "tool"` message per call.
import OpenAI from 'openai';
import { asArray, isRecord } from '../json/json-value.ts';
import { sdkClientOptions, type AdapterOptions } from './adapter-options.ts';
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
      const client = new OpenAI(sdkClientOptions(options, tap.fetch));
      const messages: unknown[] = [{ role: 'user', content: question }];
      let lastMessage: unknown;
      return {
        send: (gate) =>
          tappedTurn(
            tap,
            gate,
            () =>
              client.chat.completions.create({
                model: options.model,
                messages,
                ...(tools ? { tools } : {}),
              } as OpenAI.Chat.ChatCompletionCreateParamsNonStreaming),
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
