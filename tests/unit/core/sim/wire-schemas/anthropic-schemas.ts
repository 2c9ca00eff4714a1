// The Messages API's response, error and stream event bodies as zod schemas, derived from @anthropic-ai/sdk's
// types (third_party/anthropic-sdk-types/messages-excerpt.d.ts): the fields each type requires, nullable where
// it is, and nothing else (strict objects), for the blocks the lab's scripted models write (text, tool_use).
import type Anthropic from '@anthropic-ai/sdk';
import { z } from 'zod';

const count = z.number().int().nonnegative();

// Citations, container skills and cache-miss reasons are never written by the lab: typed as the SDK has them, not checked.
const textBlock = z.strictObject({ type: z.literal('text'), text: z.string(), citations: z.array(z.custom<Anthropic.TextCitation>()).nullable() });

const toolUseBlock = z.strictObject({
  type: z.literal('tool_use'),
  id: z.string().regex(/^toolu_/),
  name: z.string(),
  input: z.record(z.string(), z.unknown()),
  caller: z.strictObject({ type: z.literal('direct') }),
  toolset_name: z.string().nullable().optional(),
});

const contentBlock = z.discriminatedUnion('type', [textBlock, toolUseBlock]);

const serverToolUse = z.strictObject({ web_fetch_requests: count, web_search_requests: count }).nullable();
const outputTokensDetails = z.strictObject({ thinking_tokens: count }).nullable();

const usage = z.strictObject({
  cache_creation: z.strictObject({ ephemeral_1h_input_tokens: count, ephemeral_5m_input_tokens: count }).nullable(),
  cache_creation_input_tokens: count.nullable(),
  cache_read_input_tokens: count.nullable(),
  inference_geo: z.string().nullable(),
  input_tokens: count,
  output_tokens: count,
  output_tokens_details: outputTokensDetails,
  server_tool_use: serverToolUse,
  service_tier: z.enum(['standard', 'priority', 'batch']).nullable(),
  speed: z.enum(['standard', 'fast']).nullable(),
});

const stopReason = z.enum(['end_turn', 'max_tokens', 'stop_sequence', 'tool_use', 'pause_turn', 'refusal', 'model_context_window_exceeded']);
const stopDetails = z
  .strictObject({
    type: z.literal('refusal'),
    category: z.enum(['cyber', 'bio', 'frontier_llm', 'reasoning_extraction', 'general_harms']).nullable(),
    explanation: z.string().nullable(),
  })
  .nullable();

export const anthropicMessage = z.strictObject({
  id: z.string().regex(/^msg_/),
  container: z.strictObject({ id: z.string(), expires_at: z.string(), skills: z.array(z.custom<Anthropic.Messages.ContainerSkill>()).nullable() }).nullable(),
  content: z.array(contentBlock),
  diagnostics: z.strictObject({ cache_miss_reason: z.custom<Anthropic.Messages.CacheMissReason>().nullable() }).nullable(),
  model: z.string(),
  role: z.literal('assistant'),
  stop_details: stopDetails,
  stop_reason: stopReason.nullable(),
  stop_sequence: z.string().nullable(),
  type: z.literal('message'),
  usage,
});

export const anthropicError = z.strictObject({
  type: z.literal('error'),
  error: z.strictObject({
    type: z.enum([
      'invalid_request_error',
      'authentication_error',
      'billing_error',
      'permission_error',
      'not_found_error',
      'rate_limit_error',
      'timeout_error',
      'api_error',
      'overloaded_error',
    ]),
    message: z.string(),
  }),
  request_id: z.string().nullable(),
});

export const anthropicStreamEvent = z.discriminatedUnion('type', [
  z.strictObject({ type: z.literal('message_start'), message: anthropicMessage }),
  z.strictObject({
    type: z.literal('message_delta'),
    delta: z.strictObject({ container: z.unknown().nullable().optional(), stop_details: stopDetails, stop_reason: stopReason.nullable(), stop_sequence: z.string().nullable() }),
    usage: z.strictObject({
      cache_creation_input_tokens: count.nullable(),
      cache_read_input_tokens: count.nullable(),
      input_tokens: count.nullable(),
      output_tokens: count,
      output_tokens_details: outputTokensDetails,
      server_tool_use: serverToolUse,
    }),
  }),
  z.strictObject({ type: z.literal('message_stop') }),
  z.strictObject({ type: z.literal('content_block_start'), index: count, content_block: contentBlock }),
  z.strictObject({
    type: z.literal('content_block_delta'),
    index: count,
    delta: z.discriminatedUnion('type', [
      z.strictObject({ type: z.literal('text_delta'), text: z.string() }),
      z.strictObject({ type: z.literal('input_json_delta'), partial_json: z.string() }),
    ]),
  }),
  z.strictObject({ type: z.literal('content_block_stop'), index: count }),
  z.strictObject({ type: z.literal('ping') }),
  z.strictObject({ type: z.literal('error'), error: anthropicError.shape.error }),
]);

// Compile-time check against the installed SDK: what the schemas accept is what its types say.
export const anthropicTypesAgree: [
  z.infer<typeof anthropicMessage> extends Anthropic.Message ? true : false,
  z.infer<typeof anthropicError> extends Anthropic.ErrorResponse ? true : false,
] = [true, true];
