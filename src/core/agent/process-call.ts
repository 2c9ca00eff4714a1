// One call through the guardrails, in the lesson's order: arguments parsed, repetition, allowlist, validation
// and execution, then the output serialized and capped. Returns the events and what goes back to the model.
import type { AskedCall, CallReply } from '../providers/model-adapter.ts';
import { wireJson, type WireProfile } from '../providers/wire-profile.ts';
import type { RpcExchange } from '../mcp/rpc-exchange.ts';
import type { CallLabel, ExecutionResult, ToolKit, ToolOutput } from '../tools/tool-kit-types.ts';
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

interface Outcome {
  args: unknown;
  output: ToolOutput;
  executed: boolean;
  label?: CallLabel;
  /** The `tools/call` exchange, when an MCP server was asked. */
  rpc?: RpcExchange;
}

export async function processCall(
  call: AskedCall,
  step: number,
  context: CallContext,
): Promise<{ events: TraceEvent[]; reply: CallReply }> {
  const events: TraceEvent[] = [];
  const guard = (name: GuardrailEvent['guard'], detail: string) =>
    events.push({ type: 'guardrail', step, guard: name, callId: call.id, detail });
  const outcome = await decide(call, step, context, guard, (e) => events.push(e));

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

  if (switches.validation) {
    const { output, label, rpc } = await kit.executeDetailedAsync(call.name, args);
    record({ type: 'validation', step, callId: call.id, outcome: label ? 'invalid' : 'valid', ...(label ? { label } : {}) });
    return { args, output, executed: label === undefined, ...(label ? { label } : {}), ...(rpc ? { rpc } : {}) };
  }

  // Validation off: the arguments go to the tool's function as they came; only its own checks remain.
  record({ type: 'validation', step, callId: call.id, outcome: 'skipped' });
  if (kit.server) {
    // An MCP server's tools: the loop skips its own check, but the call still goes as a `tools/call`, and the
    // server validates what it is sent however the loop is set (its refusal labelled as it labels it).
    const { output, label, rpc } = await kit.executeDetailedAsync(call.name, args);
    return { args, output, executed: label === undefined, ...(label ? { label } : {}), ...(rpc ? { rpc } : {}) };
  }
  const tool = kit.tools.find((t) => t.name === call.name);
  if (!tool) return { args, ...(await unknownTool(kit, call.name)), executed: false, label: 'wrong_func_name' };
  try {
    // A tool that does I/O returns a Promise; its rejection is an error like a throw.
    return { args, output: { resultado: await tool.run(args) }, executed: true };
  } catch (error) {
    return { args, output: { error: errorMessage(error) }, executed: true };
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
