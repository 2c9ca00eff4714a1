// A scripted "model" as the simulators serve it: a name the client asks for, a pure function from the tool
// results of the conversation to the next action, and the steps a complete run plays. The lesson's scenarios
// are such models; the companion labs add their own, and every simulated API shape plays any of them.
import { SCENARIO_IDS, type ScenarioId } from './scenarios.ts';
import { SCRIPT_RULES, scriptAction, type ScriptAction, type ScriptRule } from './script.ts';

export interface ScriptedModel<R extends string = string> {
  /** The `model` the client asks for (a Gemini path segment too: no `/` or `:`). */
  readonly name: string;
  /** The rules a complete run plays, in order; `null` for a script that never ends. */
  readonly rules: readonly R[] | null;
  /** The next action for a conversation holding `results` (tool outputs, parsed from JSON when they were JSON). */
  act(results: readonly unknown[]): ScriptAction<R>;
}

/** A lesson scenario as a model named by its id. */
export function lessonModel(scenario: ScenarioId): ScriptedModel<ScriptRule> {
  return { name: scenario, rules: SCRIPT_RULES[scenario], act: (results) => scriptAction(scenario, results) };
}

/** The lesson's scenarios. */
export const LESSON_MODELS: readonly ScriptedModel<ScriptRule>[] = SCENARIO_IDS.map(lessonModel);

/** The model a client's `model` names, if the catalogue has it. */
export function findModel<M extends ScriptedModel>(models: readonly M[], name: string): M | undefined {
  return models.find((m) => m.name === name);
}
