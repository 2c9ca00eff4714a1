// A #/local run's outcome strip, of either design: the ReAct loop's summary as it is, or the plan's figures with the
// tokens the local model read (a scripted plan's replies read nothing the lab counts: unknown).
import type { OutcomeSummary } from '../common/outcome/outcome-items.ts';
import { planOutcome } from '../common/outcome/plan-outcome.ts';
import type { RunResult } from './local-run.ts';

export function localOutcome(result: RunResult): OutcomeSummary {
  if (result.kind === 'react') return result.trace.summary;
  const read = result.scripted === null ? result.steps.reduce((sum, step) => sum + step.inputTokens, 0) : null;
  return planOutcome(result.trace, read);
}
