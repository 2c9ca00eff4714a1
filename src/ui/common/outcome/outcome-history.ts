// Which run the outcome strip compares with: the one shown before the run now shown. A run played again, or whose
// token counts arrive, stays the same run and keeps what it is compared with; another run (a guardrail toggled, a
// kept run or a fork shown) makes the one before it the comparison.
import type { OutcomeSummary } from './outcome-items.ts';

/** A run on screen: what tells it apart (its recipe's key, a kept run's id), its name, its figures. */
export interface ShownOutcome {
  id: string;
  title: string;
  summary: OutcomeSummary;
}

export interface OutcomeHistory {
  last?: ShownOutcome;
  previous?: ShownOutcome;
}

/** The history once `shown` has ended on screen. */
export function advanceHistory(history: OutcomeHistory, shown: ShownOutcome): OutcomeHistory {
  if (history.last === undefined || history.last.id === shown.id) return { ...history, last: shown };
  return { previous: history.last, last: shown };
}
