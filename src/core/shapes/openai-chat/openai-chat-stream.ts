// A chat completion as Chat Completions streams it (`stream: true`): chunks whose deltas carry the role, the text
// and each tool call (its id and name first, then its arguments), one with the finish reason, the usage chunk when
// `stream_options.include_usage` asks for it, and `[DONE]`.
import type { RenderContext } from '../api-simulator.ts';
import type { SseEvent } from '../sse.ts';
import { pieces } from '../sse.ts';

interface ToolCall {
  id: string;
  type: string;
  function: { name: string; arguments: string };
}

export function chatStream(whole: unknown, { body }: RenderContext): SseEvent[] {
  const completion = whole as Record<string, unknown> & {
    choices: { message: { content: string | null; tool_calls?: ToolCall[] }; finish_reason: string }[];
    usage: unknown;
  };
  const { choices, usage, ...head } = completion;
  const choice = choices[0];
  const base = { ...head, object: 'chat.completion.chunk' };
  const chunk = (delta: Record<string, unknown>, finish_reason: string | null = null): SseEvent => ({
    data: { ...base, choices: [{ index: 0, delta, logprobs: null, finish_reason }] },
  });
  const text = choice?.message.content;
  // A turn with no text (calls only) starts with `content: null`, as the whole message has it.
  const events = [chunk({ role: 'assistant', content: text ? '' : null, refusal: null })];
  if (text) for (const content of pieces(text)) events.push(chunk({ content }));
  (choice?.message.tool_calls ?? []).forEach((call, index) => {
    events.push(chunk({ tool_calls: [{ index, id: call.id, type: call.type, function: { name: call.function.name, arguments: '' } }] }));
    for (const args of pieces(call.function.arguments)) events.push(chunk({ tool_calls: [{ index, function: { arguments: args } }] }));
  });
  events.push(chunk({}, choice?.finish_reason ?? 'stop'));
  const options = body.stream_options as { include_usage?: unknown } | undefined;
  if (options?.include_usage === true) events.push({ data: { ...base, choices: [], usage } });
  events.push({ data: '[DONE]' });
  return events;
}
