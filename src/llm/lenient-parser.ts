// Reads the tool calls a small local model meant to make when it drifted from Hermes format: a `<tool_call>` block
// with text after its JSON (or never closed), or whose JSON lacks its last closing braces, or, with no block at all, a ```json fence, a bare JSON object or a
// Python-style call naming an offered tool. Each recovered call says which format it came from, so the eval can
// count format failures of free decoding apart from wrong calls. Well-formed blocks read as the strict parser reads
// them; nothing is invented where no complete call can be read, and nothing throws.
import { parseHermes, readCallBody, type HermesCall, type HermesParse } from './hermes-parser.ts';

export const RECOVERED_FORMATS = ['tool_call_trailing_text', 'tool_call_missing_brace', 'json_fence', 'bare_json', 'python_call'] as const;
export type RecoveredFormat = (typeof RECOVERED_FORMATS)[number];

/** A call as the lenient parser read it: a strict HermesCall, plus the format it was recovered from (absent: well-formed <tool_call>). */
export type LenientCall = HermesCall & { format?: RecoveredFormat };

export interface LenientParse extends HermesParse {
  calls: LenientCall[];
}

/** One `{…}` of a text: where it opens, where its matching `}` is (-1: never closed), how deep it nests (1: flat). */
interface Brace {
  open: number;
  close: number;
  height: number;
}

/** Calls read from one span of the reply's text (`end` exclusive), which leaves the text when they are taken. */
interface Found {
  start: number;
  end: number;
  calls: LenientCall[];
}

/**
 * A call's arguments nest a few levels at most; a deeper object is data. Parsing only objects this shallow bounds
 * the JSON each character is parsed in (its few shallowest enclosing objects), which keeps the scan linear.
 */
const MAX_CALL_HEIGHT = 8;

const FENCE = /```(?:json)?[^\S\n]*\n?([\s\S]*?)```/gi;
const SPACES = /\s*/y;
const KEYWORD_ARG = /[\p{L}_][\p{L}\p{N}_]*/uy;
const NUMBER = /-?(?:\d+(?:\.\d*)?|\.\d+)(?:[eE][+-]?\d+)?(?![\p{L}\p{N}_.])/uy;
const PY_CONSTANT = /(?:True|False|None)(?![\p{L}\p{N}_])/uy;
const PY_CONSTANTS: Record<string, unknown> = { True: true, False: false, None: null };
/** Python's common escapes; any other backslash stays in the string, as Python keeps an unknown escape. */
const PY_ESCAPES: Record<string, string> = { n: '\n', t: '\t', r: '\r', '\\': '\\', "'": "'", '"': '"' };
const UNICODE_ESCAPE = /[0-9a-fA-F]{4}/y;

/**
 * Reads a reply's tool calls as the strict parser does, then recovers the formats a small model drifts into.
 * @example parseLenient('precio(ticker="BUSI", fecha="2024-03-15")', ['precio'])
 *   // → { calls: [{ ok: true, name: 'precio', arguments: { ticker: 'BUSI', fecha: '2024-03-15' }, raw: '…', format: 'python_call' }], text: '' }
 */
export function parseLenient(reply: string, toolNames: readonly string[]): LenientParse {
  const strict = parseHermes(reply);
  if (strict.calls.length > 0) return { ...strict, calls: strict.calls.map(recoverBlock) };
  const taken = firstOfOverlapping([...fenceFinds(strict.text, toolNames), ...bareFinds(strict.text, toolNames), ...pythonFinds(strict.text, toolNames)]);
  return { ...strict, calls: taken.flatMap((found) => found.calls), text: withoutSpans(strict.text, taken) };
}

/** The formats of calls the strict parser would not read but the lenient one does (a format failure of free decoding). */
export function driftedFormats(reply: string, toolNames: readonly string[]): RecoveredFormat[] {
  return parseLenient(reply, toolNames).calls.flatMap((call) => (call.format ? [call.format] : []));
}

/** The closing braces a model forgets at the end of a call, at most (the arguments' and the call's). */
const MISSING_BRACES = 2;

/**
 * A block the strict parser could not read, read again as its body's first complete object, when there is one, or
 * as its body with the one or two closing braces it lacks (the call's JSON cut short of its end).
 */
