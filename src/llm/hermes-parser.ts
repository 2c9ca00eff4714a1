// Reads tool calls out of a Qwen reply: Hermes format, `<tool_call>{"name": …, "arguments": {…}}</tool_call>`,
// after Qwen3's `<think>…</think>` block, which is read apart (a call written while thinking is no call).
// The model is not guaranteed to follow the format, so every malformed call becomes an error item; nothing throws.

const OPEN = '<tool_call>';
const CLOSE = '</tool_call>';
const THINK_OPEN = '<think>';
const THINK_CLOSE = '</think>';

/** What the lesson's loop returns to the model for any call it cannot read (model-facing, Spanish). */
export const INVALID_CALL_MESSAGE = 'llamada con JSON no válido';

export type HermesErrorReason = 'invalid_json' | 'not_an_object' | 'missing_name' | 'invalid_arguments' | 'unclosed_tag';

export type HermesCall =
  | { ok: true; name: string; arguments: Record<string, unknown>; raw: string }
  | {
      ok: false;
      reason: HermesErrorReason;
      /** Model-facing observation for this call. */
      error: string;
      /** What was wrong, for the trace. */
      detail: string;
      raw: string;
    };

/** What the model wrote in its `<think>` block. */
export interface Thinking {
  /** Trimmed; '' for an empty block. */
  text: string;
  /** False when the reply ended inside the block (cut off at max_new_tokens): all of it was thinking. */
  closed: boolean;
}

export interface HermesParse {
  /** Every `<tool_call>` in order of appearance outside the think block, readable or not. */
  calls: HermesCall[];
  /** The reply without its think block and its tool-call blocks, trimmed. */
  text: string;
  /** The think block; absent when the reply has none. */
  thinking?: Thinking;
}

/**
 * Splits off the think block: from the first `<think>` (or the reply's start, when a `</think>` comes first, as
 * when the template opened the block) to the first `</think>` after it, or to the end when it never closes.
 * Without a block the reply comes back as it was.
 * @example splitThinking('<think>\nNecesito el precio.\n</think>\n\nHola') // { thinking: { text: 'Necesito el precio.', closed: true }, reply: 'Hola' }
 */
export function splitThinking(output: string): { thinking?: Thinking; reply: string } {
  const open = output.indexOf(THINK_OPEN);
  const firstClose = output.indexOf(THINK_CLOSE);
  if (open < 0 && firstClose < 0) return { reply: output };
  const opensFirst = open >= 0 && (firstClose < 0 || open < firstClose);
  const bodyStart = opensFirst ? open + THINK_OPEN.length : 0;
  const before = opensFirst ? output.slice(0, open) : '';
  const close = output.indexOf(THINK_CLOSE, bodyStart);
  if (close < 0) return { thinking: { text: output.slice(bodyStart).trim(), closed: false }, reply: before.trim() };
  const after = output.slice(close + THINK_CLOSE.length);
  return { thinking: { text: output.slice(bodyStart, close).trim(), closed: true }, reply: `${before}${after}`.trim() };
}

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function failure(reason: HermesErrorReason, detail: string, raw: string): HermesCall {
  return { ok: false, reason, error: INVALID_CALL_MESSAGE, detail, raw };
}

/** One call's body (between the tags). As in the lesson, a missing `arguments` means `{}`. */
export function readCallBody(body: string): HermesCall {
  const raw = body.trim();
  let value: unknown;
  try {
    value = JSON.parse(raw);
  } catch (e) {
    return failure('invalid_json', `invalid JSON: ${(e as Error).message}`, raw);
  }
  if (!isObject(value)) return failure('not_an_object', 'the call is not a JSON object', raw);
  const { name } = value;
  if (typeof name !== 'string' || name === '') return failure('missing_name', 'the call has no "name" string', raw);
  const args = value.arguments ?? {};
  if (!isObject(args)) return failure('invalid_arguments', '"arguments" is not a JSON object', raw);
  return { ok: true, name, arguments: args, raw };
}

/**
 * Splits a reply into its think block, its tool calls and the text around them.
 * @example parseHermes('<tool_call>\n{"name": "precio", "arguments": {"ticker": "BUSI"}}\n</tool_call>')
 *   // → { calls: [{ ok: true, name: 'precio', arguments: { ticker: 'BUSI' }, raw: '…' }], text: '' }
 */
export function parseHermes(reply: string): HermesParse {
  const { thinking, reply: output } = splitThinking(reply);
  const calls: HermesCall[] = [];
  const text: string[] = [];
  let at = 0;
  while (at < output.length) {
    const open = output.indexOf(OPEN, at);
    if (open < 0) break;
    text.push(output.slice(at, open));
    const bodyStart = open + OPEN.length;
    const close = output.indexOf(CLOSE, bodyStart);
    const nextOpen = output.indexOf(OPEN, bodyStart);
    // A new opening tag before any closing one means this call was cut off (truncated or malformed output).
    if (close < 0 || (nextOpen >= 0 && nextOpen < close)) {
      const end = nextOpen >= 0 ? nextOpen : output.length;
      calls.push(failure('unclosed_tag', `${OPEN} without ${CLOSE} (output cut off?)`, output.slice(bodyStart, end).trim()));
      at = end;
      continue;
    }
    calls.push(readCallBody(output.slice(bodyStart, close)));
    at = close + CLOSE.length;
  }
  text.push(output.slice(at));
  return { calls, text: text.join('').trim(), ...(thinking ? { thinking } : {}) };
}
