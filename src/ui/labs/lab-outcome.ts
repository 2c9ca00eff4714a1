// A lab run's outcome strip: the loop's five figures and the companion course's own count, its iterations (turns
// that asked for tools: not the steps, which count every request), named as the course names it.
import type { Trace } from '../../core/agent/index.ts';
import type { LabOutcome } from '../../core/labs/index.ts';
import type { OutcomeSummary } from '../common/outcome/outcome-items.ts';

const ITERATIONS = { en: 'Iterations', es: 'Iteraciones' };

/** `outcome`: the lab's end-of-run figures, where the run has them (an imported trace has only its own). */
export function labOutcome(trace: Trace, outcome?: LabOutcome): OutcomeSummary {
  return { ...trace.summary, ...(outcome ? { own: [{ what: 'iterations', name: ITERATIONS, n: outcome.metric.iterations }] } : {}) };
}
