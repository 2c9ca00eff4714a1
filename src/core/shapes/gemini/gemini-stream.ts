// A response as Gemini's streamGenerateContent sends it with `alt=sse`: one GenerateContentResponse chunk per
// piece of text and per function call, each with the usage so far, the finish reason on the last.
import type { SseEvent } from '../sse.ts';
import { pieces } from '../sse.ts';

type Part = { text?: string; functionCall?: unknown };

export function geminiStream(whole: unknown): SseEvent[] {
  const response = whole as Record<string, unknown> & { candidates: { content: { parts: Part[]; role: string }; finishReason: string; index: number }[] };
  const [candidate] = response.candidates;
  if (!candidate) return [{ data: response }];
  const parts = candidate.content.parts.flatMap((part) => (part.text === undefined ? [part] : pieces(part.text).map((text) => ({ text }))));
  return parts.map((part, i) => ({
    data: {
      ...response,
      candidates: [
        {
          content: { parts: [part], role: candidate.content.role },
          ...(i === parts.length - 1 ? { finishReason: candidate.finishReason } : {}),
          index: candidate.index,
        },
      ],
    },
  }));
}
