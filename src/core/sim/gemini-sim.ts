// The simulated Gemini API (POST /v1beta/models/{model}:generateContent). Function calls carry no ids here:
// results are matched to calls by position, as in the Gemini API.
import { asArray, isRecord } from '../json/json-value.ts';
import { textResult, type ApiSimulator } from './api-simulator.ts';

export const geminiSim: ApiSimulator = {
  provider: 'gemini',
  path: '/gemini/v1beta/models/:target',

  read(body, params) {
    const target = typeof params.target === 'string' ? params.target : '';
    const [model = '', method] = target.split(':');
    if (method !== 'generateContent' || model === '') return `Method not found: ${target}`;
    if (!isRecord(body) || !Array.isArray(body.contents)) return '* GenerateContentRequest.contents: contents is not specified';
    const contents = body.contents.filter(isRecord);
    const results: unknown[] = [];
    const unanswered: string[] = [];
    let priorCalls = 0;
    contents.forEach((content, i) => {
      const parts = asArray(content.parts).filter(isRecord);
      for (const p of parts) if (isRecord(p.functionResponse)) results.push(p.functionResponse.response);
      if (content.role === 'user') for (const p of parts) if (textResult(p.text) !== undefined) results.push(textResult(p.text));
      const calls = parts.filter((p) => isRecord(p.functionCall));
      if (calls.length === 0) return;
      priorCalls += calls.length;
      const next = asArray(contents[i + 1]?.parts).filter((p) => isRecord(p) && isRecord(p.functionResponse));
      // Unanswered calls are named by their position: Gemini's calls have no ids.
      for (let k = next.length; k < calls.length; k++) unanswered.push(`contents[${i}].parts[${k}]`);
    });
    return { model, results, priorCalls, unanswered };
  },

  unansweredMessage: () =>
    'Please ensure that function response turn comes immediately after a function call turn. ' +
    'And the number of function response parts should be equal to number of function call parts of the function call turn.',

  calls(calls, { model }, text) {
    const parts = calls.map((call) => ({ functionCall: { name: call.name, args: call.args } }));
    return envelope(model, text === undefined ? parts : [{ text }, ...parts]);
  },

  answer(text, { model }) {
    return envelope(model, [{ text }]);
  },

  error(status, kind, message) {
    const statusText = status === 500 ? 'INTERNAL' : kind === 'script_mismatch' ? 'FAILED_PRECONDITION' : 'INVALID_ARGUMENT';
    return { error: { code: status, message, status: statusText } };
  },
};

function envelope(model: string, parts: unknown[]) {
  return {
    candidates: [{ content: { parts, role: 'model' }, finishReason: 'STOP', index: 0 }],
    modelVersion: model,
  };
}