function recoverBlock(call: HermesCall): LenientCall {
  if (call.ok || (call.reason !== 'invalid_json' && call.reason !== 'unclosed_tag')) return call;
  const [first] = scanBraces(call.raw);
  if (first?.open !== 0) return call;
  if (first.close < 0) return closedShort(call);
  const recovered = readCallBody(call.raw.slice(0, first.close + 1));
  return recovered.ok ? { ...recovered, format: 'tool_call_trailing_text' } : call;
}

function closedShort(call: HermesCall): LenientCall {
  for (let n = 1; n <= MISSING_BRACES; n++) {
    const recovered = readCallBody(call.raw + '}'.repeat(n));
    if (recovered.ok) return { ...recovered, format: 'tool_call_missing_brace' };
  }
  return call;
}

/**
 * Every `{` of the text with its matching `}`, in order of opening, in one pass. Inside an open object, quotes
 * delimit JSON strings, whose braces do not count; outside any object a quote is prose. A newline ends a string
 * (JSON strings hold none), so a stray quote in prose cannot hide the rest of the reply.
 */
function scanBraces(text: string): Brace[] {
  const braces: Brace[] = [];
  const open: Brace[] = [];
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const char = text[i];
    if (inString) {
      if (char === '\\') i++;
      else if (char === '"' || char === '\n') inString = false;
    } else if (char === '{') {
      const brace = { open: i, close: -1, height: 1 };
      braces.push(brace);
      open.push(brace);
    } else if (open.length > 0 && char === '"') {
      inString = true;
    } else if (char === '}') {
      closeBrace(open, i);
    }
  }
  return braces;
}

/** Closes the innermost open brace at `at`, and lifts its parent's height above it. */
function closeBrace(open: Brace[], at: number): void {
  const brace = open.pop();
  if (!brace) return;
  brace.close = at;
  const parent = open.at(-1);
  if (parent) parent.height = Math.max(parent.height, brace.height + 1);
}

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

/** A parsed object as a call to an offered tool; small models write `parameters` for `arguments` too. */
function callFromValue(value: unknown, raw: string, toolNames: readonly string[], format: RecoveredFormat): LenientCall | undefined {
  if (!isObject(value) || typeof value.name !== 'string' || !toolNames.includes(value.name)) return undefined;
  const args = value.arguments ?? value.parameters ?? {};
  return isObject(args) ? { ok: true, name: value.name, arguments: args, raw, format } : undefined;
}

/** Fenced blocks holding a call, or a list of calls; a fence is read whole or not at all. */
function fenceFinds(text: string, toolNames: readonly string[]): Found[] {
  const finds: Found[] = [];
  for (const match of text.matchAll(FENCE)) {
    const calls = fenceCalls((match[1] ?? '').trim(), toolNames);
    if (calls) finds.push({ start: match.index, end: match.index + match[0].length, calls });
  }
  return finds;
}

function fenceCalls(content: string, toolNames: readonly string[]): LenientCall[] | undefined {
  const value = parseJson(content);
  if (!Array.isArray(value)) {
    const call = callFromValue(value, content, toolNames, 'json_fence');
    return call && [call];
  }
  // When every item is an object, the list's outermost braces are its items, in order: each call's own text.
  const items = outermost(scanBraces(content));
  if (value.length === 0 || items.length !== value.length) return undefined;
  const calls = items.map((brace, k) => callFromValue(value[k], content.slice(brace.open, brace.close + 1), toolNames, 'json_fence'));
  return calls.every((call): call is LenientCall => call !== undefined) ? calls : undefined;
}

function outermost(braces: Brace[]): Brace[] {
  let end = -1;
  return braces.filter((brace) => {
    if (brace.close < 0 || brace.open < end) return false;
    end = brace.close;
    return true;
  });
}

/** Closed objects anywhere in the text that are calls to offered tools (nested ones too: the outermost is taken later). */
function bareFinds(text: string, toolNames: readonly string[]): Found[] {
  return scanBraces(text).flatMap((brace) => {
    if (brace.close < 0 || brace.height > MAX_CALL_HEIGHT) return [];
    const raw = text.slice(brace.open, brace.close + 1);
    const call = callFromValue(parseJson(raw), raw, toolNames, 'bare_json');
    return call ? [{ start: brace.open, end: brace.close + 1, calls: [call] }] : [];
  });
}

