// OTLP's JSON encoding of spans (opentelemetry-proto's TracesData, as the JSON mapping writes it): ids in hex,
// 64-bit integers (times, int attributes) as decimal strings, enums as their numbers. The lab's traces have no
// clock and no ids of their own, so both are made here, deterministically: ids hash the run, times count
// milliseconds from a start the caller gives. The same runs always export to the same bytes.
import { seedWords } from '../random/seed-hash.ts';

export type OtlpValue =
  | { stringValue: string }
  | { intValue: string }
  | { boolValue: boolean }
  | { arrayValue: { values: OtlpValue[] } };

export interface OtlpAttribute {
  key: string;
  value: OtlpValue;
}

/** SPAN_KIND_INTERNAL (in-process work: the agent, a tool) and SPAN_KIND_CLIENT (a request to a model). */
export type OtlpSpanKind = 1 | 3;

/** STATUS_CODE_OK or STATUS_CODE_ERROR. */
export interface OtlpStatus {
  code: 1 | 2;
  message?: string;
}

export interface OtlpSpanEvent {
  name: string;
  timeUnixNano: string;
  attributes: OtlpAttribute[];
}

export interface OtlpSpan {
  /** 32 hex digits. */
  traceId: string;
  /** 16 hex digits. */
  spanId: string;
  parentSpanId?: string;
  name: string;
  kind: OtlpSpanKind;
  startTimeUnixNano: string;
  endTimeUnixNano: string;
  attributes: OtlpAttribute[];
  events?: OtlpSpanEvent[];
  status: OtlpStatus;
}

export interface OtlpTracesData {
  resourceSpans: {
    resource: { attributes: OtlpAttribute[] };
    scopeSpans: { scope: { name: string; version: string }; spans: OtlpSpan[] }[];
  }[];
}

/** An attribute's value as given; undefined leaves the attribute out (a value not known is not written). */
export type AttributeValue = string | number | boolean | readonly string[] | undefined;

/** Attributes in the given order, integers as OTLP's int64 strings, without the undefined ones. */
export function otlpAttributes(values: Record<string, AttributeValue>): OtlpAttribute[] {
  return Object.entries(values).flatMap(([key, value]) => (value === undefined ? [] : [{ key, value: otlpValue(value) }]));
}

function otlpValue(value: Exclude<AttributeValue, undefined>): OtlpValue {
  if (typeof value === 'string') return { stringValue: value };
  if (typeof value === 'boolean') return { boolValue: value };
  if (typeof value === 'number') return { intValue: String(Math.trunc(value)) };
  return { arrayValue: { values: value.map((v) => ({ stringValue: v })) } };
}

const hex = (words: readonly number[]) => words.map((w) => w.toString(16).padStart(8, '0')).join('');

/** A run's trace id: 128 bits hashed from its JSON and its place in the file (two identical runs stay apart). */
export function otlpTraceId(runJson: string, index: number): string {
  return hex(seedWords(index, runJson));
}

/** The `index`-th span's id in a trace: 64 bits hashed from the trace id. */
export function otlpSpanId(traceId: string, index: number): string {
  return hex(seedWords(index, traceId).slice(0, 2));
}

/** `startMs` plus `offsetMs`, in nanoseconds as a decimal string (exact: past 2^53, so in BigInt). */
export function unixNano(startMs: number, offsetMs: number): string {
  return ((BigInt(Math.trunc(startMs)) + BigInt(offsetMs)) * 1_000_000n).toString();
}
