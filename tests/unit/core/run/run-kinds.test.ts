// The run kinds' table and each kind's core side: every golden trace and every scripted plan finds its kind (and
// only its own), as do their edits; a kind's figures, step units, fork edits and edit schema are what the lab read
// of that kind before there were kinds (the loop's summary, the plan's stages counted the eval's way, the reveal
// units). The areas' own tables of kinds are tested beside them: the eval's labels and score
// (tests/unit/core/eval/run-labels.test.ts), a trace file's runs and their spans (tests/unit/core/trace-io/file-run-kinds.test.ts).
import { beforeAll, describe, expect, it } from 'vitest';
import { revealUnits } from '../../../../src/core/agent/reveal-units.ts';
import type { PlanEdit } from '../../../../src/core/agent/plan/plan-edits.ts';
import type { RunEdit } from '../../../../src/core/agent/edits.ts';
import { PLAN_KIND } from '../../../../src/core/run/kinds/plan-kind.ts';
import { REACT_KIND } from '../../../../src/core/run/kinds/react-kind.ts';
import { anyEditSchema, forkEdits, kindOf, kindOfEdit, ofKind, RUN_KINDS } from '../../../../src/core/run/kinds/run-kinds.ts';
import type { PlanRun, TraceRun } from '../../../../src/core/trace-io/trace-file.ts';
import { goldenFiles, planRuns } from '../trace-io/trace-io-fixture.ts';

const RUNS: TraceRun[] = goldenFiles().flatMap((g) => g.runs);
let plans: PlanRun[];
beforeAll(async () => {
  plans = await planRuns();
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
describe('the table of run kinds', () => {
  it('holds the two kinds, named by the designs of the plans that make them', () => {
    expect(RUN_KINDS.map((k) => k.id)).toEqual(['react', 'plan-and-execute']);
  });

  it('finds the kind of every golden trace and every scripted plan, and exactly one kind recognises each', () => {
    expect(RUNS.length).toBeGreaterThan(50);
    for (const run of RUNS) {
      expect(kindOf(run.trace)).toBe(REACT_KIND);
      expect(RUN_KINDS.filter((k) => k.isTrace(run.trace))).toHaveLength(1);
    }
    for (const run of plans) {
      expect(kindOf(run.planTrace)).toBe(PLAN_KIND);
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

  it('step units: the reveal units', () => {
    const { trace } = golden('lesson/argumentos_inventados.anthropic');
    expect(REACT_KIND.stepUnits(trace)).toEqual(revealUnits(trace));
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

  it('step units are its stages', () => {
    const run = plan('fecha_europea');
    expect(PLAN_KIND.stepUnits(run.planTrace)).toBe(run.planTrace.stages);
  });
});
