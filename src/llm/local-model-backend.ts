// The local model as a backend: the Hermes adapter over a generator (the worker client in the page, LocalModel in
// Node), each generation recorded as it finishes, the model's own token counts, and an interrupted generation
// named so; for plan and execute, the planner's chat model over the same generator. With `sampling`, each
// generation of a run draws its tokens with its own seed, the n-th seed of the run's (seeded-sampling.ts).
import type { EndReason } from '../core/agent/trace.ts';
import type { PlanBackend, ReactBackend } from '../core/run/backend.ts';
import type { ReactPlan } from '../core/run/run-plan.ts';
import type { LocalRunReport } from '../core/trace-io/trace-file.ts';
import { templateTools, type ChatMessage, type TemplateTool } from './chat-template.ts';
import { firstChangedTurn, replyEditAt, tokenEditsAt, type EditedReply } from '../core/agent/edits.ts';
import { forcedTurn } from './forced-turn.ts';
import { stageGenerators } from './plan-token-fork.ts';
import type { ReactFork } from '../core/run/fork.ts';
import { hermesAdapter, openingMessages, type LocalStep } from './hermes-adapter.ts';
import type { LocalGenerator } from './generator.ts';
import type { DecodingMode } from './decoding.ts';
import { localChatModel } from './planner-chat-model.ts';
import { resolveSampling, stepSeeds, type SamplingOption, type SamplingSettings } from './seeded-sampling.ts';

export interface LocalModelBackendOptions {
  generator: LocalGenerator;
  /** The model's name in the trace (`onnx-community/Qwen2.5-0.5B-Instruct`, `local:tiny-qwen2-lesson`). */
  model: string;
  /** Over the plan's own. */
  maxNewTokens?: number;
  /** Default true. */
  kvReuse?: boolean;
  /** The chat template's enable_thinking (Qwen3); default off. */
  thinking?: boolean;
  /** Top tokens to record at each generated token ("what it almost said", LocalStep.turn.alternatives); default 0, none. */
  alternatives?: number;
  /**
   * Seeded sampling: the run's seed and temperature (top-k and top-p the model card's unless given). Absent,
   * greedy decoding, as the lesson's: nothing about the run changes.
   */
  sampling?: SamplingOption;
  /** How the output becomes calls (decoding.ts); default free, the lesson's. */
  decoding?: DecodingMode;
  /** Each step as it finishes, for live display. */
  onStep?: (step: LocalStep) => void;
}

/** What a local run reports besides its trace. */
export interface LocalReport {
  /** One per generation, in order: the prompt and what the model did with it (tokens reused, timings). */
  steps: LocalStep[];
  /** What the run sampled with (its own seed, not a step's); absent, it was greedy. */
  sampling?: SamplingSettings;
  /** How its output became calls, when not the lesson's free decoding. */
  decoding?: Exclude<DecodingMode, 'free'>;
}

/** A local run's steps as a trace file carries them: the tokens each generation read and wrote (and where a constraint masked the model's choice); how it sampled and decoded. */
export function localRunReport({ steps, sampling, decoding }: LocalReport): LocalRunReport {
  return {
    steps: steps.map((s) => ({ inputTokens: s.inputTokens, generatedTokens: s.turn.stats.generatedTokens, ...(s.turn.masked ? { masked: s.turn.masked } : {}) })),
    ...(sampling ? { sampling } : {}),
    ...(decoding ? { decoding } : {}),
  };
}

/** @example run(lessonQuestionPlan({ question, kit, tools }), localModelBackend({ generator, model })) */
export function localModelBackend(options: LocalModelBackendOptions): ReactBackend<LocalReport> & PlanBackend<LocalReport> {
  const kvReuse = options.kvReuse ?? true;
  const sampling = options.sampling ? resolveSampling(options.sampling, options.model, options.thinking ?? false) : undefined;
  const decoding = options.decoding ?? 'free';
  const settled = (steps: LocalStep[]): LocalReport => ({ steps, ...(sampling ? { sampling } : {}), ...(decoding !== 'free' ? { decoding } : {}) });
  return {
    async connect(plan) {
      const steps: LocalStep[] = [];
      const prompt = firstPrompt(plan);
      const adapter = hermesAdapter({
        // Seeds drawn outside the fork's replay, so a replayed step still takes its seed and the next ones line up.
        generator: sampledGenerator(forkedGenerator(options.generator, plan.fork), sampling),
        model: options.model,
        system: plan.system,
        tools: prompt.tools,
        ...(options.thinking ? { thinking: true } : {}),
        maxNewTokens: options.maxNewTokens ?? plan.maxNewTokens,
        kvReuse,
        alternatives: options.alternatives ?? 0,
        decoding,
        onStep: (step) => {
          steps.push(step);
          options.onStep?.(step);
        },
      });
      return {
        adapter,
        model: options.model,
        // The adapter passes the model's own token count to the gate, so the loop never counts a body itself.
        countTokens: () => {
          throw new Error('the local model counts its own tokens');
        },
        interpretFailure: (failure): EndReason | undefined =>
          steps.at(-1)?.turn.stopReason === 'interrupted' ? { kind: 'interrupted', detail: failure.message } : undefined,
        report: () => settled(steps),
      };
    },
    connectPlan(plan) {
      const steps: LocalStep[] = [];
      const generators = stageGenerators(options.generator, (g) => sampledGenerator(g, sampling), plan.fork, localSteps(plan.fork?.parent?.report));
      const chat = (generator: LocalGenerator) =>
        localChatModel({
          generator,
          ...(options.thinking ? { thinking: true } : {}),
          maxNewTokens: options.maxNewTokens ?? plan.maxNewTokens,
          kvReuse,
          alternatives: options.alternatives ?? 0,
          onStep: (step) => {
            steps.push(step);
            options.onStep?.(step);
          },
        });
      return { extractor: chat(generators.extract), writer: chat(generators.write), report: () => settled(steps) };
    },
  };
}

