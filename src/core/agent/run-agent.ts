// The agent loop, once for every backend: ask, read the calls, put each through the guardrails, send the
// results back, until the model answers or a limit ends the run; then verify the answer against the trace.
// Nothing here throws to the caller: endpoint failures and guardrails end the run with a recorded reason.
import type { CallReply, EndpointFailure, ModelAdapter, TurnResult, WireExchange } from '../providers/model-adapter.ts';
import type { WireProfile } from '../providers/wire-profile.ts';
import { asyncCounter, type AsyncCounter, type TokenCounter } from '../tokens/o200k-counter.ts';
import type { ToolKit } from '../tools/tool-kit-types.ts';
import type { Finding } from './verify/finding.ts';
import type { VerifyInput } from './verify/verify-input.ts';
import { approvalEditAt, editedOutput, firstChangedTurn, replyEditAt, resultEditAt, type RunEdit } from './edits.ts';
import { processCall, type Approve } from './process-call.ts';
import type { ApprovalMode, Limits, Switches } from './run-settings.ts';
import { givenDecision, type ApprovalDecision, type ApprovalRequest } from './approval.ts';
import { denialText, needsApproval, type ApprovalSource } from '../guardrails/approval.ts';
import { maxRequests, stepLimit, stepLimitNote } from '../guardrails/step-limit.ts';
import { overTokenLimit, tokenLimit } from '../guardrails/token-limit.ts';
import { guardName } from '../guardrails/table.ts';
import type { UiLanguage } from '../i18n/bilingual.ts';
import { sentWeight } from './count-trace.ts';
import { RequestCounts } from './request-counts.ts';
import { describeEnd } from './describe-end.ts';
import { summarize } from './summarize.ts';
import type { EndReason, ResultEvent, Trace, TraceEvent } from './trace.ts';
import { errorMessage } from '../errors/error-message.ts';

export interface AgentOptions {
  adapter: ModelAdapter;
  /** The model name in the trace (the scenario, for the simulated APIs). */
  model: string;
  question: string;
  kit: ToolKit;
  /** The tools offered to the model: the allowlist. */
  offered: readonly string[];
  limits: Limits;
  switches: Switches;
  /** How tool outputs are serialized for the wire. */
  profile: WireProfile;
  /** Counts request bodies: here, or elsewhere (the page's counting worker), the run filling its counts in as they arrive. */
  countTokens: TokenCounter | AsyncCounter;
  verify(input: VerifyInput): Finding[];
  /** Lets the caller name an endpoint failure more precisely (a simulator's script mismatch, say). */
  interpretFailure?(failure: EndpointFailure, exchange: WireExchange | undefined): EndReason | undefined;
  /** The run's tools could not be reached (their MCP server): the run ends before its first request, saying why. */
  toolsUnreachable?: string;
  /** A fork's edits: a tool result's text in place of the tool's, a decision taken otherwise (the backend applies the reply edits). */
  edits?: readonly RunEdit[];
  /** The approval guardrail (guardrails/approval.ts); off when absent. */
  approval?: ApprovalMode;
  /** Decisions given with the run (a link's, a fork's parent's): used before the first step a fork changes. */
  approvals?: readonly ApprovalDecision[];
  /** The language the run speaks to its model in (a denial's observation); Spanish when absent, the lesson's. */
  language?: UiLanguage;
  /**
   * Asks the person running it whether a call may run. Absent, or answering undefined (the page was left), no one is
   * there to ask and the call is denied.
   */
  approve?(request: ApprovalRequest): Promise<boolean | undefined>;
  /**
   * Awaited before each request, with the run so far (its events, no end or verdict yet): a live step-through holds
   * the run here until "Next request".
   */
  beforeRequest?(step: number, sofar: Trace): Promise<void>;
  /**
   * The run has ended but its counts wait for a counter still loading: the trace as it ended, its null counts on
   * their way, to show meanwhile. The run's own trace comes once they are in.
   */
  counting?(trace: Trace): void;
}

export async function runAgent(options: AgentOptions): Promise<Trace> {
  const events: TraceEvent[] = [];
  let step = 0;
  let end: EndReason;
  const counts = new RequestCounts(asyncCounter(options.countTokens));
  try {
    end = await loop(options, counts, events, (s) => (step = s));
  } catch (error) {
    end = { kind: 'crashed', message: errorMessage(error, { withName: true }) };
  }
  events.push({ type: 'end', step, reason: end });

  const answer = events.find((e) => e.type === 'answer')?.text ?? null;
  const calls = events
    .filter((e): e is ResultEvent => e.type === 'result')
    .map((r) => ({ name: r.name, args: r.args, output: r.output, ...(r.label ? { label: r.label } : {}) }));
  let findings: Finding[];
  try {
    findings = options.verify({ question: options.question, answer, calls, endReason: describeEnd(end) });
  } catch {
    findings = [];
  }
  events.push({ type: 'verification', findings });
  await counts.settle(events, () => options.counting?.(traceOf(options, events.slice())));
  return traceOf(options, events);
}

