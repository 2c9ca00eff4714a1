// The o200k_base counter for output tokens, as reactive state: undefined until it has loaded. Asking starts the
// load once no run plays (as the trace's own counts do, counted.ts), so a first run never waits on it.
import { o200kCounter, type TokenCounter } from '../../../core/tokens/index.ts';
import { whenRunsQuiet } from '../runs-quiet.ts';

let counter: TokenCounter | undefined = $state(o200kCounter.loaded());
let asked = false;

/** The counter once loaded; the first ask starts its load. */
export function outputCounter(): TokenCounter | undefined {
  if (counter === undefined && !asked) {
    asked = true;
    whenRunsQuiet()
      .then(() => o200kCounter.load())
      .then(
        (loaded) => (counter = loaded),
        () => (asked = false),
      );
  }
  return counter;
}
