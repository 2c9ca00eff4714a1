// The lesson's local ReAct loop (`agente_local`) through the shared agent loop: the Hermes adapter over a local
// model, the lab's guardrails and trace, the lesson's verifier. The same function runs in Node tests (LocalModel)
// and in the page (the worker client).
import { runAgent } from '../core/agent/run-agent.ts';
import { DEFAULT_LIMITS, DEFAULT_SWITCHES, type Limits, type Switches } from '../core/agent/run-settings.ts';
import type { EndReason, Trace } from '../core/agent/trace.ts';
import { verifyAnswer } from '../core/agent/verify/verify-answer.ts';
import type { ToolKit } from '../core/tools/tool-kit-types.ts';
import { templateTools } from './chat-template.ts';
import { hermesAdapter, type LocalStep } from './hermes-adapter.ts';
import type { LocalGenerator } from './local-generator.ts';

/** The lesson's SISTEMA, byte for byte. */
export const LOCAL_SYSTEM_PROMPT =
  'Eres un asistente de research de renta variable. Usa las herramientas para obtener datos; no inventes cifras. ' +
  'Cuando tengas la respuesta, contesta en español en una o dos frases.';

/** The lesson's `max_new_tokens`. */
export const LESSON_MAX_NEW_TOKENS = 80;

/** The lesson's local loop ran with max_pasos=5; the other guardrails are the lab's defaults. */
export const LOCAL_LIMITS: Limits = { ...DEFAULT_LIMITS, maxSteps: 5 };

export interface LocalAgentOptions {
  generator: LocalGenerator;
  /** The model's name in the trace. */
  model: string;
  question: string;
  kit: ToolKit;
  /** The tools offered, in the order the model reads them (the allowlist). */
  tools: readonly string[];
  maxNewTokens?: number;
  /** Default true. */
  kvReuse?: boolean;
  limits?: Partial<Limits>;
  switches?: Partial<Switches>;
  /** Each step as it finishes, for live display. */
  onStep?: (step: LocalStep) => void;
}

export interface LocalRun {
  trace: Trace;
  /** One per generation, in order: the prompt and what the model did with it (tokens reused, timings). */
  steps: LocalStep[];
}

/**
 * @example const { trace, steps } = await runLocalAgent({ generator, model: 'tiny-qwen2-lesson', question, kit,
 *   tools: ['precio', 'buscar_noticias', 'calculadora'] })
 *   // steps.map((s) => s.inputTokens) → [567, 734]; trace.summary.findings → percentage without a calculation: 27.88%
 */
export async function runLocalAgent(options: LocalAgentOptions): Promise<LocalRun> {
  const steps: LocalStep[] = [];
  const adapter = hermesAdapter({
    generator: options.generator,
    model: options.model,
    system: LOCAL_SYSTEM_PROMPT,
    tools: templateTools(options.kit, options.tools),
    maxNewTokens: options.maxNewTokens ?? LESSON_MAX_NEW_TOKENS,
    kvReuse: options.kvReuse ?? true,
    onStep: (step) => {
      steps.push(step);
      options.onStep?.(step);
    },
  });
  const trace = await runAgent({
    adapter,
    model: options.model,
    question: options.question,
    kit: options.kit,
    offered: options.tools,
    limits: { ...LOCAL_LIMITS, ...options.limits },
    switches: { ...DEFAULT_SWITCHES, ...options.switches },
    // The results are re-encoded as the lesson's local loop wrote them (tool-message-text.ts).
    profile: 'lesson',
    // The adapter passes the model's own token count to the gate, so the loop never counts a body itself.
    countTokens: () => {
      throw new Error('the local model counts its own tokens');
    },
    verify: (input) => verifyAnswer(input),
    interpretFailure: (failure): EndReason | undefined =>
      steps.at(-1)?.turn.stopReason === 'interrupted' ? { kind: 'interrupted', detail: failure.message } : undefined,
  });
  return { trace, steps };
}