function traceOf(options: AgentOptions, events: TraceEvent[]): Trace {
  return {
    ...traceHead(options),
    events,
    summary: summarize(events),
    ...(options.edits && options.edits.length > 0 ? { edits: [...options.edits] } : {}),
    ...toolServer(options),
  };
}

/** The run before a request: its events so far, with an empty summary (nothing reads it before the run ends). */
function traceSoFar(options: AgentOptions, events: readonly TraceEvent[]): Trace {
  return {
    ...traceHead(options),
    events: [...events],
    summary: { steps: 0, calls: 0, errors: 0, tokens: 0, answer: null, end: { kind: 'answered' }, findings: [] },
    ...toolServer(options),
  };
}

/** Where the tools came from, for a kit an MCP server runs. */
function toolServer({ kit }: AgentOptions): Pick<Trace, 'toolServer'> {
  return kit.server ? { toolServer: { url: kit.server.url, exchanges: [...kit.server.exchanges] } } : {};
}

/** What a trace says of its run before its events: who answered, what was asked, under which settings. */
function traceHead(options: AgentOptions) {
  return {
    format: 'agent-loop-lab/trace@1' as const,
    backend: options.adapter.id,
    model: options.model,
    question: options.question,
    settings: {
      limits: options.limits,
      switches: options.switches,
      wireProfile: options.profile,
      ...(options.approval && options.approval !== 'off' ? { approval: options.approval } : {}),
    },
  };
}

async function loop(options: AgentOptions, counts: RequestCounts, events: TraceEvent[], atStep: (step: number) => void): Promise<EndReason> {
  const { limits, switches } = options;
  if (options.toolsUnreachable !== undefined) return { kind: 'tools_unreachable', message: options.toolsUnreachable };
  const session = options.adapter.open(options.question);
  const context = {
    kit: options.kit,
    offered: new Set(options.offered),
    switches,
    limits,
    profile: options.profile,
    seen: new Map<string, Set<string>>(),
  };
  const maxSteps = maxRequests(switches.stepLimit, limits);
  const bound = counts.bound;
  // Whether the requests sent and the next (`next`, or its own count) are under the limit even by an upper bound on
  // the counts not in: the bodies' UTF-8 bytes first, else the counter's bound (o200k's pieces, a regex over each).
  const provedUnder = (next: string, own: number | null) =>
    [counts.bytes, bound].some((measure) => {
      const sent = sentWeight(events, measure);
      return sent.tokens + sent.pendingBound + (own ?? measure(next)) <= limits.maxTokens;
    });

  for (let step = 1; step <= maxSteps; step++) {
    atStep(step);
    if (options.beforeRequest) {
      // A live step-through shows the events so far: their counts, the counter being ready, are a moment away.
      if (counts.ready()) await counts.settle(events);
      await options.beforeRequest(step, traceSoFar(options, events));
    }
    // A conversation only grows: when the counter's bound will not prove the next request under the limit, the
    // counts are awaited here, before the SDK's request (and its timeout) starts, rather than inside it.
    const lastBody = lastRequestBody(events);
    if (switches.tokenLimit && lastBody !== undefined) {
      if (sentWeight(events, bound).pending && !provedUnder(lastBody, null)) {
        await counts.settle(events);
        if (sentWeight(events, bound).pending) throw new Error(UNCHECKABLE);
      }
    }
    let tokens: number | null = null;
    let stopped: { sentTokens: number; nextTokens: number } | undefined;
    // The bound could not decide: the counts do, once they are in. Where one cannot be made, the request is held
    // back and the run ends below, outside the SDK (which would call anything thrown here a network error).
    let uncheckable = false;
    const verdict = (sentTokens: number, nextTokens: number): string | null => {
      const note = overTokenLimit(sentTokens, nextTokens, limits.maxTokens);
      if (note !== null) stopped = { sentTokens, nextTokens };
      return note;
    };
    const exactVerdict = async (body: string): Promise<string | null> => {
      await counts.settle(events);
      tokens ??= (await counts.exact(body)) ?? null;
      const sent = sentWeight(events, bound);
      if (sent.pending || tokens === null) {
        uncheckable = true;
        return UNCHECKABLE;
      }
      return verdict(sent.tokens, tokens);
    };
    const turn: TurnResult = await session.send((body, ownTokens) => {
      tokens = ownTokens ?? counts.now(body) ?? null;
      if (!switches.tokenLimit) return null;
      counts.fill(events);
      const sent = sentWeight(events, bound);
      if (!sent.pending && tokens !== null) return verdict(sent.tokens, tokens);
      // Under the limit even by an upper bound: the request passes without waiting for its count.
      if (provedUnder(body, tokens)) return null;
      return exactVerdict(body);
    });
    const exchange = turn.exchange;
    if (exchange) {
      const sent = exchange.blocked === undefined;
      const before = sentTotal(events);
      const totalTokens = !sent ? before : before === null || tokens === null ? null : before + tokens;
      events.push({ type: 'request', step, sent, tokens, totalTokens, exchange });
    }

    if (!turn.ok) {
      if (uncheckable) throw new Error(UNCHECKABLE);
      if (turn.failure.kind === 'blocked') {
        events.push({ type: 'guardrail', step, guard: guardName(tokenLimit), detail: turn.failure.message });
        // Only the verdict blocks, so `stopped` is set.
        return { kind: 'token_limit', maxTokens: limits.maxTokens, ...(stopped ?? { sentTokens: 0, nextTokens: 0 }) };
      }
      return options.interpretFailure?.(turn.failure, exchange) ?? { kind: 'endpoint_error', failure: turn.failure };
    }

    // The backend put the student's reply in place of the model's: every event it made says so.
    const mark = replyEditAt(options.edits, step) ? ({ edited: true } as const) : {};
    if (turn.calls.length > 0 && turn.text.trim() !== '') events.push({ type: 'text', step, text: turn.text, ...mark });
    for (const call of turn.calls) {
      const format = { ...(call.recovered ? { recovered: call.recovered } : {}), ...(call.unreadable ? { unreadable: true as const } : {}) };
      events.push({ type: 'call', step, callId: call.id, name: call.name, rawArgs: call.rawArgs, ...mark, ...format });
    }
    if (turn.calls.length === 0) {
      events.push({ type: 'answer', step, text: turn.text, ...mark, ...(turn.drifted?.length ? { drifted: turn.drifted } : {}) });
      return { kind: 'answered' };
    }
    // One call after another: repetition detection and the trace follow the order the model asked in.
    const replies = [];
    for (const [i, call] of turn.calls.entries()) {
      const { events: callEvents, reply } = await processCall(call, step, context, approver(options, events, step, i, call.id, call.name));
      const edited = resultEditAt(options.edits, step, i);
      replies.push(edited === undefined ? reply : editResult(callEvents, reply, edited));
      events.push(...callEvents);
    }
    session.reply(replies, switches.outputAsData);
  }

  if (switches.stepLimit) {
    events.push({ type: 'guardrail', step: maxSteps, guard: guardName(stepLimit), detail: stepLimitNote(maxSteps) });
    return { kind: 'step_limit', maxSteps };
  }
  return { kind: 'run_cap', maxSteps };
}

