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
import type { Trace } from '../../core/agent/index.ts';
import { type ReactBackend, type ReactFork, run, type RunControl, type RunRecord } from '../../core/run/index.ts';
import type { LabPageState } from './lab-params.ts';
import { labKitOptions, type RunInputs } from './lab-run-options.ts';

export type LabRecord<R> = RunRecord<LabOutcome, R>;

function choices(state: LabPageState, inputs: RunInputs) {
  const toolSource = state.via === 'mcp' ? inputs.mcpTools : undefined;
  return {
    lab: state.lab,
    limits: state.limits,
    switches: state.switchesOff,
    ...(state.approval ? { approval: state.approval } : {}),
    ...(state.approvals ? { approvals: state.approvals } : {}),
    ...labKitOptions(state, inputs),
    ...(toolSource ? { toolSource } : {}),
  };
}

/** What a lab's run is handed besides its plan: a live step-through's hold, and where it shows itself while its counts come. */
export type LabControl<R> = RunControl<Trace, LabRecord<R>>;

/** `fork`: a fork's edits (the same plan, the student's changes replayed) and parent. */
export async function playScenario<R>(
  backend: ReactBackend<R>,
  state: LabPageState,
  inputs: RunInputs,
  control?: LabControl<R>,
  fork?: ReactFork,
): Promise<LabRecord<R>> {
  const plan = await labScenarioPlan({ ...choices(state, inputs), scenario: state.scenario, ...(fork ? { fork } : {}) });
  return run(plan, backend, control);
}

/** A question for a live model: the lab's settings without the scenario's. */
export async function playQuestion<R>(
  backend: ReactBackend<R>,
  state: LabPageState,
  question: string,
  inputs: RunInputs,
  control?: LabControl<R>,
  fork?: ReactFork,
): Promise<LabRecord<R>> {
  // A link's decisions are a scripted run's: a live model's calls are its own, and asked about afresh.
  const { approvals: _approvals, ...settings } = choices(state, inputs);
  const plan = await labQuestionPlan({ ...settings, question, ...(fork ? { fork } : {}) });
  return run(plan, backend, control);
}

/**
 * The question set: each question at its own clock unless the link sets one, in the house the questions were
 * written for (whatever the last run left); the caller gives the analyst's bundled orders.
 */
export function playQuestionSet<R>(backend: ReactBackend<R>, state: LabPageState, inputs: RunInputs): Promise<QuestionSetReport<R>> {
  // The link's decisions were the page's own run's, not the set's: its runs have no one to ask.
  const { now, approvals: _approvals, ...options } = choices(state, inputs);
  return runQuestionSet({ ...options, home: INITIAL_HOME, ...(state.clock !== undefined && now ? { now } : {}) }, backend);
}
