// Runs what the #/local page's settings describe (local-plan.ts builds the plan): the lesson's ReAct loop on the
// local model, or plan and execute with the local model or a scripted plan. Steps appear as they finish.
import { type PlanScriptId, type PlanTrace, scriptedPlanBackend, type Trace } from '../../core/agent/index.ts';
import { run, type RunControl } from '../../core/run/index.ts';
import type { ToolKit } from '../../core/tools/index.ts';
import type { LocalStep } from '../../llm/hermes-adapter.ts';
import type { LocalGenerator } from '../../llm/generator.ts';
import { localModelBackend } from '../../llm/local-model-backend.ts';
import type { SamplingSettings } from '../../llm/seeded-sampling.ts';
import { alternativesAsked, thinkingOn } from '../common/local-model/model-settings.ts';
import { localPlan, localPlanAndExecute } from './local-plan.ts';
import type { LocalSettings } from './local-settings.ts';

/** `sampling`: how the local model sampled (absent: greedy, or no model ran). */
export type RunResult =
  | { kind: 'react'; trace: Trace; steps: LocalStep[]; sampling?: SamplingSettings }
  | { kind: 'plan'; trace: PlanTrace; steps: LocalStep[]; scripted: PlanScriptId | null; sampling?: SamplingSettings };

/** A result's `sampling`, only when the run sampled (a greedy result stays as it was). */
export const samplingOf = (report: { sampling?: SamplingSettings }) => (report.sampling ? { sampling: report.sampling } : {});

export class LocalRunner {
  running = $state(false);
  /** The steps of the run in progress (then of the last run). */
  steps = $state<LocalStep[]>([]);
  result = $state<RunResult | null>(null);
  /** The settings the result was produced with. */
  ranWith = $state<LocalSettings | null>(null);

  /** `live`: the run's control (a live step-through holds it before each request to its model, a plan's too). */
  async run(settings: LocalSettings, kit: ToolKit, generator: LocalGenerator, model: string, live?: RunControl): Promise<void> {
    if (this.running) return;
    this.running = true;
    this.steps = [];
    this.result = null;
    this.ranWith = settings;
    const backend = localModelBackend({
      generator,
      model,
      maxNewTokens: settings.maxNewTokens,
      kvReuse: settings.kvReuse,
      alternatives: alternativesAsked(settings),
      thinking: thinkingOn(settings),
      ...(settings.sampling ? { sampling: settings.sampling } : {}),
      onStep: (step) => {
        this.steps = [...this.steps, step];
      },
    });
    try {
      if (settings.mode === 'react') {
        const { trace, report } = await run(localPlan(settings, kit), backend, live);
        this.result = { kind: 'react', trace, steps: report.steps, ...samplingOf(report) };
      } else if (settings.planSource === 'local') {
        const { trace, report } = await run(localPlanAndExecute(settings, kit), backend, live);
        this.result = { kind: 'plan', trace, steps: this.steps, scripted: null, ...samplingOf(report) };
      } else {
        const { trace } = await run(localPlanAndExecute(settings, kit), scriptedPlanBackend(settings.planSource), live);
        this.result = { kind: 'plan', trace, steps: [], scripted: settings.planSource };
      }
    } finally {
      this.running = false;
    }
  }
}
