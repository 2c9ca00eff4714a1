// The seeded policies as the simulators serve them: any `model` starting with `eval~` is rebuilt from its name, so
// the service worker, the in-page simulators and MSW's Node server all play the same policy the plan carries,
// through the same SDKs and endpoint handlers as the lesson's scenarios, without a list of every seed and task.
import type { ScriptedModelFamily } from '../sim/scripted-model.ts';
import { parsePolicyName, POLICY_PREFIX } from './policy-name.ts';
import { stochasticPolicy } from './stochastic-policy.ts';

export const POLICY_FAMILY: ScriptedModelFamily = {
  prefix: POLICY_PREFIX,
  resolve(name) {
    const spec = parsePolicyName(name);
    return spec ? stochasticPolicy(spec) : undefined;
  },
};
