// An eval task: a question in the lesson's Spanish, what a right run does (its intent, which the seeded policy
// plays and the designs turn into calls), and the answer computed by code with the tools' own functions, which
// the checker compares the final answer against. Plain data: a task list is exported with the results.

/** The kinds of the lesson's tasks. */
export type TaskKind =
  | 'close'
  | 'close_weekend'
  | 'close_holiday'
  | 'european_date'
  | 'unknown_ticker'
  | 'change'
  | 'takeover'
  | 'news_quote';

/** What a right run asks the tools, whatever the design. */
export type TaskIntent =
  /** `fecha` is ISO (what a right call sends); `written` is the date as the question writes it, when it differs. */
  | { kind: 'close'; ticker: string; fecha: string; written?: string }
  | { kind: 'change'; ticker: string; desde: string; hasta: string }
  /** `pick`: a word the headline to quote holds; absent, the first headline of the range. */
  | { kind: 'news'; ticker: string; desde: string; hasta: string; pick?: string };

/** The right answer, computed by code, and how an answer is checked against it (check-answer.ts). */
export type ExpectedAnswer =
  /** A close: some figure of the answer within the lesson's tolerance. `session` is the session the tool used. */
  | { kind: 'number'; value: number; session: string }
  /** A change: some percentage of the answer within the lesson's tolerance. */
  | { kind: 'percentage'; value: number }
  /** A headline: quoted word for word. */
  | { kind: 'quote'; text: string; fecha: string }
  /** An unknown ticker: the answer says it does not exist, and gives no figure. */
  | { kind: 'not_exists'; ticker: string };

export interface EvalTask {
  /** Stable and readable: `change-BUSI-2024-03-15-2024-03-22`. */
  id: string;
  /** The suite it belongs to (`lesson`, `poisoned`). */
  suite: string;
  kind: TaskKind;
  /** Model-facing, in Spanish. */
  question: string;
  intent: TaskIntent;
  expected: ExpectedAnswer;
}
