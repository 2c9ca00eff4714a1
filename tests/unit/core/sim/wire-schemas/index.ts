// Which schema a simulated API's body is validated against: its success body (200), or its error body.
import type { z } from 'zod';
import type { ProviderId } from '../../../../../src/core/shapes/provider-ids.ts';
import { anthropicError, anthropicMessage, anthropicStreamEvent } from './anthropic-schemas.ts';
import { geminiError, geminiResponse, geminiStreamChunk } from './gemini-schemas.ts';
import { openAiSchema } from './openai-schemas.ts';

const openAiError = openAiSchema('ErrorResponse');

const SCHEMAS: Record<ProviderId, { ok: z.ZodType; error: z.ZodType }> = {
  'openai-responses': { ok: openAiSchema('Response'), error: openAiError },
  'openai-chat': { ok: openAiSchema('CreateChatCompletionResponse'), error: openAiError },
  anthropic: { ok: anthropicMessage, error: anthropicError },
  gemini: { ok: geminiResponse, error: geminiError },
};

/** The schema's complaints about `body` as `provider`'s answer with `status`, empty when it is valid. */
export function wireProblems(provider: ProviderId, status: number, body: unknown): string[] {
  const schema = status < 400 ? SCHEMAS[provider].ok : SCHEMAS[provider].error;
  const result = schema.safeParse(body);
  return result.success ? [] : result.error.issues.map((issue) => `${issue.path.join('.') || '(body)'}: ${issue.message}`);
}

const STREAM_EVENTS: Record<ProviderId, z.ZodType> = {
  'openai-responses': openAiSchema('ResponseStreamEvent'),
  'openai-chat': openAiSchema('CreateChatCompletionStreamResponse'),
  anthropic: anthropicStreamEvent,
  gemini: geminiStreamChunk,
};

/** The schema's complaints about one streamed event's data, empty when it is valid. */
export function streamEventProblems(provider: ProviderId, data: unknown): string[] {
  const result = STREAM_EVENTS[provider].safeParse(data);
  return result.success ? [] : result.error.issues.map((issue) => `${issue.path.join('.') || '(event)'}: ${issue.message}`);
}
