// The simulated OpenAI Chat Completions API (POST /v1/chat/completions).
import { asArray, isRecord } from '../json/json-value.ts';
import { parseOutputText, textResult, type ApiSimulator } from './api-simulator.ts';
import { wireJson } from '../providers/wire-profile.ts';
import { wireId } from './wire-ids.ts';

export const openAiChatSim: ApiSimulator = {
  provider: 'openai-chat',
  path: '/openai/v1/chat/completions',

  read(body) {
    if (!isRecord(body) || typeof body.model !== 'string') return "Missing required parameter: 'model'.";
    if (!Array.isArray(body.messages)) return "Missing required parameter: 'messages'.";
    const messages = body.messages.filter(isRecord);
    const results: unknown[] = [];
    const unanswered: string[] = [];
    let priorCalls = 0;
    messages.forEach((message, i) => {
      if (message.role === 'tool') results.push(parseOutputText(message.content));
      if (message.role === 'user' && textResult(message.content) !== undefined) results.push(textResult(message.content));
      if (message.role !== 'assistant') return;
      const ids = asArray(message.tool_calls).filter(isRecord).map((call) => String(call.id));
      priorCalls += ids.length;
      // Every tool_call must be answered by the tool messages that follow it, before anything else.
      const answered = new Set<unknown>();
      for (const next of messages.slice(i + 1)) {
        if (next.role !== 'tool') break;
        answered.add(next.tool_call_id);
      }
      unanswered.push(...ids.filter((id) => !answered.has(id)));
    });
    return { model: body.model, results, priorCalls, unanswered };
  },

  unansweredMessage: (ids) =>
    "An assistant message with 'tool_calls' must be followed by tool messages responding to each 'tool_call_id'. " +
    `The following tool_call_ids did not have response messages: ${ids.join(', ')}`,

  calls(calls, { profile, model, firstIndex, scope }, text) {
    const toolCalls = calls.map((call, i) => ({
      id: wireId(profile, 'call', firstIndex + i, scope),
      type: 'function',
      function: { name: call.name, arguments: wireJson(profile, call.args) },
    }));
    return envelope(model, { role: 'assistant', content: text ?? null, tool_calls: toolCalls }, 'tool_calls', profile, firstIndex, scope);
  },

  answer(text, { profile, model, firstIndex, scope }) {
    return envelope(model, { role: 'assistant', content: text }, 'stop', profile, firstIndex, scope);
  },

  error(status, kind, message) {
    const type = kind === 'invalid_request' ? 'invalid_request_error' : kind;
    return { error: { message, type, param: null, code: status === 500 ? null : kind } };
  },
};

function envelope(
  model: string,
  message: Record<string, unknown>,
  finishReason: string,
  profile: 'lesson' | 'realistic',
  firstIndex: number,
  scope: string,
) {
  return {
    id: profile === 'lesson' ? 'chatcmpl_sim' : wireId(profile, 'chatcmpl', firstIndex, scope),
    object: 'chat.completion',
    created: 0,
    model,
    choices: [{ index: 0, message, finish_reason: finishReason }],
  };
}
