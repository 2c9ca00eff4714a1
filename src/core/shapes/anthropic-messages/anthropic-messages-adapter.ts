// Anthropic Messages API through `@anthropic-ai/sdk`, for the simulator and the real API alike: calls are
// `tool_use` content blocks (arguments already an object); the assistant's content goes back, then ONE user
// message with a `tool_result` block per call. A plan stage's conversation (anthropicChat) goes out on the same
// client: the system text in `system`, the turns as `messages`, and the realistic profile's max_tokens (the API
// requires one; the ReAct runs on the real API send the same).
import Anthropic from '@anthropic-ai/sdk';
import { isRecord } from '../../json/json-value.ts';
import { sdkClientOptions, type AdapterOptions } from '../../providers/adapter-options.ts';
import type { ModelAdapter } from '../../providers/model-adapter.ts';
import { joinReplies } from '../../providers/plain-replies.ts';
import { tappedTurn, type ReadTurn } from '../../providers/tapped-turn.ts';
import type { WireProfile } from '../../providers/wire-profile.ts';
import { createWireTap } from '../../providers/wire-tap.ts';
import type { ChatShapeFactory } from '../chat-shape.ts';

/** The lesson sent max_tokens 500 in its table's runs; the realistic profile sends a common default. */
const MAX_TOKENS: Record<WireProfile, number> = { lesson: 500, realistic: 1024 };

export function anthropicMessagesAdapter(options: AdapterOptions & { apiKey: string }): ModelAdapter {
  const tools = options.tools?.map((t) => ({ name: t.name, description: t.description, input_schema: t.parameters }));
  return {
    id: 'anthropic',
    open(question) {
      const tap = createWireTap(options.fetch);
      const client = new Anthropic(sdkClientOptions(options, tap.fetch));
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
              const read = readMessage(response);
              if (typeof read === 'string') return read;
              lastContent = read.content;
              return { calls: read.calls, text: read.text };
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

/** A plan stage's conversation: the system text in `system`, the turns as `messages`; the reply's text. */
export const anthropicChat: ChatShapeFactory = (options) => {
  const sdk = new Anthropic(sdkClientOptions({ ...options, profile: 'realistic', real: true }, options.fetch));
  return {
    request: (system, turns) =>
      sdk.messages.create({ model: options.model, max_tokens: MAX_TOKENS.realistic, ...(system !== undefined ? { system } : {}), messages: [...turns] }),
    read(response) {
      const read = readMessage(response);
      return typeof read === 'string' ? read : { calls: [], text: read.text };
    },
  };
};

/** A message's calls and text, with its content blocks as received; or why the body is not a message. */
function readMessage(response: unknown): (ReadTurn & { content: Record<string, unknown>[] }) | string {
  if (!isRecord(response) || !Array.isArray(response.content)) return 'the response has no "content" list';
  const content = response.content.filter(isRecord);
  const calls = content
    .filter((block) => block.type === 'tool_use')
    .map((block) => ({ id: String(block.id), name: String(block.name), rawArgs: block.input }));
  const text = content
    .filter((block) => block.type === 'text')
    .map((block) => String(block.text))
    .join('');
  return { calls, text, content };
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

