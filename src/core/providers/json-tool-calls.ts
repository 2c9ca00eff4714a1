// Tool calls for a model without native tool calling (the Ollama fallback of the Tool-Calling Agent course), over any API adapter: the
// model writes its call as JSON text, {"tool": "name", "args": {...}}, and this wrapper reads the call from the
// reply's text when the API reported none. Such a call has no id on the wire and no slot for its result, so the
// result goes back as the user's text, `Tool result: …`, after the model's own reply.
import { parseJsonToolCall } from './json-fallback-parser.ts';
import type { AskedCall, ModelAdapter } from './model-adapter.ts';

/** Starts a user turn that carries a tool result as text (the simulators read results from such turns too). */
export const TEXT_RESULT_PREFIX = 'Tool result: ';

/** Ids the lab gives text calls, numbered across the run (the wire has none). */
const textCallId = (n: number) => `json_call_${n}`;

/**
 * `adapter`, with calls also read from reply text. A reply whose JSON is malformed (it has a "tool" key but is
 * not valid JSON, or not a call's shape) becomes a call whose arguments are the whole reply, so the loop's
 * argument check answers it with the parse error instead of taking it for the final answer.
 * @example const adapter = withJsonToolCalls(createApiAdapter('openai-chat', options))
 */
export function withJsonToolCalls(adapter: ModelAdapter): ModelAdapter {
  return {
    id: adapter.id,
    open(question) {
      const session = adapter.open(question);
      let calls = 0;
      let lastFromText = false;
      return {
        async send(gate) {
          const turn = await session.send(gate);
          lastFromText = false;
          if (!turn.ok || turn.calls.length > 0) return turn;
          const reply = parseJsonToolCall(turn.text);
          if (reply.kind === 'answer') return turn;
          lastFromText = true;
          calls += 1;
          const call: AskedCall =
            reply.kind === 'call'
              ? { id: textCallId(calls), name: reply.name, rawArgs: JSON.stringify(reply.args) }
              : { id: textCallId(calls), name: toolNameIn(turn.text), rawArgs: turn.text };
          return { ...turn, calls: [call], text: reply.kind === 'call' ? reply.text : '' };
        },
        reply(results, asData) {
          if (!lastFromText) return session.reply(results, asData);
          session.reply(
            results.map((r) => ({ ...r, text: `${TEXT_RESULT_PREFIX}${r.text}` })),
            false,
          );
        },
      };
    },
  };
}

/** The tool a malformed attempt names, when a `"tool": "…"` can be read from it. */
function toolNameIn(text: string): string {
  return /["']tool["']\s*:\s*["']([^"']*)["']/.exec(text)?.[1] ?? '';
}
