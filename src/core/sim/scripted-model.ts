// The scripted models the simulators serve (what one is: run/script-contract.ts): the lesson's scenarios as models,
// families that make a model from the name a client asks for, and the catalogue that name is looked up in. The
// companion labs add their own models, and every simulated API shape plays any of them.
import type { ScriptedModel } from '../run/script-contract.ts';
import { SCENARIO_IDS, type ScenarioId } from './scenarios.ts';
import { SCRIPT_RULES, scriptAction, type ScriptRule } from './script.ts';

/** A lesson scenario as a model named by its id. */
export function lessonModel(scenario: ScenarioId): ScriptedModel<ScriptRule> {
  return { name: scenario, rules: SCRIPT_RULES[scenario], act: (results) => scriptAction(scenario, results) };
}

/** The lesson's scenarios. */
export const LESSON_MODELS: readonly ScriptedModel<ScriptRule>[] = SCENARIO_IDS.map(lessonModel);

/**
 * Models made on demand from the name a client asks for: the eval's seeded policies, whose name says the task,
 * the seed and the knobs (there are too many to list). A family answers only names with its prefix.
 */
export interface ScriptedModelFamily {
  readonly prefix: string;
  /** The model `name` stands for, or undefined when the name is not one of the family's. */
  resolve(name: string): ScriptedModel | undefined;
}

/** What the simulators serve: named models, and families that make models from their names. */
export type ModelCatalog = readonly (ScriptedModel | ScriptedModelFamily)[];

/** The model a client's `model` names, if the catalogue has it (a named model first, then a family's). */
export function findModel(models: ModelCatalog, name: string): ScriptedModel | undefined {
  for (const entry of models) if ('name' in entry && entry.name === name) return entry;
  for (const entry of models) {
    if ('prefix' in entry && name.startsWith(entry.prefix)) {
      const model = entry.resolve(name);
      if (model) return model;
    }
  }
  return undefined;
}
