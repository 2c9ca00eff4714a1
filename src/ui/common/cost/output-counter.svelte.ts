// The model's output counted for a run's cost (o200k_base, as the simulators count their `usage`), in the page's
// counting worker: as reactive state, so a trace's cost, and the chart's output bars, show once its counts are back.
import { outputTexts } from '../../../core/cost/index.ts';
import type { Trace } from '../../../core/agent/index.ts';
import type { TokenCounter } from '../../../core/tokens/index.ts';
import { pageCounter } from '../../../token-worker/token-counter.ts';

// Bumped when counts come back: whoever read a trace's counter reads it again.
let arrived = $state(0);

/**
 * A counter that knows every output text of `trace`, once they have been counted; undefined until then (the cost
 * then leaves the output out and says so), and for good where the counter cannot load.
 */
export function outputCounter(trace: Trace): TokenCounter | undefined {
  void arrived;
  const missing = outputTexts(trace).filter((text) => pageCounter.known(text) === undefined);
  if (missing.length === 0) return (text) => pageCounter.known(text) as number;
  pageCounter.countAll(missing).then(
    () => (arrived += 1),
    () => undefined,
  );
  return undefined;
}
