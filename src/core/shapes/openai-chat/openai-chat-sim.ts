// The simulated OpenAI Chat Completions API (POST /v1/chat/completions), in the shape of openai-openapi's
// CreateChatCompletionResponse (tests/unit/core/sim/wire-schemas.test.ts validates every body against it).
import { asArray, isRecord } from '../../json/json-value.ts';
import { callArgs, parseOutputText, partsText, SIM_CREATED_AT, textResult, textTurn, type ApiSimulator, type ModelTurn, type RenderContext } from '../api-simulator.ts';
import { wireJson } from '../../providers/wire-profile.ts';
import { checkOpenAiKey, missingParameter, openAiError, openAiModelNotFound } from '../openai-common/openai-errors.ts';
import { chatStream } from './openai-chat-stream.ts';
import { callId, randomId, type IdFormat } from '../wire-ids.ts';

/** Its realistic ids: a tool call's `call_…`, the completion's `chatcmpl-…` (the lesson's: call_0_0, chatcmpl-sim). */
const CALL_ID: IdFormat = { kind: 'call', prefix: 'call_', alphabet: 'alnum', length: 24 };
const COMPLETION_ID: IdFormat = { kind: 'chatcmpl', prefix: 'chatcmpl-', alphabet: 'alnum', length: 29 };

export const openAiChatSim: ApiSimulator = {
  provider: 'openai-chat',
  path: '/openai/v1/chat/completions',

  read(body) {
    if (!isRecord(body) || typeof body.model !== 'string') return missingParameter('model');
    if (!Array.isArray(body.messages)) return missingParameter('messages');
    const messages = body.messages.filter(isRecord);
    const results: unknown[] = [];
    const unanswered: string[] = [];
    const turns: ModelTurn[] = [];
    let priorCalls = 0;
    // A tool message must answer a call of the assistant message before it (tool messages between them allowed).
    const orphan = messages.findIndex((m, i) => m.role === 'tool' && !answersCalls(messages, i));
    if (orphan !== -1) {
      return {
        status: 400,
        kind: 'invalid_request',
        message: "Invalid parameter: messages with role 'tool' must be a response to a preceeding message with 'tool_calls'.",
        param: `messages.[${orphan}].role`,
      };
    }
    messages.forEach((message, i) => {
      // A tool message's content is a string or a list of text parts.
      if (message.role === 'tool') results.push(parseOutputText(partsText(message.content)));
      if (message.role === 'user' && textResult(message.content) !== undefined) {
        results.push(textResult(message.content));
        turns.push(textTurn(partsText(messages[i - 1]?.content)));
      }
      if (message.role !== 'assistant') return;
      const toolCalls = asArray(message.tool_calls).filter(isRecord);
      const ids = toolCalls.map((call) => String(call.id));
      const asked = toolCalls.map((call) => (isRecord(call.function) ? call.function : {}));
      if (asked.length > 0) turns.push({ calls: asked.map((f) => ({ name: String(f.name), args: callArgs(f.arguments) })) });
      priorCalls += ids.length;
      // Every tool_call must be answered by the tool messages that follow it, before anything else.
      const answered = new Set<unknown>();
      for (const next of messages.slice(i + 1)) {
        if (next.role !== 'tool') break;
        answered.add(next.tool_call_id);
      }
      unanswered.push(...ids.filter((id) => !answered.has(id)));
    });
    return { model: body.model, results, priorCalls, turns, unanswered, stream: body.stream === true };
  },

  checkKey: checkOpenAiKey,
  modelNotFound: openAiModelNotFound,

  unansweredMessage: (ids) =>
    "An assistant message with 'tool_calls' must be followed by tool messages responding to each 'tool_call_id'. " +
    `The following tool_call_ids did not have response messages: ${ids.join(', ')}`,

  calls(calls, context, text) {
    const { profile, firstIndex, results, scope } = context;
    const toolCalls = calls.map((call, position) => ({
      id: callId(profile, CALL_ID, { index: firstIndex + position, results, position }, scope),
      type: 'function',
      function: { name: call.name, arguments: wireJson(profile, call.args) },
    }));
    return envelope({ role: 'assistant', content: text ?? null, refusal: null, tool_calls: toolCalls, annotations: [] }, 'tool_calls', context);
  },

  answer(text, context) {
    return envelope({ role: 'assistant', content: text, refusal: null, annotations: [] }, 'stop', context);
  },

  stream: chatStream,
  error: (error) => openAiError(error),
};

function envelope(message: Record<string, unknown>, finishReason: string, { profile, model, firstIndex, scope, usage }: RenderContext) {
  return {
    id: profile === 'lesson' ? 'chatcmpl-sim' : randomId(COMPLETION_ID, firstIndex, scope),
    object: 'chat.completion',
    created: SIM_CREATED_AT,
    model,
    choices: [{ index: 0, message, logprobs: null, finish_reason: finishReason }],
    usage: {
      prompt_tokens: usage.input,
      completion_tokens: usage.output,
      total_tokens: usage.input + usage.output,
      prompt_tokens_details: { cached_tokens: 0, audio_tokens: 0 },
      completion_tokens_details: { reasoning_tokens: 0, audio_tokens: 0, accepted_prediction_tokens: 0, rejected_prediction_tokens: 0 },
    },
    service_tier: 'default',
  };
}

/** Whether the tool message at `index` follows an assistant message with tool calls, past other tool messages only. */
function answersCalls(messages: Record<string, unknown>[], index: number): boolean {
  let before = index - 1;
  while (before >= 0 && messages[before]?.role === 'tool') before--;
  const previous = messages[before];
  return previous?.role === 'assistant' && asArray(previous.tool_calls).length > 0;
}
