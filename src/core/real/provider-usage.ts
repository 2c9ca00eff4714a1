// The usage a real API reported for one request, read from its raw response (JSON, or the server-sent events of a
// streamed one) in each API's own fields (its shape's `usage` reader): input tokens with the cached ones included,
// output tokens with any thinking. A run's cost prefers it to the lab's own count. Undefined when the response says none (an OpenAI-
// compatible local server may not, a Chat Completions stream never does unless asked).
import { isRecord } from '../json/json-value.ts';
import type { ReportedUsage } from '../providers/model-adapter.ts';
import type { ReportedUsageFields } from '../shapes/api-shape.ts';
import { apiShape, type ProviderId } from '../shapes/provider-ids.ts';

export function providerUsage(provider: ProviderId, responseBody: string | undefined): ReportedUsage | undefined {
  if (!responseBody) return undefined;
  const objects = jsonObjects(responseBody);
  let usage: ReportedUsage | undefined;
  const shape = apiShape(provider);
  for (const object of objects) usage = merge(usage, shape.usage(object));
  return usage;
}

/** The body as JSON, or each `data:` line of an event stream. */
function jsonObjects(body: string): Record<string, unknown>[] {
  const parse = (text: string): unknown => {
    try {
      return JSON.parse(text) as unknown;
    } catch {
      return undefined;
    }
  };
  const whole = parse(body);
  if (whole !== undefined) return isRecord(whole) ? [whole] : [];
  return body
    .split('\n')
    .filter((line) => line.startsWith('data:'))
    .map((line) => parse(line.slice(5).trim()))
    .filter(isRecord);
}

/** A later report's fields over an earlier one's (a stream's last usage is its total). */
function merge(known: ReportedUsage | undefined, next: ReportedUsageFields | undefined): ReportedUsage | undefined {
  if (!next) return known;
  const inputTokens = next.inputTokens ?? known?.inputTokens;
  if (inputTokens === undefined) return known;
  const outputTokens = next.outputTokens ?? known?.outputTokens ?? null;
  const cached = next.cachedInputTokens ?? known?.cachedInputTokens;
  return { inputTokens, outputTokens, ...(cached !== undefined ? { cachedInputTokens: cached } : {}) };
}
