// Tool calls for models without native tool calling (the Ollama fallback of the Tool-Calling Agent course): the model writes a JSON
// object {"tool": "name", "args": {...}} in its reply, and the loop reads the call from there. The object may
// sit alone, in a code fence, or among prose. The first object shaped like a call wins; a reply with none is
// the final answer; a reply that tried (it has a "tool" key) but is not valid JSON, or not the right shape,
// is reported as malformed, so the loop can tell the model instead of treating it as an answer. Never throws.
import { errorMessage } from '../errors/error-message.ts';

export type JsonFallbackReply =
  /** `text`: the reply without the call (the model's reasoning), fences removed. */
  | { kind: 'call'; name: string; args: Record<string, unknown>; text: string }
  | { kind: 'answer'; text: string }
  | { kind: 'malformed'; reason: string; text: string };

/** Index of the `}` that closes the `{` at `start`, reading JSON strings and escapes; -1 when it never closes. */
function closingBrace(text: string, start: number): number {
  let depth = 0;
  let inString = false;
  for (let i = start; i < text.length; i++) {
    const ch = text[i];
    if (inString) {
      if (ch === '\\') i++;
      else if (ch === '"') inString = false;
    } else if (ch === '"') inString = true;
    else if (ch === '{') depth++;
    else if (ch === '}' && --depth === 0) return i;
  }
  return -1;
}

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

// Single quotes too: a Python dict is an attempt at a call, even though it is not JSON.
const TOOL_KEY = /["']tool["']\s*:/;

/** The call in a parsed object, a reason it is not one, or nothing when the object is not an attempt at all. */
function readCall(value: unknown): { name: string; args: Record<string, unknown> } | { reason: string } | undefined {
  if (!isObject(value) || !Object.hasOwn(value, 'tool')) return undefined;
  const { tool, args = {} } = value;
  if (typeof tool !== 'string') return { reason: `"tool" must be a string, not ${JSON.stringify(tool)}` };
  if (!isObject(args)) return { reason: `"args" must be an object, not ${JSON.stringify(args)}` };
  return { name: tool, args };
}

/** The reply around the object at [start, end], with a code fence that wrapped it taken away. */
function textAround(reply: string, start: number, end: number): string {
  const before = reply.slice(0, start).replace(/```[\w-]*\s*$/, '').trim();
  const after = reply.slice(end + 1).replace(/^\s*```/, '').trim();
  return [before, after].filter((part) => part !== '').join('\n');
}

export function parseJsonToolCall(reply: string): JsonFallbackReply {
  let reason: string | undefined;
  for (let start = reply.indexOf('{'); start !== -1; start = reply.indexOf('{', start + 1)) {
    const end = closingBrace(reply, start);
    const candidate = end === -1 ? reply.slice(start) : reply.slice(start, end + 1);
    if (end === -1) {
      if (TOOL_KEY.test(candidate)) reason ??= 'the JSON object is never closed';
      continue;
    }
    let value: unknown;
    try {
      value = JSON.parse(candidate);
    } catch (error) {
      if (TOOL_KEY.test(candidate)) reason ??= `invalid JSON: ${errorMessage(error)}`;
      continue;
    }
    const call = readCall(value);
    if (call && 'name' in call) return { kind: 'call', ...call, text: textAround(reply, start, end) };
    if (call) {
      reason ??= call.reason;
      // Its inner objects are its arguments, not calls.
      start = end;
    }
  }
  const text = reply.trim();
  return reason === undefined ? { kind: 'answer', text } : { kind: 'malformed', reason, text };
}
