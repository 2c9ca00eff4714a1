// The usage a real API reported for one request, read from its raw response (JSON, or the server-sent events of a
// streamed one) in each API's own fields: input tokens with the cached ones included, output tokens with any
// thinking. A run's cost prefers it to the lab's own count. Undefined when the response says none (an OpenAI-
// compatible local server may not, a Chat Completions stream never does unless asked).
import { isRecord } from '../json/json-value.ts';
import type { ReportedUsage } from '../providers/model-adapter.ts';
import type { ProviderId } from '../providers/provider-ids.ts';

export function providerUsage(provider: ProviderId, responseBody: string | undefined): ReportedUsage | undefined {
  if (!responseBody) return undefined;
  const objects = jsonObjects(responseBody);
  let usage: ReportedUsage | undefined;
  for (const object of objects) usage = merge(usage, readOne(provider, object));
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

const num = (value: unknown): number | undefined => (typeof value === 'number' && Number.isFinite(value) ? value : undefined);
const rec = (value: unknown): Record<string, unknown> => (isRecord(value) ? value : {});

type UsageFields = { inputTokens?: number; outputTokens?: number; cachedInputTokens?: number };

function readOne(provider: ProviderId, o: Record<string, unknown>): UsageFields | undefined {
  switch (provider) {
    case 'openai-responses': {
      // A stream's response.completed event carries the whole response.
      const u = rec(rec(o.response).usage ?? o.usage);
      if (num(u.input_tokens) === undefined) return undefined;
      return { inputTokens: num(u.input_tokens), outputTokens: num(u.output_tokens), cachedInputTokens: num(rec(u.input_tokens_details).cached_tokens) };
    }
    case 'openai-chat': {
      const u = rec(o.usage);
      if (num(u.prompt_tokens) === undefined) return undefined;
      return { inputTokens: num(u.prompt_tokens), outputTokens: num(u.completion_tokens), cachedInputTokens: num(rec(u.prompt_tokens_details).cached_tokens) };
    }
    case 'anthropic': {
      // A stream says the input in message_start's message and the output in message_delta.
      const u = rec(rec(o.message).usage ?? o.usage);
      const input = num(u.input_tokens);
      const read = num(u.cache_read_input_tokens);
      const written = num(u.cache_creation_input_tokens);
      const total = input === undefined ? undefined : input + (read ?? 0) + (written ?? 0);
      if (total === undefined && num(u.output_tokens) === undefined) return undefined;
      return { inputTokens: total, outputTokens: num(u.output_tokens), cachedInputTokens: read };
    }
    case 'gemini': {
      const u = rec(o.usageMetadata);
      if (num(u.promptTokenCount) === undefined) return undefined;
      const output = (num(u.candidatesTokenCount) ?? 0) + (num(u.thoughtsTokenCount) ?? 0);
      return { inputTokens: num(u.promptTokenCount), outputTokens: output, cachedInputTokens: num(u.cachedContentTokenCount) };
    }
  }
}

/** A later report's fields over an earlier one's (a stream's last usage is its total). */
function merge(known: ReportedUsage | undefined, next: UsageFields | undefined): ReportedUsage | undefined {
  if (!next) return known;
  const inputTokens = next.inputTokens ?? known?.inputTokens;
  if (inputTokens === undefined) return known;
  const outputTokens = next.outputTokens ?? known?.outputTokens ?? null;
  const cached = next.cachedInputTokens ?? known?.cachedInputTokens;
  return { inputTokens, outputTokens, ...(cached !== undefined ? { cachedInputTokens: cached } : {}) };
}
