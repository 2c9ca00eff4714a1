// One call through the guardrails, in the lesson's order: arguments read, then the table's checks on a call in its
// order (repetition, allowlist, any added since), validation, approval and execution, then the output serialized and
// capped. Returns the events and what goes back to the model. Approval comes after the checks that refuse a call
// anyway (a call refused regardless is not worth a person's time) and just before the tool runs.
import type { AskedCall, CallReply } from '../providers/model-adapter.ts';
import { wireJson, type WireProfile } from '../providers/wire-profile.ts';
import type { RpcExchange } from '../tools/rpc-exchange.ts';
import type { CallLabel, ToolDefinition, ToolKit, ToolOutput } from '../tools/tool-kit-types.ts';
import type { ToolAnnotations } from '../tools/tool-annotations.ts';
import { approval, denialNote, type ApprovalSource } from '../guardrails/approval.ts';
import { argsJson, readArguments } from '../guardrails/args-json.ts';
import type { Guardrail } from '../guardrails/guardrail.ts';
import { capOutput, outputCap, outputCapNote } from '../guardrails/output-cap.ts';
import { unknownTool } from '../guardrails/allowlist.ts';
import { callChecks, guardName, guardrailOn } from '../guardrails/table.ts';
import type { Limits, Switches } from './run-settings.ts';
import type { ResultEvent, TraceEvent, ValidationEvent } from './trace.ts';
import { errorMessage } from '../errors/error-message.ts';

export interface CallContext {
  kit: ToolKit;
  /** The tools offered to the model: the allowlist. */
  offered: ReadonlySet<string>;
  switches: Switches;
  limits: Limits;
  profile: WireProfile;
  /** Each guardrail's memory of the run's calls (the repetition keys seen), by its id. */
  seen: Map<string, Set<string>>;
}

/** A decision on a call that waits for approval, and the error observation it becomes when denied. */
export interface Verdict {
  approved: boolean;
  by: ApprovalSource;
  /** What the model is told of a denied call. */
  denial: string;
}

/**
 * The approval guardrail for one call (guardrails/approval.ts): undefined when the call does not wait for a decision,
 * else the decision, however long it takes.
 */
export type Approve = (args: unknown, annotations: ToolAnnotations | undefined) => Promise<Verdict | undefined>;

interface Outcome {
  args: unknown;
  output: ToolOutput;
  executed: boolean;
  label?: CallLabel;
  /** The `tools/call` exchange, when an MCP server was asked. */
  rpc?: RpcExchange;
  verdict?: Verdict;
}

export async function processCall(
  call: AskedCall,
  step: number,
  context: CallContext,
  approve?: Approve,
): Promise<{ events: TraceEvent[]; reply: CallReply }> {
  const events: TraceEvent[] = [];
  const guard = (guardrail: Guardrail, detail: string) =>
    events.push({ type: 'guardrail', step, guard: guardName(guardrail), callId: call.id, detail });
  const outcome = await decide(call, step, context, guard, (e) => events.push(e), approve);
  const verdict = outcome.verdict;
  if (verdict && !verdict.approved) guard(approval, denialNote(call.name, verdict.by));

  const serialized = wireJson(context.profile, outcome.output);
  const { text, capped } = context.switches.outputCap
    ? capOutput(serialized, context.limits.maxOutputChars)
    : { text: serialized, capped: false };
  if (capped) guard(outputCap, outputCapNote(serialized.length, context.limits.maxOutputChars));

  const isError = 'error' in outcome.output;
  const result: ResultEvent = {
    type: 'result',
    step,
    callId: call.id,
    name: call.name,
    args: outcome.args,
    executed: outcome.executed,
    output: outcome.output,
    isError,
    ...(outcome.label ? { label: outcome.label } : {}),
    wireText: text,
    capped,
    asData: context.switches.outputAsData,
    ...(outcome.rpc ? { rpc: outcome.rpc } : {}),
    ...(verdict ? { approval: { decision: verdict.approved ? 'approved' : 'denied', by: verdict.by } } : {}),
  };
  events.push(result);
  return { events, reply: { call, output: outcome.output, text, capped, isError } };
}

async function decide(
  call: AskedCall,
  step: number,
  { kit, offered, switches, limits, seen }: CallContext,
  guard: (guardrail: Guardrail, detail: string) => void,
  record: (event: ValidationEvent) => void,
  approve: Approve | undefined,
): Promise<Outcome> {
  // Off, the arguments are parsed as naive code does, and what is not JSON kills the run.
  const read = readArguments(call, switches.argsJson);
  const args = read.args;
  if (read.refusal) {
    guard(argsJson, read.refusal.detail);
    return { args, output: read.refusal.output, executed: false, ...(read.refusal.label ? { label: read.refusal.label } : {}) };
  }

  for (const check of callChecks().filter((g) => guardrailOn(g, { switches }))) {
    const memory = seen.get(check.id) ?? new Set<string>();
    seen.set(check.id, memory);
    const refusal = await check.check({ name: call.name, args, kit, offered, limits, seen: memory });
    if (refusal) {
      guard(check, refusal.detail);
      const { output, label, rpc } = refusal;
      return { args, output, executed: false, ...(label ? { label } : {}), ...(rpc ? { rpc } : {}) };
    }
  }

  let verdict: Verdict | undefined;
  // Asked once the call would run: a denial's error stands for the tool's output.
  const ask = async (tool: ToolDefinition): Promise<ToolOutput | undefined> => {
    verdict = await approve?.(args, tool.annotations);
    return verdict && !verdict.approved ? { error: verdict.denial } : undefined;
  };
  const decided = (): Partial<Outcome> => (verdict ? { verdict, executed: verdict.approved } : {});

  if (switches.validation) {
    const { output, label, rpc } = await kit.executeDetailedAsync(call.name, args, ask);
    record({ type: 'validation', step, callId: call.id, outcome: label ? 'invalid' : 'valid', ...(label ? { label } : {}) });
    return { args, output, executed: label === undefined, ...(label ? { label } : {}), ...(rpc ? { rpc } : {}), ...decided() };
  }

  // Validation off: the arguments go to the tool's function as they came; only its own checks remain.
  record({ type: 'validation', step, callId: call.id, outcome: 'skipped' });
  if (kit.server) {
    // An MCP server's tools: the loop skips its own check, but the call still goes as a `tools/call`, and the
    // server validates what it is sent however the loop is set (its refusal labelled as it labels it).
    const { output, label, rpc } = await kit.executeDetailedAsync(call.name, args, ask);
    return { args, output, executed: label === undefined, ...(label ? { label } : {}), ...(rpc ? { rpc } : {}), ...decided() };
  }
  const tool = kit.tools.find((t) => t.name === call.name);
  if (!tool) return { args, ...(await unknownTool(kit, call.name)), executed: false, label: 'wrong_func_name' };
  const denied = await ask(tool);
  if (denied) return { args, output: denied, executed: false, ...decided() };
  try {
    // A tool that does I/O returns a Promise; its rejection is an error like a throw.
    return { args, output: { resultado: await tool.run(args) }, executed: true, ...decided() };
  } catch (error) {
    return { args, output: { error: errorMessage(error) }, executed: true, ...decided() };
  }
}
