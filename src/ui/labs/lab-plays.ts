// A lab page's runs on the simulated APIs, from its state: the selected scenario, or the question set, with the
// link's limits and switches over the scenario's own and the kit's inputs (clock, Wikipedia, table, house).
import { INITIAL_HOME } from '../../core/labs/hogar/home-state.ts';
import { runLabScenario, type LabTrace } from '../../core/labs/run-lab.ts';
import { runQuestionSet, type QuestionSetReport } from '../../core/labs/run-question-set.ts';
import type { ProviderId } from '../../core/providers/provider-ids.ts';
import type { SimTransport } from '../../core/sim/run-on-simulators.ts';
import type { TokenCounter } from '../../core/tokens/o200k-counter.ts';
import type { LabPageState } from './lab-params.ts';
import { labKitOptions, type RunInputs } from './lab-run-options.ts';

/** How runs reach the simulators (the page's, or MSW's Node server in tests). */
export interface Simulators {
  transport: SimTransport;
  countTokens: TokenCounter;
}

function runOptions(simulators: Simulators, state: LabPageState, provider: ProviderId, inputs: RunInputs) {
  return {
    lab: state.lab,
    provider,
    transport: simulators.transport,
    countTokens: simulators.countTokens,
    limits: state.limits,
    switches: state.switchesOff,
    ...labKitOptions(state, inputs),
  };
}

export function playScenario(simulators: Simulators, state: LabPageState, provider: ProviderId, inputs: RunInputs): Promise<LabTrace> {
  return runLabScenario({ ...runOptions(simulators, state, provider, inputs), scenario: state.scenario.id });
}

/**
 * The question set: each question at its own clock unless the link sets one, in the house the questions were
 * written for (whatever the last run left); the caller gives the analyst's bundled orders.
 */
export function playQuestionSet(simulators: Simulators, state: LabPageState, provider: ProviderId, inputs: RunInputs): Promise<QuestionSetReport> {
  const { now, ...options } = runOptions(simulators, state, provider, inputs);
  return runQuestionSet({ ...options, home: INITIAL_HOME, ...(state.clock !== undefined && now ? { now } : {}) });
}
