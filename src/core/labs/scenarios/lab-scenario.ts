// A companion lab's scripted scenario: a scripted model (a pure function of the tool results so far, played by
// every simulated API shape), the question it was written for, its names in both UI languages, and the run
// settings it needs. Pure data and functions: the simulators load every scenario without the labs' kits.
import type { Limits, Switches } from '../../agent/run-settings.ts';
import type { Bilingual } from '../../agent/verify/finding.ts';
import type { ScriptAction } from '../../sim/script.ts';
import type { ScriptedModel } from '../../sim/scripted-model.ts';

export const LAB_IDS = ['asistente', 'tienda', 'analista', 'hogar', 'viajes'] as const;

export type LabId = (typeof LAB_IDS)[number];

export function isLabId(value: string): value is LabId {
  return (LAB_IDS as readonly string[]).includes(value);
}

/**
 * How the scripted model asks for tools: `native`, in the API's call slots; `json-text`, as a model without
 * native tool calls does, writing `{"tool": …, "args": …}` in its reply (the results then go back as user text).
 */
export type ToolProtocol = 'native' | 'json-text';

/** Where the asistente's wikipedia_search gets its answers during the scenario (the bundled summaries, altered or slowed). */
export type WikipediaVariant = 'bundled' | 'slow_once' | 'poisoned';

export interface LabScenario<R extends string = string> {
  id: string;
  label: Bilingual;
  /** What the scripted model does, and what the run shows. */
  gloss: Bilingual;
  question: string;
  /** The rules a complete run plays, in order; `null` for a script that never ends. */
  rules: readonly R[] | null;
  act(results: readonly unknown[]): ScriptAction<R>;
  /** Settings the scenario needs, over the lab's defaults (the caller's own settings still win). */
  limits?: Partial<Limits>;
  switches?: Partial<Switches>;
  toolProtocol?: ToolProtocol;
  wikipedia?: WikipediaVariant;
}

/** The model name a scenario is served under: `asistente.cadena`. */
export function labModelName(lab: LabId, scenario: string): string {
  return `${lab}.${scenario}`;
}

export function scenarioModel<R extends string>(lab: LabId, scenario: LabScenario<R>): ScriptedModel<R> {
  return { name: labModelName(lab, scenario.id), rules: scenario.rules, act: (results) => scenario.act(results) };
}
