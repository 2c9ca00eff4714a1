// Each way a picked file can be wrong gets a message that says what it is, in both UI languages: too large,
// empty, not JSON (where the parser stopped), JSON of something else (an array, OTLP, another format), a lab
// trace of another version, and a field that does not fit (the run, the event or stage, the field's path).
import { beforeAll, describe, expect, it } from 'vitest';
import type { PlanTrace } from '../../../../src/core/agent/plan/plan-trace.ts';
import type { Trace } from '../../../../src/core/agent/trace.ts';
import { MAX_TRACE_FILE_BYTES, readTraceFile } from '../../../../src/core/trace-io/import-trace.ts';
import { toOtlpJson } from '../../../../src/core/trace-io/otel-export.ts';
import { TRACE_FILE_FORMAT, traceFileJson, type PlanRun, type TraceRun } from '../../../../src/core/trace-io/trace-file.ts';
import { goldenFiles, planRuns } from './trace-io-fixture.ts';

const RUN = goldenFiles().find((g) => g.name.includes('asistente.cadena.openai-chat'))?.runs[0] as TraceRun;

/** The message for `text`, which must be refused. */
function refusal(text: string): { en: string; es: string } {
  const read = readTraceFile(text);
  if (read.ok) throw new Error('the file was read');
  return read.message;
}

/** The message for a one-run file whose trace `change` broke. */
function brokenTrace(change: (trace: Record<string, unknown> & Trace) => void): { en: string; es: string } {
  const file = JSON.parse(traceFileJson([RUN])) as { runs: { trace: Record<string, unknown> & Trace }[] };
  const trace = file.runs[0]?.trace;
  if (!trace) throw new Error('no trace');
  change(trace);
  return refusal(JSON.stringify(file));
}

describe('files that are not JSON', () => {
  it('an empty file, or one of blanks', () => {
    expect(refusal('')).toEqual({ en: 'This file is empty.', es: 'Este archivo está vacío.' });
    expect(refusal(' \n\t')).toEqual({ en: 'This file is empty.', es: 'Este archivo está vacío.' });
  });

  it('broken JSON, with where the parser stopped', () => {
    const message = refusal('{\n  "format": "agent-loop-lab/trace-file@1",\n  "runs": [1,\n}');
    expect(message.en).toMatch(/^This file is not JSON: it stops being JSON at line 4, column 1 \(.+\)\.$/);
    expect(message.es).toMatch(/^Este archivo no es JSON: deja de serlo en la línea 4, columna 1 \(.+\)\.$/);
  });

  it("text that is not JSON at all, or that ends too soon, in the parser's words", () => {
    expect(refusal('hello').en).toMatch(/^This file is not JSON: it stops being JSON at line 1, column 1 \(.+\)\.$/);
    expect(refusal('{"a": "b').en).toMatch(/at line 1, column 9 /);
    expect(refusal('{"a": 1} x').en).toMatch(/at line 1, column 10 /);
  });

  it('a file over the cap, before parsing it', () => {
    const message = refusal(`"${'x'.repeat(MAX_TRACE_FILE_BYTES)}"`);
    expect(message).toEqual({
      en: 'This file is larger than 20 MB, the most the lab reads.',
      es: 'Este archivo ocupa más de 20 MB, lo máximo que lee el laboratorio.',
    });
    // The cap is on the file's bytes: 'é' is two in UTF-8.
    expect(refusal('é'.repeat(MAX_TRACE_FILE_BYTES / 2 + 1)).en).toContain('20 MB');
  });
});

describe('JSON that is not a lab trace', () => {
  it('a JSON array', () => {
    expect(refusal('[1, 2]').en).toBe('This file holds a JSON array, not a lab trace: a trace file is a JSON object with "format": "agent-loop-lab/trace-file@1".');
    expect(refusal('[1, 2]').es).toContain('una lista JSON');
  });

  it('a JSON number or string', () => {
    expect(refusal('42').en).toContain('a JSON number');
    expect(refusal('"trace"').en).toContain('a JSON string');
  });

  it("OpenTelemetry's JSON, such as the lab's own OTel export", () => {
    const message = refusal(JSON.stringify(toOtlpJson([RUN])));
    expect(message.en).toMatch(/^This is OpenTelemetry \(OTLP\) JSON \(traces\), not a lab trace/);
    expect(message.es).toMatch(/^Esto es JSON de OpenTelemetry \(OTLP\) \(trazas\), no una traza del laboratorio/);
    expect(refusal('{"resourceLogs": []}').en).toContain('OpenTelemetry (OTLP) JSON (logs)');
  });

  it('an object with another format, or none', () => {
    expect(refusal('{"format": "jaeger"}').en).toBe('This JSON file\'s format is "jaeger", not a lab trace (agent-loop-lab/trace-file@1).');
    expect(refusal('{"runs": []}').en).toMatch(/^This JSON object has no "format" field/);
  });

  it('a lab trace of another version, file or bare trace', () => {
    const file = JSON.stringify({ ...JSON.parse(traceFileJson([RUN])), format: 'agent-loop-lab/trace-file@2' });
    expect(refusal(file)).toEqual({
      en: 'This is a lab trace of another version (agent-loop-lab/trace-file@2); this version of the lab reads agent-loop-lab/trace-file@1 and agent-loop-lab/trace@1.',
      es: 'Esta es una traza del laboratorio de otra versión (agent-loop-lab/trace-file@2); esta versión del laboratorio lee agent-loop-lab/trace-file@1 y agent-loop-lab/trace@1.',
    });
    expect(refusal(JSON.stringify({ ...RUN.trace, format: 'agent-loop-lab/trace@2' })).en).toContain('another version (agent-loop-lab/trace@2)');
  });
});

