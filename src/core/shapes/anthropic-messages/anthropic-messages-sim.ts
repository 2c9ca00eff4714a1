// The simulated Anthropic Messages API (POST /v1/messages), in the shape of the lesson's `sim_anthropic` and of
// the Message of @anthropic-ai/sdk's types (tests/unit/core/sim/wire-schemas.test.ts validates every body).
import { asArray, isRecord } from '../../json/json-value.ts';
import {
  apiKeyOf,
  callArgs,
  parseOutputText,
  partsText,
  textResult,
  textTurn,
  type ApiError,
  type ApiErrorKind,
  type ApiSimulator,
  type ModelTurn,
  type RenderContext,
} from '../api-simulator.ts';
import { messagesStream } from './anthropic-messages-stream.ts';
import { callId, randomId, type IdFormat } from '../wire-ids.ts';

const ERROR_TYPES: Record<ApiErrorKind, string> = {
  invalid_json: 'invalid_request_error',
  invalid_request: 'invalid_request_error',
  missing_parameter: 'invalid_request_error',
  model_not_found: 'not_found_error',
  missing_key: 'authentication_error',
  invalid_key: 'authentication_error',
  server_error: 'api_error',
  timeout: 'timeout_error',
  script_mismatch: 'api_error',
};

const fieldRequired = (param: string): ApiError => ({ status: 400, kind: 'missing_parameter', message: `${param}: Field required`, param });

/** Its realistic ids: a tool_use block's `toolu_01…`, the message's `msg_01…` (the lesson's: toolu_0_0, msg_sim). */
const TOOL_USE_ID: IdFormat = { kind: 'toolu', prefix: 'toolu_01', alphabet: 'alnum', length: 22 };
const MESSAGE_ID: IdFormat = { kind: 'msg', prefix: 'msg_01', alphabet: 'alnum', length: 22 };

export const anthropicMessagesSim: ApiSimulator = {
  provider: 'anthropic',
  path: '/anthropic/v1/messages',

  read(body) {
    if (!isRecord(body) || typeof body.model !== 'string') return fieldRequired('model');
    if (typeof body.max_tokens !== 'number') return fieldRequired('max_tokens');
    if (!Array.isArray(body.messages)) return fieldRequired('messages');
    const messages = body.messages.filter(isRecord);
    const results: unknown[] = [];
    const unanswered: string[] = [];
    const turns: ModelTurn[] = [];
    let priorCalls = 0;
    let misplaced: ApiError | undefined;
    messages.forEach((message, i) => {
      const blocks = asArray(message.content).filter(isRecord);
      if (message.role === 'user') {
        misplaced ??= resultsFirst(messages[i - 1], blocks, i);
        for (const b of blocks) if (b.type === 'tool_result') results.push(parseOutputText(partsText(b.content)));
        if (textResult(message.content) !== undefined) {
          results.push(textResult(message.content));
          turns.push(textTurn(partsText(messages[i - 1]?.content)));
        }
        return;
      }
      const uses = blocks.filter((b) => b.type === 'tool_use');
      const ids = uses.map((b) => String(b.id));
      if (uses.length > 0) turns.push({ calls: uses.map((b) => ({ name: String(b.name), args: callArgs(b.input) })) });
      priorCalls += ids.length;
      // Every tool_use must be answered by a tool_result in the very next (user) message.
      const next = messages[i + 1];
      const answered = new Set(
        next?.role === 'user' ? asArray(next.content).filter(isRecord).map((b) => b.tool_use_id) : [],
      );
      unanswered.push(...ids.filter((id) => !answered.has(id)));
    });
    if (unanswered.length === 0 && misplaced) return misplaced;
    return { model: body.model, results, priorCalls, turns, unanswered, stream: body.stream === true };
  },

  unansweredMessage: (ids) =>
    `messages: \`tool_use\` ids were found without \`tool_result\` blocks immediately after: ${ids.join(', ')}. ` +
    'Each `tool_use` block must have a corresponding `tool_result` block in the next message.',

  /** Anthropic's keys start `sk-ant-`; the SDK sends one as `x-api-key` or as a bearer token. */
  checkKey(request) {
    const key = apiKeyOf(request, 'x-api-key');
    if (key === undefined) return { status: 401, kind: 'missing_key', message: 'x-api-key header is required' };
    return /^sk-ant-[\w-]+$/.test(key) ? undefined : { status: 401, kind: 'invalid_key', message: 'invalid x-api-key' };
  },

  modelNotFound: (model) => ({ status: 404, kind: 'model_not_found', message: `model: ${model}` }),

  calls(calls, context, text) {
    const { profile, firstIndex, results, scope } = context;
    const uses = calls.map((call, position) => ({
      type: 'tool_use',
      id: callId(profile, TOOL_USE_ID, { index: firstIndex + position, results, position }, scope),
      name: call.name,
      input: call.args,
      caller: { type: 'direct' },
    }));
    return envelope(text === undefined ? uses : [textBlock(text), ...uses], 'tool_use', context);
  },

  answer(text, context) {
    return envelope([textBlock(text)], 'end_turn', context);
  },

  stream: messagesStream,

  error(error, requestId) {
    return { type: 'error', error: { type: ERROR_TYPES[error.kind], message: error.message }, request_id: requestId };
  },
};

/**
 * The API wants a message after `tool_use` blocks to open with their `tool_result` blocks (text after them is
 * fine, before them is refused): the error for user message `index`, if it does not.
 */
function resultsFirst(previous: Record<string, unknown> | undefined, blocks: Record<string, unknown>[], index: number): ApiError | undefined {
  if (previous?.role !== 'assistant') return undefined;
  const uses = asArray(previous.content).filter((b) => isRecord(b) && b.type === 'tool_use').length;
  if (uses === 0 || blocks.slice(0, uses).every((b) => b.type === 'tool_result')) return undefined;
  return {
    status: 400,
    kind: 'invalid_request',
    message:
      `messages.${index}: Did not find ${uses} \`tool_result\` block(s) at the beginning of this message. ` +
      'Messages following `tool_use` blocks must begin with a matching number of `tool_result` blocks.',
  };
}

function textBlock(text: string) {
  return { type: 'text', text, citations: null };
}

function envelope(content: unknown[], stopReason: string, { profile, model, firstIndex, scope, usage }: RenderContext) {
  return {
    id: profile === 'lesson' ? 'msg_sim' : randomId(MESSAGE_ID, firstIndex, scope),
    type: 'message',
    role: 'assistant',
    model,
    content,
    stop_reason: stopReason,
    stop_sequence: null,
    stop_details: null,
    container: null,
    diagnostics: null,
    usage: {
      input_tokens: usage.input,
      cache_creation_input_tokens: 0,
      cache_read_input_tokens: 0,
      cache_creation: { ephemeral_5m_input_tokens: 0, ephemeral_1h_input_tokens: 0 },
      output_tokens: usage.output,
      output_tokens_details: { thinking_tokens: 0 },
      server_tool_use: null,
      service_tier: 'standard',
      speed: 'standard',
      inference_geo: null,
    },
  };
}
