// The run kinds' table and each kind's core side: every golden trace and every scripted plan finds its kind (and
// only its own), as do their edits and their trace files' runs; a kind's figures, labels, step units, fork edits,
// edit schema and spans are what the lab read of that kind before there were kinds (the loop's summary, the plan's
// stages counted the eval's way, the reveal units, the OTel export's spans); the eval scores either kind through them.
import { beforeAll, describe, expect, it } from 'vitest';
import { revealUnits } from '../../../../src/core/agent/reveal-units.ts';
import type { PlanEdit } from '../../../../src/core/agent/plan/plan-edits.ts';
import type { RunEdit } from '../../../../src/core/agent/edits.ts';
import { traceLabels } from '../../../../src/core/eval/call-labels.ts';
import { PLAN_KIND } from '../../../../src/core/run/kinds/plan-kind.ts';
import { REACT_KIND } from '../../../../src/core/run/kinds/react-kind.ts';
import { anyEditSchema, forkEdits, kindOf, kindOfEdit, kindOfFileRun, ofKind, RUN_KINDS } from '../../../../src/core/run/kinds/run-kinds.ts';
import type { EvalTask } from '../../../../src/core/eval/eval-task.ts';
import { scoreRun } from '../../../../src/core/eval/score-run.ts';
import type { OtlpSpan } from '../../../../src/core/trace-io/otlp-json.ts';
import type { PlanRun, TraceRun } from '../../../../src/core/trace-io/trace-file.ts';
import { createLessonToolKit } from '../../../../src/core/tools/lesson-tools.ts';
import type { ToolKit } from '../../../../src/core/tools/tool-kit-types.ts';
import { nodeDataSource } from '../../../../scripts/node-data-source.ts';
import { loadMarketData } from '../../../../src/core/data/load-market-data.ts';
import { goldenFiles, planRuns } from '../trace-io/trace-io-fixture.ts';

const RUNS: TraceRun[] = goldenFiles().flatMap((g) => g.runs);
let plans: PlanRun[];
let kit: ToolKit;
beforeAll(async () => {
  plans = await planRuns();
  kit = createLessonToolKit(await loadMarketData(nodeDataSource()));
});
const plan = (id: string) => plans.find((p) => p.label === id) as PlanRun;
const golden = (name: string) => RUNS.find((r) => r.label.startsWith(name)) as TraceRun;

const RUN_EDITS: RunEdit[] = [
  { kind: 'result', step: 1, call: 0, text: '{}' },
  { kind: 'reply', step: 2, reply: { kind: 'text', text: 'x' } },
  { kind: 'token', step: 1, position: 6, tokenId: 151_657, piece: '<tool_call>' },
];
const PLAN_EDITS: PlanEdit[] = [
  { kind: 'stage-reply', stage: 'extract', attempt: 1, text: '{}' },
  { kind: 'stage-result', call: 1, text: '{}' },
  { kind: 'stage-reply', stage: 'write', attempt: 1, text: 'x' },
  { kind: 'stage-token', stage: 'extract', attempt: 1, position: 2, tokenId: 90, piece: '{' },
];
const spanNames = (spans: OtlpSpan[]) => spans.map((s) => s.name);

