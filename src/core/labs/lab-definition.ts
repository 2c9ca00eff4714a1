// Everything a lab is, in one value its folder exports: its names and introduction, the tools it offers, its
// default limits, how the verifier reads its tools, its scripted scenarios and preset questions, and how to make
// a fresh kit for one run with what the run shows besides its trace. The kit is loaded only when a run needs it,
// so the simulators load every lab's scripts without any kit. One fresh kit per run: no state (a house, a
// loaded clock) leaks from one run into the next.
import type { Limits } from '../agent/run-settings.ts';
import type { Trace } from '../agent/trace.ts';
import type { VerifierOptions } from '../agent/verify/verifier-options.ts';
import type { ToolKit } from '../tools/tool-kit-types.ts';
import type { Table } from './analista/table.ts';
import type { Clock } from './asistente/datetime-tool.ts';
import type { HomeState } from './hogar/home-state.ts';
import type { LabQuestion } from './lab-question.ts';
import type { LabScenario } from './lab-scenario.ts';
import type { Bilingual, UiLanguage } from '../i18n/bilingual.ts';

/** What a caller may inject into a lab's kit. Each lab reads only its own. */
export interface LabKitOptions {
  /** asistente: get_datetime's clock. Default: the clock of the course's sample run, 2025-06-16T14:00:00Z. */
  now?: Clock;
  /**
   * asistente: the fetch wikipedia_search makes its requests with (the live API: the browser's fetch). Absent,
   * MSW handlers in the page answer from the bundled summaries, slowed or altered as the scenario says.
   */
  fetch?: typeof fetch;
  /** asistente: wikipedia_search's timeout; the course's 5 s by default. */
  wikipediaTimeoutMs?: number;
  /** analista: the table the tools read (required: `loadTable` of the bundled orders or of the student's file). */
  table?: Table;
  /** hogar: the house at the start; the kit's five rooms by default. */
  home?: HomeState;
}

/** One run's kit, and what the run shows besides its trace once it has ended. */
export interface LabRun<X> {
  kit: ToolKit;
  extras(trace: Trace): X;
}

/** A fresh kit for one run; `scenario` when the run plays one (the asistente's Wikipedia variant). Throws when a required option is missing. */
export type OpenLabRun<X> = (options: LabKitOptions, scenario?: LabScenario) => LabRun<X>;

export interface LabDefinition<Id extends string = string, X extends { lab: Id } = { lab: Id }> {
  id: Id;
  /** The language the course speaks to its model: its questions, its tools' errors, its scripted models' replies. */
  language: UiLanguage;
  title: Bilingual;
  intro: Bilingual;
  /** The tools the lab offers the model (its kit's, in order): the allowlist. */
  tools: readonly string[];
  /** The lab's own defaults over the loop's (the course's iteration cap, say). */
  limits: Partial<Limits>;
  verifier: VerifierOptions;
  /** Scripted scenarios; the first is the default, the one that reaches the course's answer. */
  scenarios: readonly LabScenario[];
  /** Preset questions with known answers and good runs (the asistente's dozen is its question set). */
  questions: readonly LabQuestion[];
  /** The questions offered to a live model over these kit options, when they depend on them (the analyst's table). */
  presets?(options: LabKitOptions, questions: readonly string[]): string[];
  /** Loads the kit's code (a chunk of its own in the page). */
  loadRun(): Promise<OpenLabRun<X>>;
}

/** Keeps a definition's literal id and extras type, so the registry can name every lab and extras. */
export function defineLab<Id extends string, X extends { lab: Id }>(definition: LabDefinition<Id, X>): LabDefinition<Id, X> {
  return definition;
}

/** The verifier for a lab: the lesson's rules, with the options every lab's tools call for. */
export function labVerifier(computingTools: VerifierOptions['computingTools']): VerifierOptions {
  return {
    computingTools,
    headlineTools: [],
    quotes: 'results',
    questionNumberWords: true,
    checkedTotals: true,
    toolInstructions: true,
  };
}
