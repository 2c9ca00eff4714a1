// One call through the guardrails, in the lesson's order: arguments parsed, repetition, allowlist, validation,
// approval and execution, then the output serialized and capped. Returns the events and what goes back to the model.
// Approval comes after the checks that refuse a call anyway (a call refused regardless is not worth a person's time)
// and just before the tool runs.
import type { AskedCall, CallReply } from '../providers/model-adapter.ts';
import { wireJson, type WireProfile } from '../providers/wire-profile.ts';
import type { RpcExchange } from '../tools/rpc-exchange.ts';
import type { CallLabel, ExecutionResult, ToolDefinition, ToolKit, ToolOutput } from '../tools/tool-kit-types.ts';
import type { ToolAnnotations } from '../tools/tool-annotations.ts';
import type { ApprovalSource } from './approval.ts';
import { capOutput } from './output-cap.ts';
import { repetitionKey } from './repetition-key.ts';
import type { Limits, Switches } from './run-settings.ts';
import type { GuardrailEvent, ResultEvent, TraceEvent, ValidationEvent } from './trace.ts';
import { errorMessage } from '../errors/error-message.ts';

export const REPEATED_CALL_ERROR = 'llamada repetida: ya tienes el resultado';

export interface CallContext {
  kit: ToolKit;
  /** The tools offered to the model: the allowlist. */
  offered: ReadonlySet<string>;
  switches: Switches;
  limits: Limits;
  profile: WireProfile;
  /** Repetition keys of the calls made so far in the run. */
  seen: Set<string>;
}

/** A decision on a call that waits for approval, and the error observation it becomes when denied. */
export interface Verdict {
  approved: boolean;
  by: ApprovalSource;
  /** What the model is told of a denied call. */
  denial: string;
}

/**
 * The approval guardrail for one call (agent/approval.ts): undefined when the call does not wait for a decision,
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
  const guard = (name: GuardrailEvent['guard'], detail: string) =>
    events.push({ type: 'guardrail', step, guard: name, callId: call.id, detail });
  const outcome = await decide(call, step, context, guard, (e) => events.push(e), approve);
  const verdict = outcome.verdict;
  if (verdict && !verdict.approved) guard('approval', `${call.name} was denied (${verdict.by})`);

  const serialized = wireJson(context.profile, outcome.output);
  const { text, capped } = context.switches.outputCap
    ? capOutput(serialized, context.limits.maxOutputChars)
    : { text: serialized, capped: false };
  if (capped) guard('output_cap', `${serialized.length} characters cut to ${context.limits.maxOutputChars}`);

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
  { kit, offered, switches, seen }: CallContext,
  guard: (name: GuardrailEvent['guard'], detail: string) => void,
  record: (event: ValidationEvent) => void,
  approve: Approve | undefined,
): Promise<Outcome> {
  let args = call.rawArgs;
  if (call.unreadable) {
    // What a loop without this guard does with a call it cannot read: the parse error kills the run.
    if (!switches.argsJson) throw new SyntaxError(call.unreadable.detail);
    guard('args_json', call.unreadable.detail);
    return { args, output: { error: call.unreadable.message }, executed: false, label: 'type_error' };
  }
  if (typeof args === 'string') {
    if (switches.argsJson) {
      try {
        args = JSON.parse(args) as unknown;
      } catch (error) {
        const reason = errorMessage(error);
        guard('args_json', reason);
        return { args, output: { error: `argumentos no son JSON válido: ${reason}` }, executed: false, label: 'type_error' };
      }
    } else {
      // What a loop without this guard does: JSON.parse throws, and the run dies with it.
      args = JSON.parse(args) as unknown;
    }
  }

  if (switches.repetition) {
    const key = repetitionKey(call.name, args);
    if (seen.has(key)) {
      guard('repetition', `${call.name} already called with these arguments`);
      return { args, output: { error: REPEATED_CALL_ERROR }, executed: false };
    }
    seen.add(key);
  }

  if (switches.allowlist && !offered.has(call.name)) {
    guard('allowlist', `${call.name} is not among the offered tools (${[...offered].join(', ')})`);
    return { args, ...(await unknownTool(kit, call.name)), executed: false, label: 'wrong_func_name' };
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

/**
 * The refusal of a tool the model may not call. A tool the kit lacks is refused in the kit's own words; one the
 * kit has but did not offer, with the lesson's (the model must not learn that it exists).
 */
async function unknownTool(kit: ToolKit, name: string): Promise<Pick<ExecutionResult, 'output' | 'rpc'>> {
  if (kit.has(name)) return { output: { error: `herramienta desconocida: ${name}` } };
  const { output, rpc } = await kit.executeDetailedAsync(name, {});
  return { output, ...(rpc ? { rpc } : {}) };
}
