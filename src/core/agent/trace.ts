// One trace format for every backend: the typed events of a run, in order. The UI renders traces, the verifier
// reads them, exports are traces. Everything in it is plain JSON.
import type { RpcExchange } from '../tools/rpc-exchange.ts';
import type { EndpointFailure, WireExchange } from '../providers/model-adapter.ts';
import type { CallLabel, ToolOutput } from '../tools/tool-kit-types.ts';
import type { RunEdit } from './edits.ts';
import type { Finding } from './verify/finding.ts';
import type { ApprovalMode, Limits, Switches } from './run-settings.ts';
import type { ApprovalSource } from '../guardrails/approval.ts';

/** A guardrail event's name: the trace name of a guardrail of the table (core/guardrails: `step_limit`, `repetition`, …). */
export type GuardName = string;

/** A request the loop sent (or a guardrail stopped before it left). */
export interface RequestEvent {
  type: 'request';
  step: number;
  sent: boolean;
  /**
   * Tokens of the raw request: o200k_base of the body, or the backend's own count (a local model's tokenizer).
   * null in a finished run: unknown, the counter could not load (a run ended while its count is on its way from
   * the page's counting worker is shown with null too, until its trace comes whole). Files always hold numbers.
   */
  tokens: number | null;
  /** Tokens sent so far in the run, this request included when sent; null where any of them is. */
  totalTokens: number | null;
  exchange: WireExchange;
}

/**
 * Text the model wrote in a turn that also asked for calls: its reasoning before calling (the course's system
 * prompt asks for it). A turn without calls is the answer, recorded as an AnswerEvent instead.
 */
export interface TextEvent {
  type: 'text';
  step: number;
  text: string;
  /** The student wrote it (a fork's edited reply), not the model. */
  edited?: true;
}

/** A call the model asked for, as it wrote it. */
export interface CallEvent {
  type: 'call';
  step: number;
  callId: string;
  name: string;
  rawArgs: unknown;
  /** The student wrote it (a fork's edited reply), not the model. */
  edited?: true;
  /** Read by the lenient parser from a format the strict one does not read (`json_fence`…): a format failure it recovered. */
  recovered?: string;
  /** The model's call could not be read at all (a `<tool_call>` block that is not a JSON call): a format failure. */
  unreadable?: true;
}

export interface GuardrailEvent {
  type: 'guardrail';
  step: number;
  guard: GuardName;
  callId?: string;
  detail: string;
}

export interface ValidationEvent {
  type: 'validation';
  step: number;
  callId: string;
  /** `skipped`: validation was switched off and the arguments went to the tool unchecked. */
  outcome: 'valid' | 'invalid' | 'skipped';
  label?: CallLabel;
}

/** What a call produced and what went back to the model. */
export interface ResultEvent {
  type: 'result';
  step: number;
  callId: string;
  name: string;
  /** The arguments as parsed (the raw text when they were not JSON). */
  args: unknown;
  /** False when a guardrail or validation refused the call. */
  executed: boolean;
  output: ToolOutput;
  isError: boolean;
  label?: CallLabel;
  /** The text sent back: serialized per wire profile, capped with a marker when too long. */
  wireText: string;
  capped: boolean;
  /** Sent in the API's tool-result slot (true) or as plain user text (false). */
  asData: boolean;
  /** The student wrote `wireText` (a fork's edited result), not the tool. */
  edited?: true;
  /** The `tools/call` exchange, when an MCP server ran the tool. */
  rpc?: RpcExchange;
  /** The call waited for approval (agent/approval.ts): the decision and who took it. Absent: it did not wait. */
  approval?: { decision: 'approved' | 'denied'; by: ApprovalSource };
}

export interface AnswerEvent {
  type: 'answer';
  step: number;
  text: string;
  /** The student wrote it (a fork's edited reply), not the model. */
  edited?: true;
  /** Calls the answer holds in formats the strict parser does not read (prose instead of `<tool_call>`): format failures. */
  drifted?: string[];
}

export type EndReason =
  | { kind: 'answered' }
  | { kind: 'step_limit'; maxSteps: number }
  /** The step limit was off and the lab's own ceiling stopped the run. */
  | { kind: 'run_cap'; maxSteps: number }
  | { kind: 'token_limit'; maxTokens: number; sentTokens: number; nextTokens: number }
  | { kind: 'endpoint_error'; failure: Exclude<EndpointFailure, { kind: 'blocked' }> }
  /** A scripted model was asked something its script was not written for. */
  | { kind: 'script_mismatch'; detail: string }
  /** The person running the lab stopped the model mid-generation (the local model's stop button). */
  | { kind: 'interrupted'; detail: string }
  /** The run's tools could not be reached (their MCP server refused, or listed nothing readable): no request was sent. */
  | { kind: 'tools_unreachable'; message: string }
  /** Code in the loop threw (only possible with a guardrail switched off, as naive code would). */
  | { kind: 'crashed'; message: string };

export interface EndEvent {
  type: 'end';
  step: number;
  reason: EndReason;
}

export interface VerificationEvent {
  type: 'verification';
  findings: Finding[];
}

export type TraceEvent =
  | RequestEvent
  | TextEvent
  | CallEvent
  | GuardrailEvent
  | ValidationEvent
  | ResultEvent
  | AnswerEvent
  | EndEvent
  | VerificationEvent;

/** The lesson's table row. */
export interface TraceSummary {
  /** Requests sent. */
  steps: number;
  /** Calls the model asked for (a repeated call counts, and is an error). */
  calls: number;
  /** Calls whose result was an error. */
  errors: number;
  /** o200k_base tokens over every request body sent; null where any of them is (unknown, or on its way). */
  tokens: number | null;
  answer: string | null;
  end: EndReason;
  /** The verifier's findings; empty means the answer passed. */
  findings: Finding[];
}

export interface TraceSettings {
  limits: Limits;
  switches: Switches;
  wireProfile?: string;
  /** The approval guardrail's setting; absent: off (traces made before it existed). */
  approval?: Exclude<ApprovalMode, 'off'>;
}

export interface Trace {
  format: 'agent-loop-lab/trace@1';
  backend: string;
  model: string;
  question: string;
  settings: TraceSettings;
  events: TraceEvent[];
  summary: TraceSummary;
  /** A fork: what the student changed before replaying (the events say where). Absent for a run as it happened. */
  edits?: RunEdit[];
  /** The MCP server the tools came from, and the exchanges of connecting to it; absent for tools run in the page. */
  toolServer?: ToolServer;
}

/** An MCP server a run took its tools from. */
export interface ToolServer {
  url: string;
  exchanges: RpcExchange[];
}
