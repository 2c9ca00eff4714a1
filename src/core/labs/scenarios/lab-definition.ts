// What the registry knows of each lab beyond its scenarios: its names, the tools it offers, its default limits,
// how the verifier reads its tools, how to make a fresh kit for one run, and what the run shows besides the
// trace. One fresh kit per run: no state (a house, a loaded clock) leaks from one run into the next.
import type { Limits } from '../../agent/run-settings.ts';
import type { Trace } from '../../agent/trace.ts';
import type { Bilingual } from '../../agent/verify/finding.ts';
import type { VerifierOptions } from '../../agent/verify/verifier-options.ts';
import type { ToolKit } from '../../tools/tool-kit-types.ts';
import type { Table } from '../analista/table.ts';
import type { Clock } from '../asistente/datetime-tool.ts';
import type { ClaimComparison, LightClaim } from '../hogar/claimed-changes.ts';
import type { HomeChange } from '../hogar/home-diff.ts';
import type { HomeState } from '../hogar/home-state.ts';
import type { LabId, LabScenario } from './lab-scenario.ts';

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

/** The asistente's end-of-run texts (seed 003). */
export interface AsistenteExtras {
  lab: 'asistente';
  /** `📊 Tools used: ['calculator', 'get_datetime', 'calculator'] | Iterations: 3` */
  runSummary: string;
  /** When the step limit (MAX_ITERATIONS) ended the run: the course's note, then the best the model had said. */
  partialAnswer?: string;
}

/** The house before and after, and what the model says it did against what the state shows. */
export interface HogarExtras {
  lab: 'hogar';
  before: HomeState;
  after: HomeState;
  /** The change report, computed from the state diff. */
  changes: HomeChange[];
  /** One line per change, `Cocina: luz encendida → luz apagada`. */
  report: Bilingual[];
  /** The light changes the model's answer claims. */
  claims: LightClaim[];
  comparison: ClaimComparison;
}

export interface AnalistaExtras {
  lab: 'analista';
  /** The table the tools read. */
  table: { source: string; rowCount: number; columns: { name: string; type: string }[] };
}

export type LabExtras = AsistenteExtras | HogarExtras | AnalistaExtras | { lab: 'tienda' } | { lab: 'viajes' };

/** One run's kit, and what the run shows besides its trace once it has ended. */
export interface LabRun {
  kit: ToolKit;
  extras(trace: Trace): LabExtras;
}

export interface LabDefinition {
  id: LabId;
  title: Bilingual;
  intro: Bilingual;
  /** The tools the lab offers the model (its kit's, in order): the allowlist. */
  tools: readonly string[];
  /** The lab's own defaults over the loop's (the course's iteration cap, say). */
  limits: Partial<Limits>;
  verifier: VerifierOptions;
  /** A fresh kit for one run; `scenario` when the run plays one (the asistente's Wikipedia variant). Throws when a required option is missing. */
  open(options: LabKitOptions, scenario?: LabScenario): LabRun;
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