/** `name(key=value, …)` for each offered name, where every argument can be read. */
function pythonFinds(text: string, toolNames: readonly string[]): Found[] {
  if (toolNames.length === 0) return [];
  const callStart = new RegExp(`(?<![\\p{L}\\p{N}_])(?:${toolNames.map(escapeRegExp).join('|')})\\(`, 'gu');
  return [...text.matchAll(callStart)].flatMap((match) => {
    const read = readKeywordArgs(text, match.index + match[0].length);
    if (!read) return [];
    const raw = text.slice(match.index, read.end);
    const call: LenientCall = { ok: true, name: match[0].slice(0, -1), arguments: read.args, raw, format: 'python_call' };
    return [{ start: match.index, end: read.end, calls: [call] }];
  });
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

function matchAt(pattern: RegExp, text: string, at: number): string | undefined {
  pattern.lastIndex = at;
  return pattern.exec(text)?.[0];
}

function skipSpaces(text: string, at: number): number {
  return at + (matchAt(SPACES, text, at)?.length ?? 0);
}

/** `key=value, …)` from `at`, just after the opening parenthesis; `end` is just after the closing one. */
function readKeywordArgs(text: string, at: number): { args: Record<string, unknown>; end: number } | undefined {
  const args = new Map<string, unknown>();
  let pos = skipSpaces(text, at);
  while (text[pos] !== ')') {
    const key = matchAt(KEYWORD_ARG, text, pos);
    if (key === undefined || args.has(key)) return undefined;
    pos = skipSpaces(text, pos + key.length);
    if (text[pos] !== '=') return undefined;
    const value = readPythonValue(text, skipSpaces(text, pos + 1));
    if (!value) return undefined;
    args.set(key, value.value);
    pos = skipSpaces(text, value.end);
    if (text[pos] === ',') pos = skipSpaces(text, pos + 1);
    else if (text[pos] !== ')') return undefined;
  }
  // fromEntries defines own properties, so a key such as `__proto__` stays a plain argument.
  return { args: Object.fromEntries(args), end: pos + 1 };
}

/** A string, number, True, False or None literal at `at`; anything else is not read. */
function readPythonValue(text: string, at: number): { value: unknown; end: number } | undefined {
  if (text[at] === '"' || text[at] === "'") return readPythonString(text, at);
  const number = matchAt(NUMBER, text, at);
  if (number !== undefined) return { value: Number(number), end: at + number.length };
  const constant = matchAt(PY_CONSTANT, text, at);
  return constant === undefined ? undefined : { value: PY_CONSTANTS[constant], end: at + constant.length };
}

/** A one-line string literal in the quote found at `at`, with its backslash escapes. */
function readPythonString(text: string, at: number): { value: string; end: number } | undefined {
  const quote = text[at];
  const parts: string[] = [];
  for (let i = at + 1; i < text.length; i++) {
    const char = text[i] ?? '';
    if (char === quote) return { value: parts.join(''), end: i + 1 };
    if (char === '\n') return undefined;
    if (char !== '\\') {
      parts.push(char);
      continue;
    }
    const escaped = readEscape(text, i + 1);
    parts.push(escaped.text);
    i = escaped.end - 1;
  }
  return undefined;
}

/** The escape after a backslash (`at` is the character after it): its text and where it ends. */
function readEscape(text: string, at: number): { text: string; end: number } {
  const char = text[at] ?? '';
  const hex = char === 'u' ? matchAt(UNICODE_ESCAPE, text, at + 1) : undefined;
  if (hex !== undefined) return { text: String.fromCharCode(parseInt(hex, 16)), end: at + 5 };
  return { text: PY_ESCAPES[char] ?? `\\${char}`, end: at + 1 };
}

/** The finds in order of appearance, each dropped when it starts inside one taken before it. */
function firstOfOverlapping(finds: Found[]): Found[] {
  let end = 0;
  return finds
    .sort((a, b) => a.start - b.start)
    .filter((found) => {
      if (found.start < end) return false;
      end = found.end;
      return true;
    });
}

/** The text with the taken spans cut out, trimmed, as the strict parser leaves the text around its blocks. */
function withoutSpans(text: string, taken: Found[]): string {
  const kept: string[] = [];
  let at = 0;
  for (const found of taken) {
    kept.push(text.slice(at, found.start));
    at = found.end;
  }
  kept.push(text.slice(at));
  return kept.join('').trim();
}
