// The #/local page's own run (local-run.ts plays it as it plays the workbench's): the lesson's ReAct loop on the local
// model, or plan and execute with the local model or a scripted plan. Steps appear as they finish.
import type { RunControl } from '../../core/run/index.ts';
import type { ToolKit } from '../../core/tools/index.ts';
import type { LocalStep } from '../../llm/hermes-adapter.ts';
import type { LocalModelBackendOptions } from '../../llm/local-model-backend.ts';
import { playLocalRun, type RunResult } from './local-run.ts';
import type { LocalSettings } from './local-settings.ts';
import { mcpToolSource } from '../../mcp-browser/mcp-tool-source.ts';

export class LocalRunner {
  running = $state(false);
  /** The steps of the run in progress (then of the last run). */
  steps = $state<LocalStep[]>([]);
  result = $state<RunResult | null>(null);
  /** The settings the result was produced with. */
  ranWith = $state<LocalSettings | null>(null);

  /** `live`: the run's control (a live step-through holds it before each request to its model, a plan's too). */
  async run(settings: LocalSettings, kit: ToolKit, model: LocalModelBackendOptions, live?: RunControl): Promise<void> {
    if (this.running) return;
    this.running = true;
    this.steps = [];
    this.result = null;
    this.ranWith = settings;
    try {
      this.result = await playLocalRun(settings, kit, {
        model: () => model,
        mcpTools: mcpToolSource('lesson'),
        ...(live ? { live } : {}),
        onStep: (step) => {
          this.steps = [...this.steps, step];
        },
      });
    } finally {
      this.running = false;
    }
  }
}
