// Tool calls for models without native tool calling (the Ollama fallback of the Tool-Calling Agent course): the model writes a JSON
// object {"tool": "name", "args": {...}} in its reply, and the loop reads the call from there. The object may
// sit alone, in a code fence, or among prose. The first object shaped like a call wins; a reply with none is
// the final answer; a reply that tried (it has a "tool" key) but is not valid JSON, or not the right shape,
// is reported as malformed, so the loop can tell the model instead of treating it as an answer. Never throws.
import { objectSpans } from './json-object-spans.ts';
import { errorMessage } from '../errors/error-message.ts';

export type JsonFallbackReply =
  /** `text`: the reply without the call (the model's reasoning), fences removed. */
  | { kind: 'call'; name: string; args: Record<string, unknown>; text: string }
  | { kind: 'answer'; text: string }
  | { kind: 'malformed'; reason: string; text: string };

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

// Single quotes too: a Python dict is an attempt at a call, even though it is not JSON.
const TOOL_KEY = /["']tool["']\s*:/g;

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

/** Where each "tool" key written in the reply starts and ends, in order (they never overlap). */
function toolKeys(reply: string): { start: number; end: number }[] {
  return [...reply.matchAll(TOOL_KEY)].map((m) => ({ start: m.index, end: m.index + m[0].length }));
}

// The objects are visited in the order of their `{`, as a rescan from each `{` would, but each costs at most
// one JSON.parse: one that parses makes its nested objects valid JSON too, so only those holding their own
// "tool" key are parsed again (and such an object either is the call or hides its nested ones).
export function parseJsonToolCall(reply: string): JsonFallbackReply {
  let reason: string | undefined;
  const keys = toolKeys(reply);
  let key = 0;
  let validUntil = -1;
  let skipUntil = -1;
  for (const { start, end, ownToolKey } of objectSpans(reply)) {
    if (start <= skipUntil) continue;
    while (key < keys.length && (keys[key] as { start: number }).start < start) key++;
    const next = keys[key];
    if (end === -1) {
      if (next) reason ??= 'the JSON object is never closed';
      continue;
    }
    const mentionsTool = next !== undefined && next.end <= end + 1;
    if (!ownToolKey && (start <= validUntil || reason !== undefined || !mentionsTool)) continue;
    let value: unknown;
    try {
      value = JSON.parse(reply.slice(start, end + 1));
    } catch (error) {
      if (mentionsTool) reason ??= `invalid JSON: ${errorMessage(error)}`;
      continue;
    }
    validUntil = Math.max(validUntil, end);
    const call = readCall(value);
    if (call && 'name' in call) return { kind: 'call', ...call, text: textAround(reply, start, end) };
    if (call) {
      reason ??= call.reason;
      // Its inner objects are its arguments, not calls.
      skipUntil = end;
    }
  }
  const text = reply.trim();
  return reason === undefined ? { kind: 'answer', text } : { kind: 'malformed', reason, text };
}
