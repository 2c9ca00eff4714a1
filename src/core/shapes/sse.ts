// Server-sent events, as the APIs stream a response: `event:` (where the API names its events) and `data:` lines,
// a blank line after each. The simulators stream the response they would have sent whole, cut into the events
// each API sends, so that a streamed turn and a whole one hold the same calls and text.

export interface SseEvent {
  /** The `event:` line, for the APIs that name their events (Responses, Anthropic). */
  event?: string;
  /** JSON written compactly; a string goes as it is (Chat Completions' closing `[DONE]`). */
  data: unknown;
}

export function sseText(events: readonly SseEvent[]): string {
  return events
    .map((e) => `${e.event === undefined ? '' : `event: ${e.event}\n`}data: ${typeof e.data === 'string' ? e.data : JSON.stringify(e.data)}\n\n`)
    .join('');
}

/** A text in the pieces a stream sends it in: a word and the spaces after it each, never none (an empty text is one piece). */
export function pieces(text: string): string[] {
  const words = text.match(/\S+\s*|\s+/g);
  return words ?? [''];
}
