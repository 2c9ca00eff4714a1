// What a lab page runs, and what it shows of the runs: the simulators loaded once, the selected scenario on a
// simulated provider, a question on the local model, the question set, each played once per key (what the run
// depends on: lab-run-options.ts `labRunKey`), and the house a hogar run leaves for the next. LabPage.svelte reads
// this and the hash; as local-runner does for #/local.
import { errorMessage } from '../../core/errors/index.ts';
import type { HomeState, LabScenario, QuestionSetReport } from '../../core/labs/index.ts';
import type { ProviderId } from '../../core/shapes/index.ts';
import type { SimulatedReport } from '../../core/sim/index.ts';
import type { RealApiReport } from '../../core/real/index.ts';
import { realParams, type RealRecipe } from '../common/real-api/real-recipe.ts';
import { keepRealRun } from '../common/real-api/real-runs.ts';
import type { LocalReport } from '../../llm/local-model-backend.ts';
import { RunStore } from '../common/runs/run-store.svelte.ts';
import { loadSimulators, type Simulators } from '../common/runs/simulators.ts';
import { liveModel, type LabPageState } from './lab-params.ts';
import type { RunControl } from '../../core/run/index.ts';
import { playQuestionSet, type LabRecord } from './lab-plays.ts';
import { playLabRun, type LabRunDeps } from './lab-run.ts';
import { labRunKey, type RunInputs } from './lab-run-options.ts';

/** A finished run as the page shows it: its record, and what ran where. */
export type ShownRun =
  | { kind: 'simulated'; record: LabRecord<SimulatedReport>; scenario: LabScenario; provider: ProviderId }
  | { kind: 'local'; record: LabRecord<LocalReport>; question: string; model: string }
  /** `params`: the run as a recipe names it (its endpoint, model and id in this tab's real-runs). */
  | { kind: 'real'; record: LabRecord<RealApiReport>; question: string; model: string; params: Record<string, string> };

export class LabRunner {
  simulators: Simulators | undefined = $state.raw();
  loadError = $state('');
  readonly runs = new RunStore<ShownRun>();
  readonly questionSet = new RunStore<QuestionSetReport<SimulatedReport>>();

  constructor() {
    loadSimulators().then(
      (loaded) => (this.simulators = loaded),
      (error: unknown) => (this.loadError = errorMessage(error, { withName: true })),
    );
  }

  /**
   * The page's own run of `state` (lab-run.ts): a scenario on a simulated provider again only when `fresh`; a
   * question on a live model always afresh (a model's run is not a function of its key), a real one kept by its id
   * once done. `tableId` names the analyst's table; `live` makes the run's control from its key (a live step-through).
   */
  play(deps: LabRunDeps, state: LabPageState, real: RealRecipe | undefined, tableId: string, fresh: boolean, live?: (key: string) => RunControl | undefined): void {
    const question = deps.question(state);
    const what = state.backend === 'local' ? `local:${question}` : state.backend === 'real' ? `real:${real?.endpoint.id}:${real?.model}:${question}` : `scenario:${state.scenario.id}`;
    const key = labRunKey(state, what, tableId);
    this.runs.play(
      key,
      async (counting) => {
        const shown = await playLabRun(deps, state, real, undefined, live?.(key), counting);
        if (shown.kind === 'real' && real) shown.params = realParams({ ...real, rid: keepRealRun(shown) });
        return shown;
      },
      fresh || liveModel(state.backend),
    );
  }

  /** The question set on a simulated provider; its questions were written for the kit's house, so `lights` is left out of its key. */
  playSet(state: LabPageState, provider: ProviderId, inputs: RunInputs, fresh: boolean): void {
    const simulators = this.simulators;
    if (!simulators) return;
    this.questionSet.play(labRunKey({ ...state, lights: undefined }, 'question-set', ''), () => playQuestionSet(simulators.backend(provider), state, inputs), fresh);
  }

  /** The run on screen, once finished. */
  get shown(): ShownRun | null {
    const current = this.runs.current;
    return current.status === 'done' ? current.value : null;
  }

  /** hogar: the house the last finished run left (the next run starts from it; Reset puts the kit's back). */
  get houseLeft(): HomeState | undefined {
    const extras = this.shown?.record.outcome.extras;
    return extras?.lab === 'hogar' ? extras.after : undefined;
  }

  clear(): void {
    this.runs.clear();
  }
}
