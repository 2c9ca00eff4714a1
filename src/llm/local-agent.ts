// The lesson's local ReAct loop (`agente_local`) through the shared agent loop: the Hermes adapter over a local
// model, the lab's guardrails and trace, the lesson's verifier. The same function runs in Node tests (LocalModel)
// and in the page (the worker client).
import { DEFAULT_LIMITS, DEFAULT_SWITCHES, type Limits, type Switches } from '../core/agent/run-settings.ts';
import { verifyAnswer } from '../core/agent/verify/verify-answer.ts';
import type { ToolKit } from '../core/tools/tool-kit-types.ts';
import type { LocalStep } from './hermes-adapter.ts';
import type { LocalGenerator } from './local-generator.ts';
import { runOnLocalModel, type LocalRun } from './run-on-local-model.ts';

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

/**
 * @example const { trace, steps } = await runLocalAgent({ generator, model: 'tiny-qwen2-lesson', question, kit,
 *   tools: ['precio', 'buscar_noticias', 'calculadora'] })
 *   // steps.map((s) => s.inputTokens) → [567, 734]; trace.summary.findings → percentage without a calculation: 27.88%
 */
export function runLocalAgent(options: LocalAgentOptions): Promise<LocalRun> {
  return runOnLocalModel({
    generator: options.generator,
    system: LOCAL_SYSTEM_PROMPT,
    maxNewTokens: options.maxNewTokens ?? LESSON_MAX_NEW_TOKENS,
    kvReuse: options.kvReuse,
    onStep: options.onStep,
    model: options.model,
    question: options.question,
    kit: options.kit,
    offered: options.tools,
    limits: { ...LOCAL_LIMITS, ...options.limits },
    switches: { ...DEFAULT_SWITCHES, ...options.switches },
    verify: (input) => verifyAnswer(input),
  });
}
