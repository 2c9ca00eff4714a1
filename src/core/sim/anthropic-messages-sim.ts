// The simulated Anthropic Messages API (POST /v1/messages), in the shape of the lesson's `sim_anthropic`.
import { asArray, isRecord } from '../json/json-value.ts';
import { parseOutputText, textResult, type ApiSimulator } from './api-simulator.ts';
import { wireId } from './wire-ids.ts';

export const anthropicMessagesSim: ApiSimulator = {
  provider: 'anthropic',
  path: '/anthropic/v1/messages',

  read(body) {
    if (!isRecord(body) || typeof body.model !== 'string') return 'model: Field required';
    if (!Array.isArray(body.messages)) return 'messages: Field required';
    const messages = body.messages.filter(isRecord);
    const results: unknown[] = [];
    const unanswered: string[] = [];
    let priorCalls = 0;
    messages.forEach((message, i) => {
      const blocks = asArray(message.content).filter(isRecord);
      if (message.role === 'user') {
        for (const b of blocks) if (b.type === 'tool_result') results.push(parseOutputText(resultText(b.content)));
        if (textResult(message.content) !== undefined) results.push(textResult(message.content));
        return;
      }
      const ids = blocks.filter((b) => b.type === 'tool_use').map((b) => String(b.id));
      priorCalls += ids.length;
      // Every tool_use must be answered by a tool_result in the very next (user) message.
      const next = messages[i + 1];
      const answered = new Set(
        next?.role === 'user' ? asArray(next.content).filter(isRecord).map((b) => b.tool_use_id) : [],
      );
      unanswered.push(...ids.filter((id) => !answered.has(id)));
    });
    return { model: body.model, results, priorCalls, unanswered };
  },

  unansweredMessage: (ids) =>
    `messages: \`tool_use\` ids were found without \`tool_result\` blocks immediately after: ${ids.join(', ')}. ` +
    'Each `tool_use` block must have a corresponding `tool_result` block in the next message.',

  calls(calls, { profile, model, firstIndex, scope }, text) {
    const uses = calls.map((call, i) => ({
      type: 'tool_use',
      id: wireId(profile, 'toolu', firstIndex + i, scope),
      name: call.name,
      input: call.args,
    }));
    const content = text === undefined ? uses : [{ type: 'text', text }, ...uses];
    return envelope(model, content, 'tool_use', profile === 'lesson' ? 'msg_sim' : wireId(profile, 'msg', firstIndex, scope));
  },

  answer(text, { profile, model, firstIndex, scope }) {
    const id = profile === 'lesson' ? 'msg_sim' : wireId(profile, 'msg', firstIndex, scope);
    return envelope(model, [{ type: 'text', text }], 'end_turn', id);
  },

  error(_status, kind, message) {
    const type = kind === 'server_error' ? 'api_error' : kind === 'invalid_request' ? 'invalid_request_error' : kind;
    return { type: 'error', error: { type, message } };
  },
};

/** A tool_result's content: a string, or text blocks. */
function resultText(content: unknown): unknown {
  if (!Array.isArray(content)) return content;
  return content
    .filter(isRecord)
    .map((b) => (typeof b.text === 'string' ? b.text : ''))
    .join('');
}

function envelope(model: string, content: unknown[], stopReason: string, id: string) {
  return {
    id,
    type: 'message',
    role: 'assistant',
    model,
    content,
    stop_reason: stopReason,
    stop_sequence: null,
    usage: { input_tokens: 0, output_tokens: 0 },
  };
}
