// A plan-and-execute run read as the outcome strip reads a ReAct run, so that a plan and a loop (or two plans) are
// compared figure by figure: its steps are the requests the plan made to its model (each extraction attempt, the
// writer), its errors the program's tool calls that failed, its end the plan's own when it stopped early.
import type { PlanTrace } from '../../../core/agent/index.ts';
import type { OutcomeSummary } from './outcome-items.ts';

/** `tokens`: what the model read, where the caller knows it (a scripted plan's replies read nothing: null). */
export function planOutcome(trace: PlanTrace, tokens: number | null): OutcomeSummary {
  let steps = 0;
  let errors = 0;
  for (const stage of trace.stages) {
    if (stage.stage === 'extract') steps += stage.attempts.length;
    else if (stage.stage === 'write') steps += 1;
    else if (stage.stage === 'compute') errors += stage.calls.filter((call) => 'error' in call.output).length;
  }
  const end = trace.end === 'answered' ? { kind: 'answered' as const } : { kind: 'plan_stopped' as const, reason: trace.end };
  return { steps, errors, tokens, answer: trace.answer, end, findings: trace.findings };
}