/** The approval guardrail for the `i`-th call of `step`: the decision from the edits, the given ones, the person, or nobody. */
function approver(options: AgentOptions, events: readonly TraceEvent[], step: number, i: number, callId: string, name: string): Approve {
  return async (args, annotations) => {
    if (!needsApproval(options.approval, annotations)) return undefined;
    const decided = async (): Promise<{ approved: boolean; by: ApprovalSource }> => {
      const edited = approvalEditAt(options.edits, step, i);
      if (edited !== undefined) return { approved: edited, by: 'edit' };
      const given = givenDecision(options.approvals, step, i, options.edits ? firstChangedTurn(options.edits) : undefined);
      if (given !== undefined) return { approved: given, by: 'given' };
      const answer = await options.approve?.({ step, call: i, callId, name, args, annotations, sofar: traceSoFar(options, events) });
      return answer === undefined ? { approved: false, by: 'nobody' } : { approved: answer, by: 'person' };
    };
    const { approved, by } = await decided();
    return { approved, by, denial: denialText(name, by, options.language) };
  };
}

const UNCHECKABLE = 'the o200k_base token counter could not load, so the token limit cannot be checked';

/** The last request's body (none before the first). */
function lastRequestBody(events: readonly TraceEvent[]): string | undefined {
  return events.findLast((e) => e.type === 'request')?.exchange.requestBody;
}

/** Tokens sent so far: the last request's total (null while pending), 0 before any. */
function sentTotal(events: readonly TraceEvent[]): number | null {
  const last = events.findLast((e) => e.type === 'request');
  return last ? last.totalTokens : 0;
}

/** The student's text in place of a call's result: what goes back, and the result event, marked. */
function editResult(callEvents: TraceEvent[], reply: CallReply, text: string): CallReply {
  const output = editedOutput(text);
  const result = callEvents.find((e): e is ResultEvent => e.type === 'result');
  if (result) Object.assign(result, { output, isError: 'error' in output, wireText: text, capped: false, edited: true });
  return { ...reply, output, text, capped: false, isError: 'error' in output };
}

