// The seeded policy on plan and execute (agent/plan/plan-and-execute.ts): the program holds the plan, so only two
// of the knobs still have a way to fail. An invented argument is the extractor's first reply with day-first
// dates, which validation refuses and the retry fixes; ignoring that error is repeating the same reply, and the
// run ends without an answer (extraction failed) rather than with a wrong one. There is no calculator to forget
// and no loop to fall into: that is the lesson's point about fixing the plan. The writer writes the table's
// figures (the lesson's `correcto` writer). No wire: the stages' models are the policy itself.
import { scriptedModel, type ChatMessage } from '../agent/plan/chat-model.ts';
import { PLAN_SCRIPTS } from '../sim/scripted-plans.ts';
import type { PlanBackend } from '../run/backend.ts';
import { policyDraws, type PolicyDraws } from './policy-draws.ts';
import type { PolicySpec } from './policy-spec.ts';

export interface PolicyPlanReport {
  draws: PolicyDraws;
}

const dayFirst = (iso: string) => iso.split('-').reverse().join('/');

export function policyPlanBackend(spec: PolicySpec): PlanBackend<PolicyPlanReport> {
  const draws = policyDraws(spec);
  const { intent } = spec;
  const extract = (messages: readonly ChatMessage[]): string => {
    if (intent.kind !== 'change') return '{}';
    const right = { ticker: intent.ticker, desde: intent.desde, hasta: intent.hasta };
    const invented = { ...right, desde: dayFirst(intent.desde), hasta: dayFirst(intent.hasta) };
    const retry = messages.some((m) => m.role === 'assistant');
    if (!draws.invent) return JSON.stringify(right);
    return JSON.stringify(retry && !draws.ignore ? right : invented);
  };
  return {
    connectPlan: () => ({ extractor: scriptedModel(extract), writer: scriptedModel(PLAN_SCRIPTS.correcto.writer), report: () => ({ draws }) }),
  };
}