describe('the table of run kinds', () => {
  it('holds the two kinds, named by the designs of the plans that make them', () => {
    expect(RUN_KINDS.map((k) => k.id)).toEqual(['react', 'plan-and-execute']);
  });

  it('finds the kind of every golden trace and every scripted plan, and exactly one kind recognises each', () => {
    expect(RUNS.length).toBeGreaterThan(50);
    for (const run of RUNS) {
      expect(kindOf(run.trace)).toBe(REACT_KIND);
      expect(kindOfFileRun(run)).toBe(REACT_KIND);
      expect(RUN_KINDS.filter((k) => k.isTrace(run.trace))).toHaveLength(1);
    }
    for (const run of plans) {
      expect(kindOf(run.planTrace)).toBe(PLAN_KIND);
      expect(kindOfFileRun(run)).toBe(PLAN_KIND);
      expect(RUN_KINDS.filter((k) => k.isTrace(run.planTrace))).toHaveLength(1);
    }
    expect(() => kindOf({} as never)).toThrow(TypeError);
  });

  it("finds each edit's kind, and a trace of a kind only where it is of that kind", () => {
    for (const edit of RUN_EDITS) expect(kindOfEdit(edit)).toBe(REACT_KIND);
    for (const edit of PLAN_EDITS) expect(kindOfEdit(edit)).toBe(PLAN_KIND);
    const react = golden('lesson/correcto.anthropic').trace;
    const planned = plan('correcto').planTrace;
    expect([ofKind(REACT_KIND, react), ofKind(REACT_KIND, planned), ofKind(PLAN_KIND, planned), ofKind(PLAN_KIND, undefined)]).toEqual([react, undefined, planned, undefined]);
  });

  it("a fork keeps the parent's edits of its own kind only, as that kind keeps them", () => {
    const [result1, reply2] = RUN_EDITS as [RunEdit, RunEdit];
    const [extract, close, write] = PLAN_EDITS as [PlanEdit, PlanEdit, PlanEdit];
    const laterReply: RunEdit = { kind: 'reply', step: 3, reply: { kind: 'text', text: 'y' } };
    expect(forkEdits([result1, extract, laterReply], reply2)).toEqual([result1, reply2]);
    expect(forkEdits([result1, extract, close, write], { kind: 'stage-result', call: 0, text: '1' })).toEqual([extract, { kind: 'stage-result', call: 0, text: '1' }]);
    expect(REACT_KIND.forkEdits([result1], laterReply)).toEqual([result1, laterReply]);
    // A decision flipped again replaces the earlier flip of the same call; the same step's other edits stay.
    const denied = { kind: 'approval' as const, step: 2, call: 0, approved: false };
    const approved = { ...denied, approved: true };
    const result20 = { kind: 'result' as const, step: 2, call: 0, text: '{}' };
    expect(REACT_KIND.forkEdits([denied, result20, { ...denied, call: 1 }], approved)).toEqual([result20, { ...denied, call: 1 }, approved]);
    expect(REACT_KIND.isEdit(denied)).toBe(true);
    expect(PLAN_KIND.forkEdits([extract, close], write)).toEqual([extract, close, write]);
  });

  it('a fork from a token keeps the tokens forced before it in the same reply, and a result edit keeps them all', () => {
    const token = (step: number, position: number): RunEdit => ({ kind: 'token', step, position, tokenId: 1, piece: 'a' });
    expect(REACT_KIND.forkEdits([token(1, 3), token(1, 9), token(2, 0)], token(1, 5))).toEqual([token(1, 3), token(1, 5)]);
    const result: RunEdit = { kind: 'result', step: 1, call: 0, text: '{}' };
    expect(REACT_KIND.forkEdits([token(1, 3)], result)).toEqual([token(1, 3), result]);
    // An edited reply replaces the whole reply: its forced tokens go.
    expect(REACT_KIND.forkEdits([token(1, 3)], { kind: 'reply', step: 1, reply: { kind: 'text', text: 'x' } })).toEqual([{ kind: 'reply', step: 1, reply: { kind: 'text', text: 'x' } }]);
    const stageToken = (attempt: number, position: number): PlanEdit => ({ kind: 'stage-token', stage: 'extract', attempt, position, tokenId: 1, piece: 'a' });
    expect(PLAN_KIND.forkEdits([stageToken(1, 2), stageToken(1, 8), stageToken(2, 0)], stageToken(1, 4))).toEqual([stageToken(1, 2), stageToken(1, 4)]);
  });

  it('reads the edits of both kinds back from a link, and refuses one of neither', () => {
    for (const edit of [...RUN_EDITS, ...PLAN_EDITS]) expect(anyEditSchema.parse(edit)).toEqual(edit);
    expect(REACT_KIND.editSchema.safeParse(PLAN_EDITS[0]).success).toBe(false);
    expect(PLAN_KIND.editSchema.safeParse(RUN_EDITS[0]).success).toBe(false);
    expect(anyEditSchema.safeParse({ kind: 'stage-reply', stage: 'verify', attempt: 1, text: '' }).success).toBe(false);
    // A hand-edited link's forced token: a negative or fractional id, a position before the reply, a huge piece.
    for (const bad of [{ tokenId: -1 }, { tokenId: 1.5 }, { position: -1 }, { step: 0 }, { piece: 'x'.repeat(201) }]) {
      expect(anyEditSchema.safeParse({ kind: 'token', step: 1, position: 0, tokenId: 1, piece: 'a', ...bad }).success).toBe(false);
    }
  });
});

