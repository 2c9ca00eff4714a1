// A Message as the Messages API streams it (`stream: true`): message_start with the message before its content,
// each block started, its text or input JSON in deltas, stopped, message_delta with the stop reason and usage,
// message_stop.
import type { SseEvent } from '../sse.ts';
import { pieces } from '../sse.ts';

type Block = Record<string, unknown> & { type: string };

export function messagesStream(whole: unknown): SseEvent[] {
  const message = whole as Record<string, unknown> & { content: Block[]; stop_reason: string; usage: Record<string, unknown> };
  const events: SseEvent[] = [];
  const emit = (type: string, fields: Record<string, unknown> = {}) => events.push({ event: type, data: { type, ...fields } });
  const { usage } = message;
  emit('message_start', { message: { ...message, content: [], stop_reason: null, usage: { ...usage, output_tokens: 0 } } });
  message.content.forEach((block, index) => {
    if (block.type === 'tool_use') {
      emit('content_block_start', { index, content_block: { ...block, input: {} } });
      for (const partial_json of pieces(JSON.stringify(block.input))) emit('content_block_delta', { index, delta: { type: 'input_json_delta', partial_json } });
    } else {
      emit('content_block_start', { index, content_block: { ...block, text: '' } });
      for (const text of pieces(String(block.text))) emit('content_block_delta', { index, delta: { type: 'text_delta', text } });
    }
    emit('content_block_stop', { index });
  });
  emit('message_delta', {
    delta: { stop_reason: message.stop_reason, stop_sequence: null, stop_details: null },
    usage: {
      cache_creation_input_tokens: usage.cache_creation_input_tokens,
      cache_read_input_tokens: usage.cache_read_input_tokens,
      input_tokens: usage.input_tokens,
      output_tokens: usage.output_tokens,
      output_tokens_details: usage.output_tokens_details,
      server_tool_use: usage.server_tool_use,
    },
  });
  emit('message_stop');
  return events;
}
