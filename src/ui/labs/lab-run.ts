// One way a lab plays a run, whoever asks for it: the page's Run (its own run, perhaps held live) and its run host
// (kept runs and forks, with the fork's edits and parent). The state says the backend: a simulated provider plays
// the scenario's script; the local model or a real one reads the preset question.
import type { RunEdit } from '../../core/agent/index.ts';
import type { Bilingual } from '../../core/i18n/index.ts';
import { forkOf, type ReactFork, type RunControl } from '../../core/run/index.ts';
import { localModelBackend, type LocalModelBackendOptions, type LocalReport } from '../../llm/local-model-backend.ts';
import type { RealApiReport } from '../../core/real/index.ts';
import type { SimulatedReport } from '../../core/sim/index.ts';
import { tr } from '../common/i18n.svelte.ts';
import { readRealRecipe, realRunTitle, type RealRecipe } from '../common/real-api/real-recipe.ts';
import { playRealRecipe, realBackend } from '../common/real-api/real-runs.ts';
import type { Simulators } from '../common/runs/simulators.ts';
import type { Recipe } from '../common/workbench/workbench-entry.ts';
import { readLabState, type LabPageState } from './lab-params.ts';
import { playQuestion, playScenario, type LabControl, type LabRecord } from './lab-plays.ts';
import type { RunInputs } from './lab-run-options.ts';
import type { ProviderId } from '../../core/shapes/index.ts';
import type { LabScenario } from '../../core/labs/index.ts';

/** A finished run as the page shows it: its record, and what ran where. */
export type ShownRun =
  | { kind: 'simulated'; record: LabRecord<SimulatedReport>; scenario: LabScenario; provider: ProviderId }
  | { kind: 'local'; record: LabRecord<LocalReport>; question: string; model: string }
  /** `params`: the run as a recipe names it (its endpoint, model and id in this tab's real-runs). */
  | { kind: 'real'; record: LabRecord<RealApiReport>; question: string; model: string; params: Record<string, string> };

/** What a lab's runs read from the page when they play. */
export interface LabRunDeps {
  inputs(): RunInputs;
  /** The preset question a state selects. */
  question(state: LabPageState): string;
  simulators(): Promise<Simulators>;
  /** The local model's options now (the page's settings, the tab's session); throws, in words, when it is not loaded. */
  localModel(): Omit<LocalModelBackendOptions, 'onStep'>;
}

/**
 * `real`: the real model asked (the page's settings for its own run, a recipe's for a workbench entry); `live`: a live
 * step-through's hold; `shownEarly`: shows the run as it ended, before `run` resolves (core/run's `ended`).
 */
export async function playLabRun(
  deps: LabRunDeps,
  state: LabPageState,
  real: RealRecipe | undefined,
  fork?: ReactFork,
  live?: RunControl,
  shownEarly?: (shown: ShownRun) => void,
): Promise<ShownRun> {
  const control = <R>(shown: (record: LabRecord<R>) => ShownRun): LabControl<R> => ({
    ...live,
    ...(shownEarly ? { ended: (record: LabRecord<R>) => shownEarly(shown(record)) } : {}),
  });
  if (state.backend === 'local') {
    const question = deps.question(state);
    const options = deps.localModel();
    const shown = (record: LabRecord<LocalReport>): ShownRun => ({ kind: 'local', record, question, model: options.model });
    return shown(await playQuestion(localModelBackend(options), state, question, deps.inputs(), control(shown), fork));
  }
  if (state.backend === 'real') {
    if (!real) throw new Error(tr(UNKNOWN_REAL));
    const question = deps.question(state);
    const shown = (record: LabRecord<RealApiReport>): ShownRun => ({ kind: 'real', record, question, model: realRunTitle(real), params: {} });
    return shown(await playQuestion(realBackend(real), state, question, deps.inputs(), control(shown), fork));
  }
  const simulators = await deps.simulators();
  const provider = state.backend;
  const shown = (record: LabRecord<SimulatedReport>): ShownRun => ({ kind: 'simulated', record, scenario: state.scenario, provider });
  return shown(await playScenario(simulators.backend(provider), state, deps.inputs(), control(shown), fork));
}

/**
 * A workbench entry of the lab: its recipe with the fork's edits, the parent's record handed to the backend, and
 * `approver` asked about the calls that wait for approval after the fork's changes (before them, the parent's
 * decisions hold: core/run/run.ts). A real
 * model's kept run is this tab's record of it, and its fork answers the steps before the edit from the parent.
 */
export function playLabEntry(
  deps: LabRunDeps,
  lab: LabPageState['lab'],
  recipe: Recipe,
  edits: readonly RunEdit[],
  parent: ShownRun | undefined,
  approver?: RunControl,
): Promise<ShownRun> {
  const state = readLabState(lab, recipe);
  const real = readRealRecipe(recipe);
  if (state.backend === 'real' && real) {
    return playRealRecipe(real, edits, parent?.kind === 'real' ? parent : undefined, (r: ShownRun) => r.record, (fork) => playLabRun(deps, state, real, fork, approver));
  }
  return playLabRun(deps, state, real, forkOf(edits, parent?.record).fork, approver);
}

const UNKNOWN_REAL: Bilingual = {
  en: 'This run names no API or server the lab knows, so it cannot be shown.',
  es: 'Esta ejecución no nombra ninguna API o servidor que el laboratorio conozca, así que no se puede mostrar.',
};
