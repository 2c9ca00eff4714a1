// The simulated OpenAI Responses API (POST /v1/responses), in the shape of the lesson's `sim_openai` and of the
// Response object of openai-openapi (tests/unit/core/sim/wire-schemas.test.ts validates every body against it).
import { isRecord } from '../../json/json-value.ts';
import { callArgs, parseOutputText, partsText, SIM_CREATED_AT, textResult, textTurn, type ApiSimulator, type ModelTurn, type RenderContext } from '../api-simulator.ts';
import { wireJson } from '../../providers/wire-profile.ts';
import { checkOpenAiKey, missingParameter, openAiError, openAiModelNotFound } from '../openai-common/openai-errors.ts';
import { responsesStream } from './openai-responses-stream.ts';
import { callId, randomId, type IdFormat } from '../wire-ids.ts';

/** Its realistic ids: a function_call item's `fc_…` and its `call_…`, a message item's `msg_…`, the Response's `resp_…` (the lesson's: fc_0_0, call_0_0, msg_1, resp_sim). */
const ITEM_ID: IdFormat = { kind: 'fc', prefix: 'fc_', alphabet: 'hex', length: 48 };
const CALL_ID: IdFormat = { kind: 'call', prefix: 'call_', alphabet: 'alnum', length: 24 };
const MESSAGE_ID: IdFormat = { kind: 'output_msg', prefix: 'msg_', alphabet: 'hex', length: 48 };
const RESPONSE_ID: IdFormat = { kind: 'resp', prefix: 'resp_', alphabet: 'hex', length: 48 };

export const openAiResponsesSim: ApiSimulator = {
  provider: 'openai-responses',
  path: '/openai/v1/responses',

  read(body) {
    if (!isRecord(body) || typeof body.model !== 'string') return missingParameter('model');
    const stream = body.stream === true;
    if (typeof body.input === 'string') return { model: body.model, results: [], priorCalls: 0, turns: [], unanswered: [], stream };
    if (!Array.isArray(body.input)) return missingParameter('input');
    const items = body.input.filter(isRecord);
    const calls = items.filter((x) => x.type === 'function_call');
    const outputs = items.filter((x) => x.type === 'function_call_output');
    const answered = new Set(outputs.map((x) => x.call_id));
    const results: unknown[] = [];
    const turns: ModelTurn[] = [];
    // A turn's calls are the function_call items between two answers of the client (outputs or user items).
    let open: ModelTurn | undefined;
    let said: unknown;
    for (const item of items) {
      // An output is a string or a list of content parts (input_text, input_image, input_file): the text is read.
      if (item.type === 'function_call_output') results.push(parseOutputText(partsText(item.output)));
      else if (item.role === 'user' && textResult(item.content) !== undefined) {
        results.push(textResult(item.content));
        turns.push(textTurn(said));
      } else if (item.type === 'function_call') {
        if (!open) turns.push((open = { calls: [] }));
        open.calls.push({ name: String(item.name), args: callArgs(item.arguments) });
        continue;
      } else if (item.role === 'assistant') {
        said = partsText(item.content);
        continue;
      }
      open = undefined;
    }
    return {
      model: body.model,
      results,
      priorCalls: calls.length,
      turns,
      unanswered: calls.filter((x) => !answered.has(x.call_id)).map((x) => String(x.call_id)),
      stream,
    };
  },

  checkKey: checkOpenAiKey,
  modelNotFound: openAiModelNotFound,

  unansweredMessage: (ids) => `No tool output found for function call ${ids[0] ?? ''}.`,

  calls(calls, context, text) {
    const { profile, firstIndex, results, scope } = context;
    // Item keys in this order: the lesson profile echoes the items back as received, and its token figures
    // were measured with type, id, call_id, name, arguments, status.
    const items = calls.map((call, position) => {
      const slot = { index: firstIndex + position, results, position };
      return {
        type: 'function_call',
        id: callId(profile, ITEM_ID, slot, scope),
        call_id: callId(profile, CALL_ID, slot, scope),
        name: call.name,
        arguments: wireJson(profile, call.args),
        status: 'completed',
      };
    });
    return envelope(text === undefined ? items : [message(text, context), ...items], context);
  },

  answer(text, context) {
    return envelope([message(text, context)], context);
  },

  stream: responsesStream,
  error: (error) => openAiError(error),
};

function message(text: string, { profile, firstIndex, scope }: RenderContext) {
  return {
    type: 'message',
    id: profile === 'lesson' ? 'msg_1' : randomId(MESSAGE_ID, firstIndex, scope),
    role: 'assistant',
    status: 'completed',
    content: [{ type: 'output_text', text, annotations: [], logprobs: [] }],
  };
}

/** The Response object; the request's settings come back in it as the API echoes them (its defaults otherwise). */
function envelope(output: unknown[], { profile, model, firstIndex, scope, usage, body }: RenderContext) {
  return {
    id: profile === 'lesson' ? 'resp_sim' : randomId(RESPONSE_ID, firstIndex, scope),
    object: 'response',
    created_at: SIM_CREATED_AT,
    status: 'completed',
    background: false,
    completed_at: SIM_CREATED_AT,
    error: null,
    incomplete_details: null,
    instructions: typeof body.instructions === 'string' || Array.isArray(body.instructions) ? body.instructions : null,
    max_output_tokens: typeof body.max_output_tokens === 'number' ? body.max_output_tokens : null,
    max_tool_calls: null,
    model,
    output,
    parallel_tool_calls: typeof body.parallel_tool_calls === 'boolean' ? body.parallel_tool_calls : true,
    previous_response_id: null,
    reasoning: { effort: null, summary: null },
    service_tier: 'default',
    store: typeof body.store === 'boolean' ? body.store : true,
    temperature: typeof body.temperature === 'number' ? body.temperature : 1,
    text: { format: { type: 'text' }, verbosity: 'medium' },
    tool_choice: body.tool_choice ?? 'auto',
    tools: Array.isArray(body.tools) ? body.tools : [],
    top_logprobs: 0,
    top_p: typeof body.top_p === 'number' ? body.top_p : 1,
    truncation: 'disabled',
    usage: {
      input_tokens: usage.input,
      input_tokens_details: { cached_tokens: 0, cache_write_tokens: 0 },
      output_tokens: usage.output,
      output_tokens_details: { reasoning_tokens: 0 },
      total_tokens: usage.input + usage.output,
    },
    metadata: isRecord(body.metadata) ? body.metadata : {},
  };
}