/**
 * The conversation and tools of a plan's first step, as the adapter sends them: what #/local previews before a
 * run is, by construction, what the model reads (render them with the generator).
 */
export function firstPrompt(plan: ReactPlan<unknown>): { messages: ChatMessage[]; tools: TemplateTool[] } {
  return { messages: openingMessages(plan.system, plan.question), tools: templateTools(plan.kit, plan.offered) };
}

/** Each generation of one run with the next of the run's seeds; without sampling, the generator as it is. */
function sampledGenerator(generator: LocalGenerator, sampling: SamplingSettings | undefined): LocalGenerator {
  if (!sampling) return generator;
  const nextSeed = stepSeeds(sampling.seed);
  return {
    render: (messages, tools, renderOptions) => generator.render(messages, tools, renderOptions),
    generate: (prompt, turn) => generator.generate(prompt, { ...turn, sampling: { ...sampling, seed: nextSeed() } }),
  };
}

/**
 * The generator a fork runs on: the n-th generation is step n. Before the edit, the parent's step whose prompt is
 * the same is returned as it was (greedy decoding would write the same: the model only runs from the edit, its KV
 * cache reused up to where the prompts part); at an edited step, the student's reply stands for the model's
 * (parsed by the adapter as usual), or the model writes on from the student's forced token (forced-turn.ts); from
 * there on, the model generates.
 */
function forkedGenerator(generator: LocalGenerator, fork: ReactFork | undefined): LocalGenerator {
  if (!fork) return generator;
  const { edits } = fork;
  const parentSteps = localSteps(fork.parent?.report);
  const firstEdit = firstChangedTurn(edits) ?? 1;
  let step = 0;
  return {
    render: (messages, tools, renderOptions) => generator.render(messages, tools, renderOptions),
    async generate(prompt, options) {
      step += 1;
      const edited = replyEditAt(edits, step);
      if (edited) return { text: replyText(edited), stopReason: 'end_of_turn', stats: NOT_GENERATED };
      const parent = parentSteps[step - 1];
      const samePrompt = parent?.prompt === prompt ? parent.turn : undefined;
      const forced = tokenEditsAt(edits, step);
      if (forced.length > 0) return forcedTurn(generator, prompt, options, forced, samePrompt);
      if (step < firstEdit && samePrompt) return samePrompt;
      return generator.generate(prompt, options);
    },
  };
}

/** A parent's steps when its report is a local model's (a parent from another backend has none to give). */
function localSteps(report: unknown): readonly LocalStep[] {
  const steps = typeof report === 'object' && report !== null && 'steps' in report ? report.steps : undefined;
  return Array.isArray(steps) ? steps.filter((s): s is LocalStep => typeof s === 'object' && s !== null && 'prompt' in s && 'turn' in s) : [];
}

/** Nothing ran: the student wrote the reply (or, for the prompt preview, the lesson's model did). */
export const NOT_GENERATED = { inputTokens: 0, reusedTokens: 0, prefilledTokens: 0, generatedTokens: 0, prefillMs: 0, decodeMs: 0, tokensPerSecond: undefined };

/** A reply as the model would have written it: its text, then each call in Qwen's <tool_call> tags. */
export function replyText(reply: EditedReply): string {
  if (reply.kind === 'text') return reply.text;
  const blocks = reply.calls.map((c) => `<tool_call>\n${JSON.stringify({ name: c.name, arguments: c.args })}\n</tool_call>`);
  return [reply.text ?? '', ...blocks].filter((part) => part !== '').join('\n');
}
