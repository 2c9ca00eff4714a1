// What the lab's spans share: the GenAI conventions' provider names, and a writer that gives each span of a run
// its id, its parent and its times on the run's synthetic clock (one millisecond an event or a stage's step).
import { apiShape, isProviderId } from '../shapes/provider-ids.ts';
import {
  otlpAttributes,
  otlpSpanId,
  unixNano,
  type AttributeValue,
  type OtlpSpan,
  type OtlpSpanEvent,
  type OtlpSpanKind,
} from './otlp-json.ts';

export const SPAN_INTERNAL: OtlpSpanKind = 1;
export const SPAN_CLIENT: OtlpSpanKind = 3;

/**
 * A backend as `gen_ai.provider.name`: an API by its conventional name (its shape's `otelName`); the lab's own (the local model,
 * `local-hermes`) under the lab's namespace, as the conventions ask of a provider they do not list.
 */
export function genAiProviderName(backend: string): string {
  return isProviderId(backend) ? apiShape(backend).otelName : `agent_loop_lab.${backend}`;
}

/** `chat gpt-4o`, or the operation alone when the model is not known. */
export function spanName(operation: string, subject: string | undefined): string {
  return subject ? `${operation} ${subject}` : operation;
}

export interface SpanDraft {
  name: string;
  kind: OtlpSpanKind;
  parent?: OtlpSpan;
  /** Milliseconds from the run's start. */
  fromMs: number;
  toMs: number;
  attributes: Record<string, AttributeValue>;
  /** Set when the operation failed: the span's status is then an error with this message, else OK. */
  error?: string;
  events?: { name: string; atMs: number; attributes: Record<string, AttributeValue> }[];
}

/** Writes one run's spans: the n-th span written gets the n-th id of the trace. */
export function spanWriter(traceId: string, startMs: number): (draft: SpanDraft) => OtlpSpan {
  let count = 0;
  return (draft) => {
    const events: OtlpSpanEvent[] | undefined = draft.events?.map((e) => ({
      name: e.name,
      timeUnixNano: unixNano(startMs, e.atMs),
      attributes: otlpAttributes(e.attributes),
    }));
    return {
      traceId,
      spanId: otlpSpanId(traceId, count++),
      ...(draft.parent ? { parentSpanId: draft.parent.spanId } : {}),
      name: draft.name,
      kind: draft.kind,
      startTimeUnixNano: unixNano(startMs, draft.fromMs),
      endTimeUnixNano: unixNano(startMs, draft.toMs),
      attributes: otlpAttributes(draft.attributes),
      ...(events && events.length > 0 ? { events } : {}),
      status: draft.error === undefined ? { code: 1 } : { code: 2, message: draft.error },
    };
  };
}