describe('a lab trace file with a field that does not fit', () => {
  it('an event without a field: the run, the event index and type, the field', () => {
    const message = brokenTrace((t) => {
      delete (t.events[4] as Partial<Trace['events'][number]> & { callId?: string }).callId;
    });
    expect(message).toEqual({
      en: `This file does not follow the lab's trace format: in runs[0] ("${RUN.label}"), events[4] (a "result" event), the field "callId" is missing (expected a string).`,
      es: `Este archivo no sigue el formato de traza del laboratorio: en runs[0] («${RUN.label}»), events[4] (un evento «result»), falta el campo «callId» (se esperaba un texto).`,
    });
  });

  it('a field of the wrong type, deep in an event', () => {
    const message = brokenTrace((t) => {
      Object.assign(t.events[0] as object, { exchange: { url: 'x', requestBody: '{}', status: '200' } });
    });
    expect(message.en).toContain('events[0] (a "request" event), the field "exchange.status" should be a number, not a string ("200")');
  });

  it('an event of a type the format does not have', () => {
    const message = brokenTrace((t) => Object.assign(t.events[1] as object, { type: 'thought' }));
    expect(message.en).toContain('events[1] (a "thought" event), the field "type" should be one of "request", "text", "call"');
  });

  it('a field the format does not have', () => {
    expect(brokenTrace((t) => (t.extra = 1)).en).toContain(`in runs[0] ("${RUN.label}"), the field "extra" is not in the format`);
  });

  it("a tool's output that is neither a result nor an error text", () => {
    const message = brokenTrace((t) => Object.assign(t.events[4] as object, { output: { error: 5 } }));
    expect(message.en).toContain('events[4] (a "result" event), the field "output.error" should be a string, not a number (5)');
  });

  it('an end reason that is not one', () => {
    const message = brokenTrace((t) => Object.assign(t.summary, { end: { kind: 'answered', maxSteps: 3 } }));
    expect(message.en).toContain('the field "summary.end.maxSteps" is not in the format');
  });

  it('a token count not made yet (null): exports always count, so the file is refused', () => {
    const message = brokenTrace((t) => Object.assign(t.events[0] as object, { tokens: null, totalTokens: null }));
    expect(message.en).toBe("This trace has token counts that were never made (null); the lab's exports always count them, so it cannot be read.");
    expect(message.es).toContain('recuentos de tokens sin hacer (null)');
    const bare = structuredClone(RUN.trace);
    Object.assign(bare.summary, { tokens: null });
    Object.assign(bare.events[0] as object, { tokens: null, totalTokens: null });
    expect(refusal(JSON.stringify(bare)).en).toContain('token counts that were never made');
  });

  it('a file with no runs', () => {
    expect(refusal(JSON.stringify({ format: TRACE_FILE_FORMAT, runs: [] })).en).toContain('the field "runs" is empty');
  });

  it('a run that is neither a trace nor a plan', () => {
    expect(refusal(JSON.stringify({ format: TRACE_FILE_FORMAT, runs: [{ label: 'x' }] })).en).toContain('in runs[0] ("x"), the field "trace" is missing (expected an object)');
  });

  it('a bare trace with a broken event: the event, with no run', () => {
    const trace = structuredClone(RUN.trace);
    Object.assign(trace.events[2] as object, { step: 'one' });
    expect(refusal(JSON.stringify(trace)).en).toBe(
      'This file does not follow the lab\'s trace format: in events[2] (a "call" event), the field "step" should be a number, not a string ("one").',
    );
  });

  describe('a plan', () => {
    let plan: PlanRun;
    beforeAll(async () => {
      plan = (await planRuns())[0] as PlanRun;
    });

    it('a stage without a field: the run, the stage index and name, the field', () => {
      const planTrace = structuredClone(plan.planTrace) as PlanTrace & { stages: Record<string, unknown>[] };
      delete planTrace.stages[1]?.table;
      const message = refusal(traceFileJson([{ ...plan, planTrace: planTrace as PlanTrace }]));
      expect(message.en).toContain(`in runs[0] ("${plan.label}"), stages[1] (the "compute" stage), the field "table" is missing`);
      expect(message.es).toContain(`en runs[0] («${plan.label}»), stages[1] (la etapa «compute»), falta el campo «table»`);
    });
  });
});
