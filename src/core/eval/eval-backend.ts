// Who answers an eval's runs. A backend gives, per run, the ReAct backend and the scripted model the plan carries
// (the seeded policy, for the simulated providers), and, when it has one, a plan-and-execute backend. The local
// model and the real APIs fit the same shape without a script (they read the question), so the page can put them
// beside the policy.
import type { ToolProtocol } from '../agent/run-settings.ts';
import type { ProviderId } from '../shapes/provider-ids.ts';
import type { PlanBackend, ReactBackend } from '../run/backend.ts';
import { simulatedBackend, type SimTransport } from '../sim/simulated-backend.ts';
import type { ScriptedModel } from '../run/script-contract.ts';
import { type AsyncCounter, type TokenCounter } from '../tokens/o200k-counter.ts';
import { policyDesign, type DesignId } from './eval-designs.ts';
import type { EvalTask, TaskIntent } from './eval-task.ts';
import { policyPlanBackend } from './policy-plan.ts';
import { policyTokenCounter } from './policy-token-count.ts';
import type { PolicyIntent, PolicyKnobs, PolicySpec } from './policy-spec.ts';
import { stochasticPolicy } from './stochastic-policy.ts';

/** One run of the eval: the task, the design, the run's seed and how the model writes its calls. */
export interface EvalRunContext {
  task: EvalTask;
  design: DesignId;
  seed: number;
  protocol: ToolProtocol;
}

export interface EvalBackend {
  /** Names the backend in the results (`policy:anthropic`). */
  id: string;
  react(context: EvalRunContext): { backend: ReactBackend<unknown>; script?: ScriptedModel };
  /** Absent: the backend cannot play plan and execute, and those cells are skipped. */
  plan?(context: EvalRunContext): PlanBackend<unknown>;
}

export interface PolicyBackendOptions {
  provider: ProviderId;
  transport: SimTransport;
  knobs: PolicyKnobs;
  /** The o200k_base counter: the page's token worker (Node: o200kHere). */
  countTokens: TokenCounter | AsyncCounter;
}

/**
 * The seeded stochastic policy on a simulated provider: its official SDK against the simulators, which rebuild
 * the policy from the model name (policy-family.ts).
 * @example policyBackend({ provider: 'anthropic', transport: { root: 'http://sim.test', mode: 'node' }, knobs: DEFAULT_KNOBS })
 */
export function policyBackend(options: PolicyBackendOptions): EvalBackend {
  const backend = simulatedBackend({ provider: options.provider, transport: options.transport, countTokens: policyTokenCounter(options.countTokens) });
  return {
    id: `policy:${options.provider}`,
    react: (context) => ({ backend, script: stochasticPolicy(policySpec(context, options.knobs)) }),
    plan: (context) => policyPlanBackend(policySpec(context, options.knobs)),
  };
}

export function policySpec(context: EvalRunContext, knobs: PolicyKnobs): PolicySpec {
  return { intent: policyIntent(context.task.intent), design: policyDesign(context.design), protocol: context.protocol, seed: context.seed, knobs };
}

/** The intent without how the question writes its date (the policy calls with the ISO date). */
export function policyIntent(intent: TaskIntent): PolicyIntent {
  if (intent.kind !== 'close') return intent;
  return { kind: 'close', ticker: intent.ticker, fecha: intent.fecha };
}
