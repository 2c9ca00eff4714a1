// Anthropic Messages API through `@anthropic-ai/sdk`: calls are `tool_use` content blocks (arguments already an
// object); the assistant's content goes back, then ONE user message with a `tool_result` block per call.
import Anthropic from '@anthropic-ai/sdk';
import { isRecord } from '../json/json-value.ts';
import { LAB_API_KEYS, sdkClientOptions, type AdapterOptions } from './adapter-options.ts';
import type { ModelAdapter } from './model-adapter.ts';
import { joinReplies } from './plain-replies.ts';
import { tappedTurn } from './tapped-turn.ts';
import type { WireProfile } from './wire-profile.ts';
import { createWireTap } from './wire-tap.ts';

/** The lesson sent max_tokens 500 in its table's runs; the realistic profile sends a common default. */
const MAX_TOKENS: Record<WireProfile, number> = { lesson: 500, realistic: 1024 };

export function anthropicMessagesAdapter(options: AdapterOptions): ModelAdapter {
  const tools = options.tools?.map((t) => ({ name: t.name, description: t.description, input_schema: t.parameters }));
  return {
    id: 'anthropic',
    open(question) {
      const tap = createWireTap(options.fetch);
      const client = new Anthropic(sdkClientOptions(options, tap.fetch, LAB_API_KEYS.anthropic));
      const messages: unknown[] = [{ role: 'user', content: question }];
      let lastContent: Record<string, unknown>[] = [];
      return {
        send: (gate) =>
          tappedTurn(
            tap,
            gate,
            // Key order as built is the body's: {"model":…,"max_tokens":500,"messages":[…]}, as in the lesson.
            () => {
              const params = {
                model: options.model,
                max_tokens: MAX_TOKENS[options.profile],
                ...(options.system ? { system: options.system } : {}),
                messages,
                ...(tools ? { tools } : {}),
              } as Anthropic.MessageCreateParamsNonStreaming;
              // A streamed turn: the SDK's helper assembles the message from its events.
              return options.stream ? client.messages.stream(params).finalMessage() : client.messages.create(params);
            },
            (response) => {
              if (!isRecord(response) || !Array.isArray(response.content)) return 'the response has no "content" list';
              lastContent = response.content.filter(isRecord);
              const calls = lastContent
                .filter((block) => block.type === 'tool_use')
                .map((block) => ({ id: String(block.id), name: String(block.name), rawArgs: block.input }));
              const text = lastContent
                .filter((block) => block.type === 'text')
                .map((block) => String(block.text))
                .join('');
              return { calls, text };
            },
          ),
        reply(results, asData) {
          const content = options.profile === 'lesson' ? lastContent.map(pythonDumpOrder) : lastContent;
          messages.push({ role: 'assistant', content });
          if (asData) {
            messages.push({
              role: 'user',
              content: results.map((r) => ({
                type: 'tool_result',
                tool_use_id: r.call.id,
                content: r.text,
                is_error: r.isError,
              })),
            });
          } else {
            messages.push({ role: 'user', content: joinReplies(results) });
          }
        },
      };
    },
  };
}

/**
 * A block re-keyed as the lesson's Python SDK dumped it (`model_dump(exclude_none=True)`: the pydantic fields'
 * order, alphabetical for these blocks): tool_use as id, input, name, type; text as text, type. The lesson's
 * Anthropic token figures depend on this order.
 */
function pythonDumpOrder(block: Record<string, unknown>): Record<string, unknown> {
  if (block.type === 'tool_use') return { id: block.id, input: block.input, name: block.name, type: block.type };
  if (block.type === 'text') return { text: block.text, type: block.type };
  return block;
}

