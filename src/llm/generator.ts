// What the Hermes adapter and the planner need from a local model: render a conversation with the model's own
// chat template (and count its tokens), then generate one turn. A LocalModel provides it in the same process
// (engine/in-process-generator.ts, Node); the worker client provides it in the page
// (worker/client/model-worker-client.ts). Types only: importing this pulls no transformers.js.
import type { ChatMessage, RenderOptions, TemplateTool } from './chat-template.ts';
import type { StepStats, StopReason } from './engine/generation.ts';
import type { SamplingSettings } from './seeded-sampling.ts';
import type { TokenAlternatives } from './top-alternatives.ts';

export interface RenderedPrompt {
  /** The exact text the model reads. */
  prompt: string;
  /** Its tokens, by the model's own tokenizer. */
  tokens: number;
}

export interface TurnOptions {
  maxNewTokens: number;
  /** Reuse the cached keys/values of the longest common token prefix with the previous step. */
  kvReuse: boolean;
  /** Top tokens to record at each generated token ("what it almost said"); absent or 0, none. */
  alternatives?: number;
  /** Seeded sampling with this generation's own seed (local-model-backend.ts draws one a step); absent, greedy. */
  sampling?: SamplingSettings;
  /**
   * Tokens written before the model goes on (a fork from a token): read as part of the prompt, so the KV cache
   * is reused up to them, and returned at the start of the turn (its text and generated tokens count them).
   */
  forced?: readonly number[];
  /** Constrained decoding: only a valid call of one of these tools, or plain text (engine/tool-call-constraint.ts). */
  constrain?: readonly TemplateTool[];
}

export interface GeneratedTurn {
  /** The new tokens decoded without special tokens (`<tool_call>` tags stay). */
  text: string;
  stopReason: StopReason;
  stats: StepStats;
  /** One per generated token, when alternatives were asked for. */
  alternatives?: TokenAlternatives[];
  /** Under constrained decoding: the generated tokens (0-based) where the constraint masked the model's first choice. */
  masked?: number[];
}

export interface LocalGenerator {
  render(messages: readonly ChatMessage[], tools: readonly TemplateTool[], options?: RenderOptions): Promise<RenderedPrompt>;
  generate(prompt: string, options: TurnOptions): Promise<GeneratedTurn>;
}
