// BFCL-style labels of a run's bad calls, read from the calls the model asked for (the trace's call events) against
// the tools offered and their JSON Schemas (what the model saw), not from the loop's own verdicts, so they are
// the same whichever guardrails were on: wrong_func_name (a readable call to a tool not offered: the wrong tool),
// missing_required, unexpected_param, type_error:<field>, value_error:<field> (a pattern the value does not match),
// decoder_failed (BFCL's ast_decoder:decoder_failed, a format failure: a call that could not be read at all, one
// only the lenient parser read, or each call an answer holds as prose or JSON instead of a <tool_call>; the local
// model's decodings are compared on it), and wrong_count when the run asked for a different number of calls than a
// right run of its task makes (BFCL compares the calls of a turn with the expected ones; here the whole run is the
// turn: a loop, a forgotten calculator or an extra invented call all show). A plan's labels (run-labels.ts) are its
// extractor's replies read as JSON, which no decoding marks, so they have no decoder_failed.
import type { AnswerEvent, CallEvent, Trace } from '../agent/trace.ts';
import { isRecord } from '../json/json-value.ts';
import type { JsonSchema, ToolKit } from '../tools/tool-kit-types.ts';

export interface AskedCall {
  name: string;
  rawArgs: unknown;
}

/** BFCL's label of a readable call to a tool that was not offered (the "wrong tool" the bench counts). */
export const WRONG_FUNC_NAME = 'wrong_func_name';

/** BFCL's label of output that could not be decoded into calls (what `unreadable`, `recovered` and `drifted` mark). */
export const DECODER_FAILED = 'decoder_failed';

/** The labels of one call; empty when it is a well-formed call to an offered tool. */
export function labelCall(call: AskedCall, kit: ToolKit, offered: readonly string[]): string[] {
  if (!offered.includes(call.name) || !kit.has(call.name)) return [WRONG_FUNC_NAME];
  let args = call.rawArgs;
  if (typeof args === 'string') {
    try {
      args = JSON.parse(args) as unknown;
    } catch {
      return ['type_error:arguments'];
    }
  }
  if (!isRecord(args)) return ['type_error:arguments'];
  const schema = kit.jsonSchema(call.name);
  const properties = isRecord(schema.properties) ? schema.properties : {};
  const required = Array.isArray(schema.required) ? schema.required.filter((r): r is string => typeof r === 'string') : [];
  const labels: string[] = [];
  if (required.some((field) => !(field in args))) labels.push('missing_required');
  if (Object.keys(args).some((key) => !(key in properties))) labels.push('unexpected_param');
  for (const [field, value] of Object.entries(args)) {
    const property = properties[field];
    if (isRecord(property)) labels.push(...fieldLabels(field, value, property));
  }
  return labels;
}

function fieldLabels(field: string, value: unknown, property: JsonSchema): string[] {
  const type = property.type;
  if (type === 'string' && typeof value !== 'string') return [`type_error:${field}`];
  if ((type === 'number' || type === 'integer') && typeof value !== 'number') return [`type_error:${field}`];
  if (typeof property.pattern === 'string' && typeof value === 'string' && !new RegExp(property.pattern, 'u').test(value)) return [`value_error:${field}`];
  return [];
}

/**
 * The labels of a call event: decoder_failed alone when it could not be read (its name is '', not a wrong one);
 * decoder_failed then its arguments' labels when only the lenient parser read it.
 */
function callEventLabels(call: CallEvent, kit: ToolKit, offered: readonly string[]): string[] {
  if (call.unreadable) return [DECODER_FAILED];
  const labels = labelCall(call, kit, offered);
  return call.recovered === undefined ? labels : [DECODER_FAILED, ...labels];
}

/** Every label of a ReAct trace's calls and drifted answers, in order, plus wrong_count against `referenceCount` when given. */
export function traceLabels(trace: Trace, kit: ToolKit, offered: readonly string[], referenceCount?: number): string[] {
  const calls = trace.events.filter((e): e is CallEvent => e.type === 'call');
  const labels = trace.events.flatMap((e) => {
    if (e.type === 'call') return callEventLabels(e, kit, offered);
    return e.type === 'answer' ? driftedLabels(e) : [];
  });
  if (referenceCount !== undefined && calls.length !== referenceCount) labels.push('wrong_count');
  return labels;
}

/** One decoder_failed per call the answer holds in a format the strict parser does not read. */
function driftedLabels(answer: AnswerEvent): string[] {
  return (answer.drifted ?? []).map(() => DECODER_FAILED);
}
