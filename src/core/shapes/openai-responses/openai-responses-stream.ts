// A Response as the Responses API streams it (`stream: true`): response.created and .in_progress, each output
// item added, its arguments or text in deltas, done, and response.completed with the whole Response. Every event
// carries its sequence_number.
import type { SseEvent } from '../sse.ts';
import { pieces } from '../sse.ts';

type Item = Record<string, unknown> & { id: string; type: string };
type TextPart = Record<string, unknown> & { text: string };

export function responsesStream(whole: unknown): SseEvent[] {
  const response = whole as Record<string, unknown> & { output: Item[] };
  const events: SseEvent[] = [];
  const emit = (type: string, fields: Record<string, unknown>) =>
    events.push({ event: type, data: { type, sequence_number: events.length, ...fields } });
  // Before it is done a Response has no output and no usage yet.
  const { usage: _, ...head } = response;
  const pending = { ...head, status: 'in_progress', completed_at: null, output: [] };
  emit('response.created', { response: pending });
  emit('response.in_progress', { response: pending });
  response.output.forEach((item, output_index) => {
    const at = { item_id: item.id, output_index };
    if (item.type === 'function_call') {
      const args = String(item.arguments);
      emit('response.output_item.added', { output_index, item: { ...item, arguments: '', status: 'in_progress' } });
      for (const delta of pieces(args)) emit('response.function_call_arguments.delta', { ...at, delta });
      emit('response.function_call_arguments.done', { ...at, name: item.name, arguments: args });
    } else {
      emit('response.output_item.added', { output_index, item: { ...item, status: 'in_progress', content: [] } });
      (item.content as TextPart[]).forEach((part, content_index) => {
        emit('response.content_part.added', { ...at, content_index, part: { ...part, text: '' } });
        for (const delta of pieces(part.text)) emit('response.output_text.delta', { ...at, content_index, delta, logprobs: [] });
        emit('response.output_text.done', { ...at, content_index, text: part.text, logprobs: [] });
        emit('response.content_part.done', { ...at, content_index, part });
      });
    }
    emit('response.output_item.done', { output_index, item });
  });
  emit('response.completed', { response });
  return events;
}
