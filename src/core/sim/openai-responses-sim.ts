// The simulated OpenAI Responses API (POST /v1/responses), in the shape of the lesson's `sim_openai`.
import { isRecord } from '../json/json-value.ts';
import { parseOutputText, textResult, type ApiSimulator, type RenderContext } from './api-simulator.ts';
import { wireJson } from '../providers/wire-profile.ts';
import { wireId } from './wire-ids.ts';

export const openAiResponsesSim: ApiSimulator = {
  provider: 'openai-responses',
  path: '/openai/v1/responses',

  read(body) {
    if (!isRecord(body) || typeof body.model !== 'string') return "Missing required parameter: 'model'.";
    if (typeof body.input === 'string') return { model: body.model, results: [], priorCalls: 0, unanswered: [] };
    if (!Array.isArray(body.input)) return "Missing required parameter: 'input'.";
    const items = body.input.filter(isRecord);
    const calls = items.filter((x) => x.type === 'function_call');
    const outputs = items.filter((x) => x.type === 'function_call_output');
    const answered = new Set(outputs.map((x) => x.call_id));
    const results: unknown[] = [];
    for (const item of items) {
      if (item.type === 'function_call_output') results.push(parseOutputText(item.output));
      else if (item.role === 'user' && textResult(item.content) !== undefined) results.push(textResult(item.content));
    }
    return {
      model: body.model,
      results,
      priorCalls: calls.length,
      unanswered: calls.filter((x) => !answered.has(x.call_id)).map((x) => String(x.call_id)),
    };
  },

  unansweredMessage: (ids) => `No tool output found for function call ${ids[0] ?? ''}.`,

  calls(calls, context, text) {
    const { profile, model, firstIndex, scope } = context;
    // Item keys in this order: the lesson profile echoes the items back as received, and its token figures
    // were measured with type, id, call_id, name, arguments, status.
    const items = calls.map((call, i) => ({
      type: 'function_call',
      id: wireId(profile, 'fc', firstIndex + i, scope),
      call_id: wireId(profile, 'call', firstIndex + i, scope),
      name: call.name,
      arguments: wireJson(profile, call.args),
      status: 'completed',
    }));
    const output = text === undefined ? items : [message(text, context), ...items];
    return envelope(model, output, profile === 'lesson' ? 'resp_sim' : wireId(profile, 'resp', firstIndex, scope));
  },

  answer(text, context) {
    const { profile, model, firstIndex, scope } = context;
    return envelope(model, [message(text, context)], profile === 'lesson' ? 'resp_sim' : wireId(profile, 'resp', firstIndex, scope));
  },

  error(status, kind, message) {
    const type = kind === 'invalid_request' ? 'invalid_request_error' : kind;
    return { error: { message, type, param: null, code: status === 500 ? null : kind } };
  },
};

function message(text: string, { profile, firstIndex, scope }: RenderContext) {
  return {
    type: 'message',
    id: wireId(profile, 'msg', firstIndex, scope),
    role: 'assistant',
    status: 'completed',
    content: [{ type: 'output_text', text, annotations: [] }],
  };
}

function envelope(model: string, output: unknown[], id: string) {
  return {
    id,
    object: 'response',
    created_at: 0,
    status: 'completed',
    model,
    output,
    parallel_tool_calls: true,
    tool_choice: 'auto',
    tools: [],
  };
}
