// What a lab page runs, and what it shows of the runs: the simulators loaded once, the selected scenario on a
// simulated provider, a question on the local model, the question set, each played once per key (what the run
// depends on: lab-run-options.ts `labRunKey`), and the house a hogar run leaves for the next. LabPage.svelte reads
// this and the hash; as local-runner does for #/local.
import { errorMessage } from '../../core/errors/index.ts';
import type { HomeState, LabScenario, QuestionSetReport } from '../../core/labs/index.ts';
import type { ProviderId } from '../../core/providers/index.ts';
import type { SimulatedReport } from '../../core/sim/index.ts';
import type { RealApiReport } from '../../core/real/index.ts';
import { realParams, realRunTitle, type RealRecipe } from '../common/real-api/real-recipe.ts';
import { keepRealRun, realBackend } from '../common/real-api/real-runs.ts';
import { localModelBackend, type LocalModelBackendOptions, type LocalReport } from '../../llm/local-model-backend.ts';
import { RunStore } from '../common/run-store.svelte.ts';
import { loadSimulators, type Simulators } from '../common/simulators.ts';
import type { LabPageState } from './lab-params.ts';
import { type LiveControl, playQuestion, playQuestionSet, playScenario, type LabRecord, type PlayControl } from './lab-plays.ts';
import { labRunKey, type RunInputs } from './lab-run-options.ts';

/** A finished run as the page shows it: its record, and what ran where. */
export type ShownRun =
  | { kind: 'simulated'; record: LabRecord<SimulatedReport>; scenario: LabScenario; provider: ProviderId }
  | { kind: 'local'; record: LabRecord<LocalReport>; question: string; model: string }
  /** `params`: the run as a recipe names it (its endpoint, model and id in this tab's real-runs). */
  | { kind: 'real'; record: LabRecord<RealApiReport>; question: string; model: string; params: Record<string, string> };

/** A live step-through's control (if any), and the run shown as it ended while its token counts come. */
function shownWhileCounting<R>(live: LiveControl | undefined, counting: (record: LabRecord<R>) => void): PlayControl<R> {
  return (question) => ({ ...live?.(question), counting });
}

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
   * The selected scenario on its simulated provider; again only when `fresh`. `tableId` names the analyst's table.
   * `live` makes the control of the run, if one is played, from its key (a live step-through).
   */
  playScenario(state: LabPageState, provider: ProviderId, inputs: RunInputs, tableId: string, fresh: boolean, live?: (key: string) => LiveControl | undefined): void {
    const simulators = this.simulators;
    if (!simulators) return;
    const scenario = state.scenario;
    const key = labRunKey(state, `scenario:${scenario.id}`, tableId);
    const shown = (record: LabRecord<SimulatedReport>): ShownRun => ({ kind: 'simulated', record, scenario, provider });
    this.runs.play(
      key,
      (counting) =>
        playScenario(simulators.backend(provider), state, inputs, shownWhileCounting(live?.(key), (record) => counting(shown(record)))).then(shown),
      fresh,
    );
  }

  /** A question on the local model: always played afresh (a model's run is not a function of its key). */
  playLocal(
    state: LabPageState,
    question: string,
    inputs: RunInputs,
    tableId: string,
    model: Omit<LocalModelBackendOptions, 'onStep'>,
    live?: (key: string) => LiveControl | undefined,
  ): void {
    const key = labRunKey(state, `local:${question}`, tableId);
    this.runs.play(
      key,
      () =>
        playQuestion(localModelBackend(model), state, question, inputs, live?.(key)).then(
          (record): ShownRun => ({ kind: 'local', record, question, model: model.model }),
        ),
      true,
    );
  }

  /** A question on a real model: always played afresh (it costs, and it does not repeat itself); kept by its id once done. */
  playReal(state: LabPageState, question: string, inputs: RunInputs, tableId: string, real: RealRecipe, live?: (key: string) => LiveControl | undefined): void {
    const key = labRunKey(state, `real:${real.endpoint.id}:${real.model}:${question}`, tableId);
    this.runs.play(
      key,
      async (counting) => {
        const title = realRunTitle(real);
        const control = shownWhileCounting<RealApiReport>(live?.(key), (record) => counting({ kind: 'real', record, question, model: title, params: {} }));
        const record = await playQuestion(realBackend(real), state, question, inputs, control);
        const shown: ShownRun = { kind: 'real', record, question, model: title, params: {} };
        shown.params = realParams({ ...real, rid: keepRealRun(shown) });
        return shown;
      },
      true,
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
