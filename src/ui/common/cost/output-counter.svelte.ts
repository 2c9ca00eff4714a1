// The model's output counted for a run's cost (o200k_base, as the simulators count their `usage`), in the page's
// token worker: as reactive state, so that a trace's cost, and the chart's, show its output once its counts
// are back.
import { outputTexts } from '../../../core/cost/index.ts';
import type { Trace } from '../../../core/agent/index.ts';
import type { TokenCounter } from '../../../core/tokens/index.ts';
import { pageCounter } from '../../../token-worker/page-counter.ts';

// Bumped when counts come back: whoever read a trace's counter reads it again.
let arrived = $state(0);

/**
 * A counter that knows every output text of `trace`, once they have been counted; undefined until then (the cost
 * leaves the output out meanwhile, and says so), and for good where the counter cannot load.
 */
export function outputCounter(trace: Trace): TokenCounter | undefined {
  void arrived;
  const missing = outputTexts(trace).filter((text) => pageCounter.known(text) === undefined);
  if (missing.length === 0) return (text) => pageCounter.known(text) ?? 0;
  // Asked again while on their way, the same counts are waited for, not asked twice (the counter sees to it).
  pageCounter.count(missing).then(
    () => (arrived += 1),
    () => undefined,
  );
  return undefined;
}
