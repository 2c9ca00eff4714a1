// trace-io's side of each kind of run (src/core/trace-io/file-run-kinds.ts): every golden trace's file run and every
// scripted plan's finds its kind (the ReAct one only for the former), and each kind's spans are the OTel export's:
// a ReAct run's a chat span a request and a tool span a result, a plan's a span a stage with its chat and tool spans.
import { beforeAll, describe, expect, it } from 'vitest';
import { fileRunKind, REACT_FILE_RUN } from '../../../../src/core/trace-io/file-run-kinds.ts';
import type { PlanRun, TraceFileRun, TraceRun } from '../../../../src/core/trace-io/trace-file.ts';
import { goldenFiles, planRuns } from './trace-io-fixture.ts';

const RUNS: TraceRun[] = goldenFiles().flatMap((g) => g.runs);
let plans: PlanRun[];
beforeAll(async () => {
  plans = await planRuns();
});
const spanNames = (run: TraceFileRun) => fileRunKind(run).spans(run, '0'.repeat(32), 0).map((s) => s.name);

describe("a trace file's runs by kind", () => {
  it('finds the kind of every golden run and every scripted plan: the ReAct one for the former only', () => {
    expect(RUNS.length).toBeGreaterThan(50);
    for (const run of RUNS) expect(fileRunKind(run)).toBe(REACT_FILE_RUN);
    for (const run of plans) {
      expect(fileRunKind(run)).not.toBe(REACT_FILE_RUN);
      expect(fileRunKind(run).isFileRun(run)).toBe(true);
    }
    expect(() => fileRunKind({} as never)).toThrow(TypeError);
  });

  it("a ReAct run's spans: a chat span a request and a tool span a result", () => {
    const correcto = RUNS.find((r) => r.label.startsWith('lesson/correcto.anthropic')) as TraceRun;
    expect(spanNames(correcto)).toEqual([
      `invoke_agent ${correcto.trace.model}`,
      ...correcto.trace.events.flatMap((e) => (e.type === 'request' ? [`chat ${correcto.trace.model}`] : e.type === 'result' ? [`execute_tool ${e.name}`] : [])),
    ]);
  });

  it("a plan's spans: a span a stage, its chat and tool spans under it", () => {
    const run = plans.find((p) => p.label === 'fecha_europea') as PlanRun;
    expect(spanNames(run)).toEqual([
      'invoke_agent local:tiny',
      'stage extract',
      'chat local:tiny',
      'chat local:tiny',
      'stage compute',
      'execute_tool precio',
      'execute_tool precio',
      'execute_tool calculadora',
      'stage write',
      'chat local:tiny',
      'stage verify',
    ]);
  });
});
