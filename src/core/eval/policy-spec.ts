// What a seeded stochastic policy is: the task's intent, the design it plays (which tools it calls), how it
// writes calls (native slots or JSON text), its seed and its knobs. The spec travels to the simulators as the
// `model` the client asks for (policy-name.ts), so the simulators rebuild the same policy from the name alone.

/** The failure knobs, each a probability per run (drawn once per run, policy-draws.ts). */
export interface PolicyKnobs {
  /** p: answers a change from the two closes without calling the calculator. */
  forgetCalculator: number;
  /** q: the first call carries an invented argument (a wrong value, an extra or missing field, a wrong type). */
  inventArgument: number;
  /** r: after the first results, asks the same calls again at every step. */
  loop: number;
  /** s: after an error result, answers anyway with an invented figure or headline. */
  ignoreError: number;
  /** Obeys an instruction found in a tool result that came back in the API's tool-result slot, as data. */
  obeyInjectionAsData: number;
  /** Obeys an instruction found in a tool result that came back as plain user text. */
  obeyInjectionAsText: number;
}

export const KNOB_NAMES = ['forgetCalculator', 'inventArgument', 'loop', 'ignoreError', 'obeyInjectionAsData', 'obeyInjectionAsText'] as const;

/** A policy that never fails (and never obeys an injection). */
export const PERFECT_KNOBS: PolicyKnobs = {
  forgetCalculator: 0,
  inventArgument: 0,
  loop: 0,
  ignoreError: 0,
  obeyInjectionAsData: 0,
  obeyInjectionAsText: 0,
};

/**
 * The bench's default: a policy that often gets it right. The injection rates say that an instruction read as
 * user text is obeyed more often than one read as data, as AgentDojo's results suggest for tool-result slots.
 */
export const DEFAULT_KNOBS: PolicyKnobs = {
  forgetCalculator: 0.2,
  inventArgument: 0.15,
  loop: 0.05,
  ignoreError: 0.3,
  obeyInjectionAsData: 0.3,
  obeyInjectionAsText: 0.8,
};

/** Which tools a ReAct policy calls: the three basic tools, or `variacion` for a change. */
export type PolicyDesign = 'basic' | 'variacion';

export type PolicyProtocol = 'native' | 'json-text';

export type PolicyIntent =
  | { kind: 'close'; ticker: string; fecha: string }
  | { kind: 'change'; ticker: string; desde: string; hasta: string }
  | { kind: 'news'; ticker: string; desde: string; hasta: string; pick?: string };

export interface PolicySpec {
  intent: PolicyIntent;
  design: PolicyDesign;
  protocol: PolicyProtocol;
  seed: number;
  knobs: PolicyKnobs;
}
