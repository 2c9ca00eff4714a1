// The guardrails' switches and limits. Every guardrail can be switched off, so that a class can see the failure
// it guards against; the defaults are the lesson's loop (step limit 6) plus the guards it recommends.

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

export interface Switches {
  stepLimit: boolean;
  tokenLimit: boolean;
  /** Same tool with the same arguments again: not executed, the model is told it already has the result. */
  repetition: boolean;
  /** Only the tools offered to the model may run. */
  allowlist: boolean;
  /** Arguments that are not JSON become an error observation (off: the loop's JSON.parse throws, as naive code does). */
  argsJson: boolean;
  /** Arguments checked against the tool's schema before it runs. */
  validation: boolean;
  outputCap: boolean;
  /** Results go back in the API's tool-result slot, as data; off, as plain user text. */
  outputAsData: boolean;
}

export const DEFAULT_LIMITS: Limits = {
  maxSteps: 6,
  maxTokens: 8000,
  maxOutputChars: 2000,
  runCap: 30,
  timeoutMs: 10_000,
};

export const DEFAULT_SWITCHES: Switches = {
  stepLimit: true,
  tokenLimit: true,
  repetition: true,
  allowlist: true,
  argsJson: true,
  validation: true,
  outputCap: true,
  outputAsData: true,
};

export const SWITCH_NAMES = Object.keys(DEFAULT_SWITCHES) as (keyof Switches)[];

/**
 * The approval guardrail (agent/approval.ts): which calls wait for a person before their tool runs. Not a switch: it
 * has three settings. `writes`: the tools whose annotations say they change state; `all`: every tool.
 */
export type ApprovalMode = 'off' | 'writes' | 'all';

export const APPROVAL_MODES: readonly ApprovalMode[] = ['off', 'writes', 'all'];

export const isApprovalMode = (value: unknown): value is ApprovalMode => APPROVAL_MODES.includes(value as ApprovalMode);

/** Settings over the defaults, as each source (a lab, a scenario, a link) states only what it changes. */
export interface SettingsLayer {
  limits?: Partial<Limits>;
  switches?: Partial<Switches>;
  approval?: ApprovalMode;
}

/**
 * How a model asks for tools: `native`, in the API's call slots; `json-text`, as a model without native tool
 * calls does, writing `{"tool": …, "args": …}` in its reply.
 */
export type ToolProtocol = 'native' | 'json-text';

/**
 * The settings a run goes by: the loop's defaults, then each layer in order (later wins), then what the tool
 * protocol locks. Text calls have no tool-result slot to go back in: their results can only be user text.
 * @example settleSettings([{ limits: { maxSteps: 10 } }, { switches: { repetition: false } }], 'json-text')
 *   // { limits: { maxSteps: 10, … }, switches: { repetition: false, outputAsData: false, … }, approval: 'off' }
 */
export function settleSettings(layers: readonly SettingsLayer[], protocol: ToolProtocol = 'native'): { limits: Limits; switches: Switches; approval: ApprovalMode } {
  const limits = Object.assign({ ...DEFAULT_LIMITS }, ...layers.map((l) => l.limits ?? {})) as Limits;
  const switches = Object.assign({ ...DEFAULT_SWITCHES }, ...layers.map((l) => l.switches ?? {}), lockedSwitches(protocol)) as Switches;
  const approval = layers.findLast((l) => l.approval !== undefined)?.approval ?? 'off';
  return { limits, switches, approval };
}

/** The switches a tool protocol fixes, whatever the caller asks (the page shows them locked, with why). */
export function lockedSwitches(protocol: ToolProtocol): Partial<Switches> {
  return protocol === 'json-text' ? { outputAsData: false } : {};
}
