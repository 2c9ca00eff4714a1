// The one way a run happens: a plan (what is asked, with which tools, settings and verifier) and a backend
// (who answers) make a trace. The ReAct loop (agent/run-agent.ts) or plan and execute
// (agent/plan/plan-and-execute.ts) does the work; the plan's verifier judges the answer; the plan and the
// backend each add what they report besides the trace. A newcomer follows a Run click from here.
import { planAndExecute } from '../agent/plan/plan-and-execute.ts';
import { withPlanEdits } from '../agent/plan/plan-edits.ts';
import type { PlanTrace } from '../agent/plan/plan-trace.ts';
import { decisionsOf, type ApprovalRequest } from '../agent/approval.ts';
import { runAgent } from '../agent/run-agent.ts';
import type { Trace } from '../agent/trace.ts';
import { verifyAnswer } from '../agent/verify/verify-answer.ts';
import type { PlanBackend, ReactBackend } from './backend.ts';
import type { PlanAndExecutePlan, ReactPlan, RunPlan } from './run-plan.ts';
import { openTools, unreachableKit } from './tool-source.ts';
import { errorMessage } from '../errors/error-message.ts';

export interface RunRecord<O, R> {
  trace: Trace;
  /** The plan's: a lab's metric and extras (undefined for the lesson's runs). */
  outcome: O;
  /** The backend's: the script's play on the simulators, the local model's steps. */
  report: R;
}

/** A plan-and-execute run: its stages instead of the loop's events. */
export interface PlanRecord<R> {
  trace: PlanTrace;
  report: R;
}

/**
 * What the person running it controls while a run goes, and what they are shown of it before it is whole. `T`: the
 * trace of the run's kind; `Rec`: its record.
 */
export interface RunControl<T extends Trace | PlanTrace = Trace | PlanTrace, Rec = unknown> {
  /**
   * Awaited before each request to the model (each step of a ReAct run; a plan's extractor attempts and its writer),
   * with the run so far as a trace of its kind: a live step-through holds the run there until "Next request".
   */
  beforeRequest?(step: number, sofar: T): Promise<void>;
  /**
   * A ReAct run's call waits for approval (agent/approval.ts) and neither a fork's edit nor the plan's given decisions
   * decide it: the person's answer, true to let it run. Without it, or answering undefined (no one answered: the page
   * was left), the call is denied as with no one to ask.
   */
  approve?(request: ApprovalRequest): Promise<boolean | undefined>;
  /** A ReAct run has ended but `run` resolves a moment later (agent/run-agent.ts): its record as it ended, to show meanwhile. */
  ended?(record: Rec): void;
}

/**
 * @example const { trace, report } = await run(lessonScenarioPlan({ scenario: 'bucle', kit }),
 *   simulatedBackend({ provider: 'anthropic', transport }))
 *   // trace.summary: { steps: 6, calls: 6, errors: 5, tokens: 1763, answer: null, end: { kind: 'step_limit', … } }
 * @example const { trace } = await run(lessonPlanAndExecute({ question, kit }), scriptedPlanBackend('correcto'))
 *   // trace.answer: 'El cierre de BUSI varió un 6.45 % entre 2024-03-15 y 2024-03-22.'
 */
export function run<O, R>(plan: ReactPlan<O>, backend: ReactBackend<R>, control?: RunControl<Trace, RunRecord<O, R>>): Promise<RunRecord<O, R>>;
export function run<R>(plan: PlanAndExecutePlan, backend: PlanBackend<R>, control?: RunControl<PlanTrace>): Promise<PlanRecord<R>>;
export function run(
  plan: RunPlan<unknown>,
  backend: ReactBackend<unknown> | PlanBackend<unknown>,
  control: RunControl<Trace & PlanTrace, RunRecord<unknown, unknown>> = {},
): Promise<RunRecord<unknown, unknown> | PlanRecord<unknown>> {
  // The overloads pair each design with the backend contract and the control it needs.
  return plan.design === 'react' ? runReact(plan, backend as ReactBackend<unknown>, control) : runPlanAndExecute(plan, backend as PlanBackend<unknown>, control);
}

async function runReact<O, R>(plan: ReactPlan<O>, backend: ReactBackend<R>, control: RunControl<Trace, RunRecord<O, R>>): Promise<RunRecord<O, R>> {
  const connection = await backend.connect(plan);
  // A source that cannot be reached ends the run before its first request, with why.
  const tools = await openTools(plan.kit, plan.toolSource).then(
    (opened) => ({ ...opened, unreachable: undefined }),
    (error: unknown) => ({ kit: plan.kit, close: () => undefined, unreachable: errorMessage(error) }),
  );
  const trace = await runAgent({
    adapter: connection.adapter,
    model: connection.model,
    question: plan.question,
    kit: tools.kit,
    ...(tools.unreachable !== undefined ? { toolsUnreachable: tools.unreachable } : {}),
    offered: plan.offered,
    limits: plan.limits,
    switches: plan.switches,
    profile: plan.wireProfile,
    countTokens: connection.countTokens,
    verify: (input) => verifyAnswer(input, plan.verifier),
    interpretFailure: connection.interpretFailure,
    edits: plan.fork?.edits,
    ...(plan.approval ? { approval: plan.approval } : {}),
    ...approvalsOf(plan),
    ...(plan.language ? { language: plan.language } : {}),
    ...(control.approve ? { approve: control.approve } : {}),
    beforeRequest: control.beforeRequest,
    ...(control.ended ? { ended: (ended: Trace) => control.ended?.(record(ended)) } : {}),
  }).finally(() => tools.close());
  return record(trace);

  // No plan's outcome and no backend's report reads a token count (a test plays every lab scenario both ways).
  function record(trace: Trace): RunRecord<O, R> {
    return { trace, outcome: plan.outcome(trace), report: connection.report(trace) };
  }
}

/** The decisions a run is given: the plan's, else a fork's parent's (the loop uses them only before the fork's changes). */
function approvalsOf(plan: ReactPlan<unknown>) {
  const approvals = plan.approvals ?? (plan.fork?.parent ? decisionsOf(plan.fork.parent.trace) : undefined);
  return approvals && approvals.length > 0 ? { approvals } : {};
}

// Plan and execute has no approval: its program only reads (run-plan.ts).
async function runPlanAndExecute<R>(plan: PlanAndExecutePlan, backend: PlanBackend<R>, control: RunControl<PlanTrace>): Promise<PlanRecord<R>> {
  const connection = backend.connectPlan(plan);
  const tools = await openTools(plan.kit, plan.toolSource).catch((error: unknown) => ({ kit: unreachableKit(plan.kit, errorMessage(error)), close: () => undefined }));
  const edited = withPlanEdits(connection, tools.kit, plan.fork?.edits ?? []);
  const trace = await planAndExecute(plan.question, edited.models, edited.kit, { verifier: plan.verifier, beforeCall: control.beforeRequest, retry: edited.retry }).finally(() =>
    tools.close(),
  );
  return { trace: edited.mark(trace), report: connection.report() };
}
