// The shape of a run's guardrail settings: the numeric limits, the switches (one per switch guardrail of the table,
// keyed by its id) and the approval guardrail's mode. Every guardrail can be switched off, so that a class can see
// the failure it guards against; the defaults are the lesson's loop (step limit 6) plus the guards it recommends.

export interface Limits {
  /** Requests per run while the step limit is on (the lesson's `max_pasos`). */
  maxSteps: number;
  /** Tokens sent per run (o200k_base, summed over request bodies) while the token limit is on. */
  maxTokens: number;
  /** Characters of one tool output sent back while the output cap is on. */
  maxOutputChars: number;
  /**
   * Not a guardrail: the lab's own ceiling on requests when the step limit is off, so that a demonstration of
   * an unlimited loop still ends (the lesson ran its loop to 30).
   */
  runCap: number;
  /** The SDKs' request timeout. */
  timeoutMs: number;
}

export const DEFAULT_LIMITS: Limits = {
  maxSteps: 6,
  maxTokens: 8000,
  maxOutputChars: 2000,
  runCap: 30,
  timeoutMs: 10_000,
};

/** The lab's own switch guardrails, which the loop reads by name; a guardrail added to the table is read by its id. */
export type BuiltInSwitch = 'stepLimit' | 'tokenLimit' | 'repetition' | 'allowlist' | 'argsJson' | 'validation' | 'outputCap' | 'outputAsData';

/** On or off, per switch guardrail; one the object does not name is at its default (guardrailOn, table.ts). */
export type Switches = Record<BuiltInSwitch, boolean> & { [id: string]: boolean | undefined };

/**
 * The approval guardrail (approval.ts): which calls wait for a person before their tool runs. `writes`: the tools
 * whose annotations say they change state; `all`: every tool.
 */
export type ApprovalMode = 'off' | 'writes' | 'all';
