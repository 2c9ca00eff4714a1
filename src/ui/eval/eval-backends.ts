// Who answers the bench's runs, per backend ticked: the seeded stochastic policy on a simulated API (its SDK against
// the site's simulators, which rebuild the policy from the model name); a real model through the tab's key; the
// local model loaded in this tab. For a companion lab's question set, the simulated APIs play each question's good
// script (the set's checkers on a run known right), the real and local models read the question. Each plays
// plan and execute too, the real model as both of its stages. The local model is one backend per decoding ticked
// (free, constrained, lenient: llm/decoding.ts), so the table sets them side by side (ids in local-backend-id.ts).
import { policyBackend, type EvalBackend, type LabRunBackend, type PolicyKnobs } from '../../core/eval/index.ts';
import type { ProviderId } from '../../core/shapes/index.ts';
import type { DecodingMode } from '../../llm/decoding.ts';
import { localModelBackend, type LocalModelBackendOptions } from '../../llm/local-model-backend.ts';
import type { LocalGenerator } from '../../llm/generator.ts';
import { defaultTemperature } from '../../llm/seeded-sampling.ts';
import type { RealRecipe } from '../common/real-api/real-recipe.ts';
import { realBackend, realPlanBackend } from '../common/real-api/real-runs.ts';
import type { Simulators } from '../common/runs/simulators.ts';
import { localBackendId } from './local-backend-id.ts';

/** A real run costs money: the bench plays at most this many real runs at a time. */
export const REAL_RUN_CAP = 40;

export interface LocalChoice {
  generator: LocalGenerator;
  model: string;
  /** Over the lesson plan's own; undefined: the plan's. */
  maxNewTokens: number | undefined;
}

/**
 * The local model's options for run seed `seed`: seeded sampling at the model card's temperature, so the k runs of
 * a task differ as a model's do, and each is the same again from the bench's seed (seeded-sampling.ts).
 */
export function localSampling(model: string, seed: number): Partial<LocalModelBackendOptions> {
  return { sampling: { seed, temperature: defaultTemperature(model, false) } };
}

/** The local backend's options for one run: the model, its token cap, seeded sampling, and the decoding. */
export function localOptions(local: LocalChoice, decoding: DecodingMode, seed: number): LocalModelBackendOptions {
  return { generator: local.generator, model: local.model, ...(local.maxNewTokens !== undefined ? { maxNewTokens: local.maxNewTokens } : {}), ...localSampling(local.model, seed), decoding };
}

export function simulatedEvalBackend(simulators: Simulators, provider: ProviderId, knobs: PolicyKnobs): EvalBackend {
  return policyBackend({ provider, knobs, transport: simulators.connection.transport, countTokens: simulators.countTokens });
}

export function realEvalBackend(recipe: RealRecipe): EvalBackend {
  const backend = realBackend(recipe);
  const plan = realPlanBackend(recipe);
  // A fork's model turns before the edit are its parent's answers, not asked of the provider again (the plan's fork).
  return { id: realId(recipe), react: () => ({ backend }), plan: () => plan };
}

export function localEvalBackend(local: LocalChoice, decoding: DecodingMode): EvalBackend {
  return {
    id: localBackendId(local.model, decoding),
    react: (context) => ({ backend: localModelBackend(localOptions(local, decoding, context.seed)) }),
    plan: (context) => localModelBackend(localOptions(local, decoding, context.seed)),
  };
}

export const realId = (recipe: RealRecipe) => `real:${recipe.endpoint.id}/${recipe.model}`;

/** A lab's question set on one backend: the ReAct backend, its id in the results, and whether it plays scripts. */
export interface LabSuiteBackend {
  id: string;
  backend: LabRunBackend;
  scripted: boolean;
}

export function simulatedLabBackend(simulators: Simulators, provider: ProviderId): LabSuiteBackend {
  return { id: `scripted:${provider}`, backend: simulators.backend(provider), scripted: true };
}

export function realLabBackend(recipe: RealRecipe): LabSuiteBackend {
  return { id: realId(recipe), backend: realBackend(recipe), scripted: false };
}

export function localLabBackend(local: LocalChoice, decoding: DecodingMode): LabSuiteBackend {
  // Each run samples with its own seed: the k runs of a question are k draws of the model, each the same again.
  return { id: localBackendId(local.model, decoding), backend: (seed) => localModelBackend(localOptions(local, decoding, seed)), scripted: false };
}
