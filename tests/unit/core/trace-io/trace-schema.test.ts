// An exported file always reads back as it was: every golden trace (alone, and a question set's runs as one
// comparison), every scripted plan, a local run and a fork's edited marks. The schemas' types are the trace
// types they check, field for field, so a field added to a trace without its schema fails the type check here.
import { beforeAll, describe, expect, expectTypeOf, it } from 'vitest';
import type { z } from 'zod';
import type { PlanTrace } from '../../../../src/core/agent/plan/plan-trace.ts';
import type { ResultEvent, Trace } from '../../../../src/core/agent/trace.ts';
import { readTraceFile } from '../../../../src/core/trace-io/import-trace.ts';
import { traceFileJson, type PlanRun, type TraceFile, type TraceFileRun, type TraceRun } from '../../../../src/core/trace-io/trace-file.ts';
import type { planTraceSchema, traceFileSchema, traceSchema } from '../../../../src/core/trace-io/trace-schema.ts';
import { goldenFiles, localRun, planRuns } from './trace-io-fixture.ts';

const GOLDEN = goldenFiles();

function roundTrip(runs: [TraceFileRun, ...TraceFileRun[]]): TraceFileRun[] {
  const read = readTraceFile(traceFileJson(runs));
  if (!read.ok) throw new Error(read.message.en);
  return read.file.runs;
}

describe('the schemas match the types', () => {
  it('Trace, PlanTrace and TraceFile', () => {
    expectTypeOf<z.output<typeof traceSchema>>().toEqualTypeOf<Trace>();
    expectTypeOf<z.output<typeof planTraceSchema>>().toEqualTypeOf<PlanTrace>();
    expectTypeOf<z.output<typeof traceFileSchema>>().toEqualTypeOf<TraceFile>();
  });
});

describe('every golden trace reads back as exported', () => {
  it('finds the golden files', () => {
    expect(GOLDEN.length).toBeGreaterThan(100);
    expect(GOLDEN.some((g) => g.runs.length > 1)).toBe(true);
  });

  it.each(GOLDEN.map((g) => [g.name, g] as const))('%s', (_name, golden) => {
    expect(roundTrip(golden.runs)).toEqual(golden.runs);
  });

  it('all of them as one comparison file', () => {
    const [first, ...rest] = GOLDEN.flatMap((g) => g.runs);
    if (!first) throw new Error('no golden runs');
    expect(roundTrip([first, ...rest])).toEqual([first, ...rest]);
  });

  it('a golden trace alone, as a bare trace', () => {
    const trace = GOLDEN[0]?.runs[0]?.trace;
    const read = readTraceFile(JSON.stringify(trace));
    expect(read.ok && read.file.runs).toEqual([{ label: `${trace?.backend} · ${trace?.model}`, trace }]);
  });
});

describe('other runs read back as exported', () => {
  let plans: PlanRun[];
  beforeAll(async () => {
    plans = await planRuns();
  });

  it('the scripted plans, with and without what is optional', () => {
    const [first, ...rest] = plans;
    if (!first) throw new Error('no plans');
    expect(roundTrip([first, ...rest])).toEqual(plans);
    expect(roundTrip([{ label: 'bare plan', planTrace: first.planTrace }])).toEqual([{ label: 'bare plan', planTrace: first.planTrace }]);
  });

  it('a local run with its generations', () => {
    const local = localRun(GOLDEN[0]?.runs[0] as TraceRun);
    expect(roundTrip([local])).toEqual([local]);
  });

  it("a fork's edits and edited marks, in a trace and in a plan", () => {
    const run = structuredClone(GOLDEN.find((g) => g.runs[0].trace.events.some((e) => e.type === 'result'))?.runs[0]);
    if (!run) throw new Error('no golden run with a result');
    const result = run.trace.events.find((e): e is ResultEvent => e.type === 'result') as ResultEvent;
    result.edited = true;
    run.trace.edits = [
      { kind: 'result', step: result.step, call: 0, text: result.wireText },
      { kind: 'reply', step: 1, reply: { kind: 'calls', calls: [{ name: 'x', args: { a: 1 } }], text: 'then' } },
    ];
    const plan = structuredClone(plans[0] as PlanRun);
    plan.planTrace.edits = [{ kind: 'stage-reply', stage: 'extract', attempt: 1, text: '{}' }, { kind: 'stage-result', call: 0, text: '{"resultado": 1}' }];
    for (const stage of plan.planTrace.stages) {
      if (stage.stage === 'extract') Object.assign(stage.attempts[0] ?? {}, { edited: true });
      if (stage.stage === 'compute') stage.editedCalls = [0];
    }
    expect(roundTrip([run, plan])).toEqual([run, plan]);
  });

  it("a tool's undefined result (JSON drops the key) still reads back", () => {
    const run = structuredClone(GOLDEN.find((g) => g.runs[0].trace.events.some((e) => e.type === 'result'))?.runs[0]) as TraceRun;
    const result = run.trace.events.find((e): e is ResultEvent => e.type === 'result') as ResultEvent;
    result.output = { resultado: undefined };
    expect(roundTrip([run])).toEqual([run]);
  });
});
