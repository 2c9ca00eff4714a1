// One run of the shared loop on a local model, as the lesson's local agent (local-agent.ts) and the companion
// labs' local runs set it up: the Hermes adapter over the generator (the worker in the page, LocalModel in Node),
// each generation recorded as it finishes, the model's own token counts, and an interrupted generation named so.
import { runAgent, type AgentOptions } from '../core/agent/run-agent.ts';
import type { EndReason, Trace } from '../core/agent/trace.ts';
import { templateTools } from './chat-template.ts';
import { hermesAdapter, type LocalStep } from './hermes-adapter.ts';
import type { LocalGenerator } from './local-generator.ts';

export interface LocalModelRunOptions extends Omit<AgentOptions, 'adapter' | 'profile' | 'countTokens' | 'interpretFailure'> {
  generator: LocalGenerator;
  /** The system prompt, before the tools the chat template writes. */
  system: string;
  maxNewTokens: number;
  /** Default true. */
  kvReuse?: boolean;
  /** Each step as it finishes, for live display. */
  onStep?: (step: LocalStep) => void;
}

export interface LocalRun {
  trace: Trace;
  /** One per generation, in order: the prompt and what the model did with it (tokens reused, timings). */
  steps: LocalStep[];
}

export async function runOnLocalModel(options: LocalModelRunOptions): Promise<LocalRun> {
  const { generator, system, maxNewTokens, kvReuse, onStep, ...agent } = options;
  const steps: LocalStep[] = [];
  const adapter = hermesAdapter({
    generator,
    model: agent.model,
    system,
    tools: templateTools(agent.kit, agent.offered),
    maxNewTokens,
    kvReuse: kvReuse ?? true,
    onStep: (step) => {
      steps.push(step);
      onStep?.(step);
    },
  });
  const trace = await runAgent({
    ...agent,
    adapter,
    // The results are re-encoded as the lesson's local loop wrote them (tool-message-text.ts).
    profile: 'lesson',
    // The adapter passes the model's own token count to the gate, so the loop never counts a body itself.
    countTokens: () => {
      throw new Error('the local model counts its own tokens');
    },
    interpretFailure: (failure): EndReason | undefined =>
      steps.at(-1)?.turn.stopReason === 'interrupted' ? { kind: 'interrupted', detail: failure.message } : undefined,
  });
  return { trace, steps };
}
