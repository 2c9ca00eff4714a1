// A companion lab's preset question on the local model: the lab's fresh kit, allowlist, limits and verifier
// (openLab) through the shared loop, with the Hermes adapter over the model (the worker in the page, LocalModel in
// Node tests). No DOM: it runs wherever the generator does.
import { DEFAULT_SWITCHES, type Limits, type Switches } from '../../core/agent/run-settings.ts';
import { openLab, type LabId, type LabKitOptions, type LabOutcome } from '../../core/labs/lab-registry.ts';
import type { LocalStep } from '../../llm/hermes-adapter.ts';
import type { LocalGenerator } from '../../llm/local-generator.ts';
import { runOnLocalModel, type LocalRun } from '../../llm/run-on-local-model.ts';

/** Seed 003's system prompt, byte for byte: the companion courses' agent, whatever its tools. */
export const LAB_SYSTEM_PROMPT =
  'You are a helpful assistant with access to tools. To use a tool, respond with a tool call.\n' +
  'When you have enough information to answer, give your final answer directly.\n' +
  'Always show your reasoning before calling a tool.';

/** Room for the reasoning the prompt asks for before a call (the lesson's 80 tokens cut it short). */
export const LAB_MAX_NEW_TOKENS = 256;

export interface LocalLabOptions {
  lab: LabId;
  question: string;
  generator: LocalGenerator;
  /** The model's name in the trace. */
  model: string;
  kitOptions: LabKitOptions;
  /** Over the lab's own. */
  limits?: Partial<Limits>;
  switches?: Partial<Switches>;
  maxNewTokens?: number;
  /** Default true. */
  kvReuse?: boolean;
  onStep?: (step: LocalStep) => void;
}

export interface LocalLabRun extends LabOutcome, LocalRun {}

/**
 * @example const run = await runLocalLab({ lab: 'tienda', question, generator: session.generator(), model, kitOptions: {} })
 *   // run.trace.summary.answer, run.metric.toolsUsed, run.extras
 */
export async function runLocalLab(options: LocalLabOptions): Promise<LocalLabRun> {
  const session = openLab(options.lab, options.kitOptions);
  const run = await runOnLocalModel({
    generator: options.generator,
    system: LAB_SYSTEM_PROMPT,
    maxNewTokens: options.maxNewTokens ?? LAB_MAX_NEW_TOKENS,
    kvReuse: options.kvReuse,
    onStep: options.onStep,
    model: options.model,
    question: options.question,
    kit: session.kit,
    offered: session.offered,
    limits: { ...session.limits, ...options.limits },
    switches: { ...DEFAULT_SWITCHES, ...options.switches },
    verify: session.verify,
  });
  return { ...run, ...session.finish(run.trace) };
}
