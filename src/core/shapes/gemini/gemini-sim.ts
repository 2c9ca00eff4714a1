// The simulated Gemini API (POST /v1beta/models/{model}:generateContent, and :streamGenerateContent?alt=sse), in
// the shape of @google/genai's GenerateContentResponse (tests/unit/core/sim/wire-schemas.test.ts validates every
// body). Function calls carry no ids here: results are matched to calls by position, as in the Gemini API.
import { asArray, isRecord } from '../../json/json-value.ts';
import { apiKeyOf, callArgs, partsText, textResult, textTurn, type ApiErrorKind, type ApiSimulator, type ModelTurn, type RenderContext } from '../api-simulator.ts';
import { geminiStream } from './gemini-stream.ts';
import { randomId, type IdFormat } from '../wire-ids.ts';

/** Google's canonical codes (google.rpc.Code) for each error. */
const STATUS: Record<ApiErrorKind, string> = {
  invalid_json: 'INVALID_ARGUMENT',
  invalid_request: 'INVALID_ARGUMENT',
  missing_parameter: 'INVALID_ARGUMENT',
  model_not_found: 'NOT_FOUND',
  missing_key: 'PERMISSION_DENIED',
  invalid_key: 'INVALID_ARGUMENT',
  server_error: 'INTERNAL',
  timeout: 'DEADLINE_EXCEEDED',
  script_mismatch: 'INTERNAL',
};

/** Its response ids: 22 or so URL-safe characters (the lab's seeded, as every realistic id; the lesson ran no Gemini). */
const RESPONSE_ID: IdFormat = { kind: 'msg', prefix: '', alphabet: 'alnum', length: 22 };

export const geminiSim: ApiSimulator = {
  provider: 'gemini',
  path: '/gemini/v1beta/models/:target',

  read(body, params) {
    const target = typeof params.target === 'string' ? params.target : '';
    const [model = '', method] = target.split(':');
    if ((method !== 'generateContent' && method !== 'streamGenerateContent') || model === '') return { status: 404, kind: 'model_not_found', message: `Method not found: ${target}` };
    if (!isRecord(body) || !Array.isArray(body.contents)) {
      return { status: 400, kind: 'missing_parameter', message: '* GenerateContentRequest.contents: contents is not specified\n', param: 'contents' };
    }
    const contents = body.contents.filter(isRecord);
    const results: unknown[] = [];
    const unanswered: string[] = [];
    const turns: ModelTurn[] = [];
    let priorCalls = 0;
    contents.forEach((content, i) => {
      const parts = asArray(content.parts).filter(isRecord);
      for (const p of parts) if (isRecord(p.functionResponse)) results.push(p.functionResponse.response);
      for (const p of content.role === 'user' ? parts : []) {
        if (textResult(p.text) === undefined) continue;
        results.push(textResult(p.text));
        turns.push(textTurn(partsText(contents[i - 1]?.parts)));
      }
      const calls = parts.filter((p) => isRecord(p.functionCall));
      if (calls.length === 0) return;
      turns.push({ calls: calls.map((p) => (isRecord(p.functionCall) ? { name: String(p.functionCall.name), args: callArgs(p.functionCall.args) } : { name: '', args: {} })) });
      priorCalls += calls.length;
      const next = asArray(contents[i + 1]?.parts).filter((p) => isRecord(p) && isRecord(p.functionResponse));
      // Unanswered calls are named by their position: Gemini's calls have no ids.
      for (let k = next.length; k < calls.length; k++) unanswered.push(`contents[${i}].parts[${k}]`);
    });
    return { model, results, priorCalls, turns, unanswered, stream: method === 'streamGenerateContent' };
  },

  unansweredMessage: () =>
    'Please ensure that function response turn comes immediately after a function call turn. ' +
    'And the number of function response parts should be equal to number of function call parts of the function call turn.',

  /**
   * Gemini's keys are `AIza` and 35 more characters, sent as `x-goog-api-key` (or `?key=`). Google answers a
   * request without one 403 PERMISSION_DENIED and a malformed one 400 INVALID_ARGUMENT (its API_KEY_INVALID),
   * not 401: the simulator answers as Google does.
   */
  checkKey(request) {
    const key = apiKeyOf(request, 'x-goog-api-key') ?? new URL(request.url).searchParams.get('key') ?? undefined;
    if (key === undefined) {
      return {
        status: 403,
        kind: 'missing_key',
        message:
          "Method doesn't allow unregistered callers (callers without established identity). Please use API Key or other form of API consumer identity to call this API.",
      };
    }
    return /^AIza[\w-]{35}$/.test(key) ? undefined : { status: 400, kind: 'invalid_key', message: 'API key not valid. Please pass a valid API key.' };
  },

  modelNotFound: (model) => ({
    status: 404,
    kind: 'model_not_found',
    message: `models/${model} is not found for API version v1beta, or is not supported for generateContent. Call ListModels to see the list of available models and their supported methods.`,
  }),

  calls(calls, context, text) {
    const parts = calls.map((call) => ({ functionCall: { name: call.name, args: call.args } }));
    return envelope(text === undefined ? parts : [{ text }, ...parts], context);
  },

  answer(text, context) {
    return envelope([{ text }], context);
  },

  stream: geminiStream,

  error(error) {
    const details =
      error.kind === 'invalid_key'
        ? [{ '@type': 'type.googleapis.com/google.rpc.ErrorInfo', reason: 'API_KEY_INVALID', domain: 'googleapis.com', metadata: { service: 'generativelanguage.googleapis.com' } }]
        : undefined;
    return { error: { code: error.status, message: error.message, status: STATUS[error.kind], ...(details ? { details } : {}) } };
  },
};

function envelope(parts: unknown[], { model, firstIndex, scope, usage }: RenderContext) {
  return {
    candidates: [{ content: { parts, role: 'model' }, finishReason: 'STOP', index: 0 }],
    usageMetadata: {
      promptTokenCount: usage.input,
      candidatesTokenCount: usage.output,
      totalTokenCount: usage.input + usage.output,
      promptTokensDetails: [{ modality: 'TEXT', tokenCount: usage.input }],
    },
    modelVersion: model,
    responseId: randomId(RESPONSE_ID, firstIndex, scope),
  };
}
