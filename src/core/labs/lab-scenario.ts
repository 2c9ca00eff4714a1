// A companion lab's scripted scenario: a scripted model (a pure function of the tool results so far, played by
// every simulated API shape), the question it was written for, its names in both UI languages, and the run
// settings it needs. Pure data and functions: the simulators load every scenario without the labs' kits.
import type { SettingsLayer, ToolProtocol } from '../agent/run-settings.ts';
import type { ScriptAction, ScriptedModel } from '../run/script-contract.ts';
import type { Bilingual, UiLanguage } from '../i18n/bilingual.ts';

/** Where the asistente's wikipedia_search gets its answers during the scenario (the bundled summaries, altered or slowed). */
export type WikipediaVariant = 'bundled' | 'slow_once' | 'poisoned';

export interface LabScenario<R extends string = string> extends SettingsLayer {
  id: string;
  label: Bilingual;
  /** What the scripted model does, and what the run shows. */
  gloss: Bilingual;
  question: string;
  /** The rules a complete run plays, in order; `null` for a script that never ends. */
  rules: readonly R[] | null;
  act(results: readonly unknown[]): ScriptAction<R>;
  /** `native` when absent; `json-text` locks the results to user text (agent/run-settings.ts `lockedSwitches`). */
  toolProtocol?: ToolProtocol;
  wikipedia?: WikipediaVariant;
}

/** The model name a scenario is served under: `asistente.cadena`. */
export function labModelName(lab: string, scenario: string): string {
  return `${lab}.${scenario}`;
}

/** A scenario as the model the simulators serve; `language`, its course's (what a what-if's fallback writes in). */
export function scenarioModel<R extends string>(lab: string, scenario: LabScenario<R>, language: UiLanguage): ScriptedModel<R> {
  return { name: labModelName(lab, scenario.id), rules: scenario.rules, act: (results) => scenario.act(results), language };
}
