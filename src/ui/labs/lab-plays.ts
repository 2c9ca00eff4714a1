// A lab page's runs, from its state: the selected scenario on a simulated provider, a preset question on the local
// model, or the question set; each the lab's plan (core/labs/lab-plans.ts) with the link's limits and switches
// over the lab's and the scenario's own and the kit's inputs (clock, Wikipedia, table, house), on the backend the
// caller gives. No DOM: the Node tests play them as the page does.
import {
  INITIAL_HOME,
  type LabOutcome,
  labQuestionPlan,
  labScenarioPlan,
  type QuestionSetReport,
  runQuestionSet,
} from '../../core/labs/index.ts';
import { type ReactBackend, run, type RunControl, type RunRecord } from '../../core/run/index.ts';
import type { LabPageState } from './lab-params.ts';
import { labKitOptions, type RunInputs } from './lab-run-options.ts';
import type { RunEdit } from '../../core/agent/index.ts';

export type LabRecord<R> = RunRecord<LabOutcome, R>;

/** A run's control once its question is known (a live step-through holds the run before each request). */
export type LiveControl = (question: string) => RunControl;

/** The same, with what a run shows of itself before it is whole (its record as it ended, while its counts come). */
export type PlayControl<R> = (question: string) => RunControl<LabRecord<R>>;

function choices(state: LabPageState, inputs: RunInputs) {
  return { lab: state.lab, limits: state.limits, switches: state.switchesOff, ...labKitOptions(state, inputs) };
}

/** `edits`: a fork's (the same plan, the student's changes replayed). */
export async function playScenario<R>(
  backend: ReactBackend<R>,
  state: LabPageState,
  inputs: RunInputs,
  control?: PlayControl<R>,
  edits?: readonly RunEdit[],
): Promise<LabRecord<R>> {
  const plan = await labScenarioPlan({ ...choices(state, inputs), scenario: state.scenario, edits });
  return run(plan, backend, control?.(plan.question));
}

/** A question for a live model: the lab's settings without the scenario's. */
export async function playQuestion<R>(
  backend: ReactBackend<R>,
  state: LabPageState,
  question: string,
  inputs: RunInputs,
  control?: PlayControl<R>,
  edits?: readonly RunEdit[],
): Promise<LabRecord<R>> {
  const plan = await labQuestionPlan({ ...choices(state, inputs), question, edits });
  return run(plan, backend, control?.(plan.question));
}

/**
 * The question set: each question at its own clock unless the link sets one, in the house the questions were
 * written for (whatever the last run left); the caller gives the analyst's bundled orders.
 */
export function playQuestionSet<R>(backend: ReactBackend<R>, state: LabPageState, inputs: RunInputs): Promise<QuestionSetReport<R>> {
  const { now, ...options } = choices(state, inputs);
  return runQuestionSet({ ...options, home: INITIAL_HOME, ...(state.clock !== undefined && now ? { now } : {}) }, backend);
}
