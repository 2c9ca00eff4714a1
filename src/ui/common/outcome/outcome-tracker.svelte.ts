// The outcome strip's memory on a page: the run on screen and the one shown before it (outcome-history.ts), kept
// as the page's shown run changes. Created while the page's component is (its effect lives as long as it).
import { untrack } from 'svelte';
import { advanceHistory, type OutcomeHistory, type ShownOutcome } from './outcome-history.ts';

export class OutcomeTracker {
  history: OutcomeHistory = $state.raw({});

  /** `shown`: the page's shown run once it has ended, with what tells it apart and its name. */
  constructor(shown: () => ShownOutcome | undefined) {
    $effect(() => {
      const now = shown();
      if (now) untrack(() => (this.history = advanceHistory(this.history, now)));
    });
  }

  /** The run shown before the one on screen: what the strip compares with. */
  get previous(): ShownOutcome | undefined {
    return this.history.previous;
  }
}
