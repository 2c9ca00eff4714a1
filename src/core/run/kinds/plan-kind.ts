// Plan and execute as a kind of run (run-kind.ts): its trace is the plan's stages, its edits a stage's reply or one
// of the program's tool results, and a step-through reveals it stage by stage.
import { planEditSchema } from '../../agent/edit-schemas.ts';
import type { PlanEdit } from '../../agent/plan/plan-edits.ts';
import type { PlanStage, PlanTrace } from '../../agent/plan/plan-trace.ts';
import type { RunKind } from './run-kind.ts';

export const PLAN_KIND: RunKind<PlanTrace, PlanEdit, PlanStage> = {
  id: 'plan-and-execute',
  isTrace: (trace): trace is PlanTrace => 'stages' in trace,
  isEdit: (edit): edit is PlanEdit => edit.kind === 'stage-reply' || edit.kind === 'stage-result' || edit.kind === 'stage-token',
  editSchema: planEditSchema,
  // A plan runs in order (the extractor's attempts, the program's calls, the writer): a fork keeps the edits before the new one.
  forkEdits: (parent, edit) => [...parent.filter((e) => planOrder(e) < planOrder(edit)), edit],
  figures: (trace) => {
    const { attempts, calls, write } = stagesOf(trace);
    return {
      steps: attempts.length + (write ? 1 : 0),
      calls: calls.length,
      errors: calls.filter((c) => 'error' in c.output).length,
      tokens: null,
      answer: trace.answer,
      end: trace.end,
      findings: trace.findings,
    };
  },
  stepUnits: (trace) => trace.stages,
};

/** A stage's forced tokens come after its reply's place, in position order (a fork of a fork keeps the earlier ones). */
function planOrder(edit: PlanEdit): number {
  if (edit.kind === 'stage-result') return 100 + edit.call;
  const reply = edit.stage === 'extract' ? edit.attempt : 1000;
  return edit.kind === 'stage-token' ? reply + (edit.position + 1) * 1e-6 : reply;
}

function stagesOf(trace: PlanTrace) {
  const extract = trace.stages.find((s) => s.stage === 'extract');
  const compute = trace.stages.find((s) => s.stage === 'compute');
  return {
    attempts: extract?.stage === 'extract' ? extract.attempts : [],
    calls: compute?.stage === 'compute' ? compute.calls : [],
    write: trace.stages.find((s) => s.stage === 'write'),
  };
}
