// Runs what the #/local page's settings describe: the lesson's ReAct loop through the shared agent loop, or plan
// and execute (with the local model or a scripted plan). Steps appear as they finish.
import type { PlanTrace } from '../../core/agent/plan/plan-trace.ts';
import { runPlan } from '../../core/agent/plan/run-plan.ts';
import { scriptedPlanModels, type PlanScriptId } from '../../core/agent/plan/scripted-plans.ts';
import type { Trace } from '../../core/agent/trace.ts';
import type { ToolKit } from '../../core/tools/tool-kit-types.ts';
import type { LocalStep } from '../../llm/hermes-adapter.ts';
import { runLocalAgent } from '../../llm/local-agent.ts';
import { localChatModel } from '../../llm/local-chat-model.ts';
import type { LocalGenerator } from '../../llm/local-generator.ts';
import type { LocalSettings } from './local-settings.ts';

export type RunResult =
  | { kind: 'react'; trace: Trace; steps: LocalStep[] }
  | { kind: 'plan'; trace: PlanTrace; steps: LocalStep[]; scripted: PlanScriptId | null };

export class LocalRunner {
  running = $state(false);
  /** The steps of the run in progress (then of the last run). */
  steps = $state<LocalStep[]>([]);
  result = $state<RunResult | null>(null);
  /** The settings the result was produced with. */
  ranWith = $state<LocalSettings | null>(null);

  async run(settings: LocalSettings, kit: ToolKit, generator: LocalGenerator, model: string): Promise<void> {
    if (this.running) return;
    this.running = true;
    this.steps = [];
    this.result = null;
    this.ranWith = settings;
    const onStep = (step: LocalStep) => {
      this.steps = [...this.steps, step];
    };
    const turn = { maxNewTokens: settings.maxNewTokens, kvReuse: settings.kvReuse };
    try {
      if (settings.mode === 'react') {
        const { trace, steps } = await runLocalAgent({ generator, model, question: settings.question, kit, tools: settings.tools, ...turn, onStep });
        this.result = { kind: 'react', trace, steps };
      } else if (settings.planSource === 'local') {
        const chat = localChatModel({ generator, ...turn, onStep });
        const trace = await runPlan(settings.question, { extractor: chat, writer: chat }, kit);
        this.result = { kind: 'plan', trace, steps: this.steps, scripted: null };
      } else {
        const trace = await runPlan(settings.question, scriptedPlanModels(settings.planSource), kit);
        this.result = { kind: 'plan', trace, steps: [], scripted: settings.planSource };
      }
    } finally {
      this.running = false;
    }
  }
}
