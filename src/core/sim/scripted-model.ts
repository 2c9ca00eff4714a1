// A scripted "model" as the simulators serve it: a name the client asks for, a pure function from the tool
// results of the conversation to the next action, and the steps a complete run plays. The lesson's scenarios
// are such models; the companion labs add their own, and every simulated API shape plays any of them.
import type { UiLanguage } from '../i18n/bilingual.ts';
import { SCENARIO_IDS, type ScenarioId } from './scenarios.ts';
import { SCRIPT_RULES, scriptAction, type ScriptAction, type ScriptRule } from './script.ts';

export interface ScriptedModel<R extends string = string> {
  /** The `model` the client asks for (a Gemini path segment too: no `/` or `:`). */
  readonly name: string;
  /** The rules a complete run plays, in order; `null` for a script that never ends. */
  readonly rules: readonly R[] | null;
  /** The next action for a conversation holding `results` (tool outputs, parsed from JSON when they were JSON). */
  act(results: readonly unknown[]): ScriptAction<R>;
  /** The language it writes in (a companion course's English); the lesson's Spanish when absent. */
  readonly language?: UiLanguage;
}

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
