// The fork contract every backend is handed: a plan carries a fork only when it has edits, and a caller holding
// either kind's fork (the eval's) gives a run of one kind only that kind's edits and parent.
import { describe, expect, it } from 'vitest';
import type { RunEdit } from '../../../../src/core/agent/edits.ts';
import type { PlanEdit } from '../../../../src/core/agent/plan/plan-edits.ts';
import type { PlanTrace } from '../../../../src/core/agent/plan/plan-trace.ts';
import type { Trace } from '../../../../src/core/agent/trace.ts';
import { forkOf, narrowFork, type Fork } from '../../../../src/core/run/fork.ts';
import { PLAN_KIND } from '../../../../src/core/run/kinds/plan-kind.ts';
import { REACT_KIND } from '../../../../src/core/run/kinds/react-kind.ts';

const reply: RunEdit = { kind: 'reply', step: 1, reply: { kind: 'text', text: 'No lo sé.' } };
const stage: PlanEdit = { kind: 'stage-result', call: 1, text: '{"resultado": 1}' };
const loop = { events: [], summary: {} } as unknown as Trace;
const plan = { question: 'q', stages: [], answer: null, end: 'answered', findings: [] } as unknown as PlanTrace;

describe('the fork contract', () => {
  it('a plan carries a fork only when something was edited, with the parent when there is one', () => {
    expect(forkOf([], { trace: loop })).toEqual({});
    expect(forkOf(undefined)).toEqual({});
    expect(forkOf([reply])).toEqual({ fork: { edits: [reply] } });
    expect(forkOf([reply], { trace: loop, report: { steps: [] } })).toEqual({ fork: { edits: [reply], parent: { trace: loop, report: { steps: [] } } } });
  });

  it("a run of one kind gets its kind's edits, and the parent only when it is a run of that kind", () => {
    const both: Fork<RunEdit | PlanEdit, Trace | PlanTrace> = { edits: [reply, stage], parent: { trace: loop, report: 'r' } };
    expect(narrowFork(both, REACT_KIND)).toEqual({ edits: [reply], parent: { trace: loop, report: 'r' } });
    expect(narrowFork(both, PLAN_KIND)).toEqual({ edits: [stage] });
    expect(narrowFork({ edits: [stage], parent: { trace: plan } }, REACT_KIND)).toBeUndefined();
    expect(narrowFork(undefined, REACT_KIND)).toBeUndefined();
  });
});
