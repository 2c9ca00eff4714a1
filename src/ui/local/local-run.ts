// One way #/local plays a run, whoever asks for it: the page's Run (steps shown as they finish, perhaps held live)
// and its run host (kept runs and forks, with the fork's edits and parent). The settings say the design: the
// lesson's ReAct loop on the local model, or plan and execute with the local model or a scripted plan.
import type { PlanEdit, PlanTrace, RunEdit, Trace } from '../../core/agent/index.ts';
import { scriptedPlanBackend, type PlanScriptId } from '../../core/sim/index.ts';
import { forkOf, PLAN_KIND, REACT_KIND, run, type RunControl, type ToolSource } from '../../core/run/index.ts';
import type { ToolKit } from '../../core/tools/index.ts';
import type { LocalStep } from '../../llm/hermes-adapter.ts';
import { localModelBackend, type LocalModelBackendOptions, type LocalReport } from '../../llm/local-model-backend.ts';
import { localPlan, localPlanAndExecute } from './local-plan.ts';
import type { LocalSettings } from './local-settings.ts';

/** `sampling`: how the local model sampled (absent: greedy, or no model ran). */
export type RunResult =
  | ({ kind: 'react'; trace: Trace; steps: LocalStep[] } & Omit<LocalReport, 'steps'>)
  | ({ kind: 'plan'; trace: PlanTrace; steps: LocalStep[]; scripted: PlanScriptId | null } & Omit<LocalReport, 'steps'>);

/** A result's `sampling`, only when the run sampled (a greedy result stays as it was). */
/** A result's `sampling` and `decoding`, only when the run sampled or did not decode freely (a lesson run's result stays as it was). */
export const settingsOf = (report: Omit<LocalReport, 'steps'>) => ({ ...(report.sampling ? { sampling: report.sampling } : {}), ...(report.decoding ? { decoding: report.decoding } : {}) });

export interface LocalRunOptions {
  /** The local model's backend options (the settings' and the tab's session's). */
  model: () => LocalModelBackendOptions;
  /** A fork: the student's edits, and the result it branches from. */
  edits?: readonly (RunEdit | PlanEdit)[];
  parent?: RunResult;
  /** The run's control (a live step-through holds it before each request to the model, a plan's too). */
  live?: RunControl;
  onStep?: (step: LocalStep) => void;
  /** Where the tools answer when the settings say via=mcp: the lab's MCP server for the lesson's kit (the page's). */
  mcpTools?: ToolSource;
}

export async function playLocalRun(settings: LocalSettings, kit: ToolKit, options: LocalRunOptions): Promise<RunResult> {
  const { edits = [], parent } = options;
  const toolSource = settings.via === 'mcp' ? options.mcpTools : undefined;
  const backend = () => localModelBackend({ ...options.model(), ...(options.onStep ? { onStep: options.onStep } : {}) });
  if (settings.mode === 'react') {
    const parentRun = parent?.kind === 'react' ? { trace: parent.trace, report: { steps: parent.steps } } : undefined;
    const plan = localPlan(settings, kit, forkOf(edits.filter(REACT_KIND.isEdit), parentRun).fork, toolSource);
    const { trace, report } = await run(plan, backend(), options.live);
    return { kind: 'react', trace, steps: report.steps, ...settingsOf(report) };
  }
  const parentRun = parent?.kind === 'plan' ? { trace: parent.trace } : undefined;
  const plan = localPlanAndExecute(settings, kit, forkOf(edits.filter(PLAN_KIND.isEdit), parentRun).fork, toolSource);
  if (settings.planSource === 'local') {
    const { trace, report } = await run(plan, backend(), options.live);
    return { kind: 'plan', trace, steps: report.steps, scripted: null, ...settingsOf(report) };
  }
  const { trace } = await run(plan, scriptedPlanBackend(settings.planSource), options.live);
  return { kind: 'plan', trace, steps: [], scripted: settings.planSource };
}