describe('the ReAct kind', () => {
  it("figures: the loop's summary, its end by its code", () => {
    for (const { trace } of RUNS) {
      const { summary } = trace;
      expect(REACT_KIND.figures(trace)).toEqual({ ...summary, end: summary.end.kind });
    }
    expect(REACT_KIND.figures(golden('lesson/bucle.anthropic').trace)).toMatchObject({ steps: 6, calls: 6, errors: 5, tokens: 1763, answer: null, end: 'step_limit' });
  });

  it('labels, step units and spans: the call labels, the reveal units, a chat span a request and a tool span a result', () => {
    const { trace } = golden('lesson/argumentos_inventados.anthropic');
    const context = { kit: kit, offered: ['precio', 'buscar_noticias', 'calculadora'], referenceCount: 3 };
    expect(REACT_KIND.labels(trace, context)).toEqual(traceLabels(trace, kit, context.offered, 3));
    expect(REACT_KIND.labels(trace, context).length).toBeGreaterThan(0);
    expect(REACT_KIND.stepUnits(trace)).toEqual(revealUnits(trace));
    const correcto = golden('lesson/correcto.anthropic');
    expect(spanNames(REACT_KIND.spans(correcto, '0'.repeat(32), 0))).toEqual([
      `invoke_agent ${correcto.trace.model}`,
      ...correcto.trace.events.flatMap((e) => (e.type === 'request' ? [`chat ${correcto.trace.model}`] : e.type === 'result' ? [`execute_tool ${e.name}`] : [])),
    ]);
  });
});

describe('the plan-and-execute kind', () => {
  it("figures: the extractor's attempts and the writer as steps, the program's calls and their errors, no tokens", () => {
    expect(PLAN_KIND.figures(plan('fecha_europea').planTrace)).toEqual({
      steps: 3,
      calls: 3,
      errors: 0,
      tokens: null,
      answer: 'El cierre de BUSI varió un 6.45 % entre 2024-03-15 y 2024-03-22.',
      end: 'answered',
      findings: [],
    });
    const wrong = PLAN_KIND.figures(plan('cifra_equivocada').planTrace);
    expect(wrong).toMatchObject({ steps: 2, calls: 3, end: 'answered' });
    expect(wrong.findings.length).toBeGreaterThan(0);
  });

  it("labels: the extractor's invalid replies as calls to variacion; none for a valid first reply", () => {
    const context = { kit: kit, offered: [], referenceCount: 1 };
    expect(PLAN_KIND.labels(plan('correcto').planTrace, context)).toEqual([]);
    expect(PLAN_KIND.labels(plan('fecha_europea').planTrace, context)).toEqual(['value_error:desde', 'value_error:hasta']);
  });

  it('step units are its stages; spans: a span a stage, its chat and tool spans under it', () => {
    const run = plan('fecha_europea');
    expect(PLAN_KIND.stepUnits(run.planTrace)).toBe(run.planTrace.stages);
    expect(spanNames(PLAN_KIND.spans(run, '0'.repeat(32), 0))).toEqual([
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

describe("the eval's score, through the run's kind", () => {
  const task: EvalTask = {
    id: 'change-BUSI-2024-03-15-2024-03-22',
    suite: 'lesson',
    kind: 'change',
    question: '¿Cuánto cambió BUSI?',
    intent: { kind: 'change', ticker: 'BUSI', desde: '2024-03-15', hasta: '2024-03-22' },
    expected: { kind: 'percentage', value: 6.45 },
  };
  const score = { task, gate: false, attack: false };

  it("scores a plan by its stages: right, 3 model calls, the extractor's bad replies labelled", () => {
    expect(scoreRun(plan('fecha_europea').planTrace, { kit, offered: [], referenceCount: 1 }, score)).toMatchObject({
      correct: true,
      passed: true,
      findings: [],
      steps: 3,
      calls: 3,
      errors: 0,
      tokens: null,
      end: 'answered',
      labels: ['value_error:desde', 'value_error:hasta'],
    });
  });

  it("scores a ReAct run by its summary: bucle has no answer, its 6 steps and 1,763 tokens, its calls labelled", () => {
    const { trace } = golden('lesson/bucle.anthropic');
    const scored = scoreRun(trace, { kit, offered: ['precio', 'buscar_noticias', 'calculadora'], referenceCount: 3 }, score);
    expect(scored).toMatchObject({ answer: null, correct: false, passed: false, steps: 6, calls: 6, errors: 5, tokens: 1763, end: 'step_limit' });
    expect(scored.findings).toEqual(trace.summary.findings.map((f) => f.detail));
    expect(scored.labels).toEqual(traceLabels(trace, kit, ['precio', 'buscar_noticias', 'calculadora'], 3));
  });
});
