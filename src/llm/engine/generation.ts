// What one generation of the local model is asked for and gives back: the options (greedy or seeded, KV reuse,
// forced tokens, constraint, alternatives), the reply with why it stopped, and its per-step counts and timings.
// Types and the default token limit only, so the pages and the worker's protocol read them without the model's code.
import type { TemplateTool } from '../chat-template.ts';
import type { SamplingSettings } from '../seeded-sampling.ts';
import type { TokenAlternatives } from '../top-alternatives.ts';
import type { StreamCallbacks } from './step-streamer.ts';

export interface GenerateOptions extends StreamCallbacks {
  /** Default 80, as in the lesson. */
  maxNewTokens?: number;
  /** Reuse the cached keys/values of the longest common token prefix with the previous step. Default true. */
  kvReuse?: boolean;
  /** Top tokens to record at each generated token ("what it almost said"); 0, the default, adds nothing to generate(). */
  alternatives?: number;
  /** Seeded sampling (this generation's own seed); absent, greedy decoding as the lesson's. */
  sampling?: SamplingSettings;
  /**
   * Tokens of the reply written before generation goes on (a fork from a token): fed with the prompt, so the KV
   * cache is reused up to them, and counted as the reply's. `alternatives` covers only the tokens generated after them.
   */
  forced?: readonly number[];
  /** Constrained decoding: only plain text or valid calls of these tools (tool-call-constraint.ts). */
  constrain?: readonly TemplateTool[];
}

export type StopReason = 'end_of_turn' | 'max_new_tokens' | 'interrupted';

export interface StepStats {
  /** Tokens of the prompt. */
  inputTokens: number;
  /** Prompt tokens whose keys/values came from the cache. */
  reusedTokens: number;
  /** Prompt tokens run through the model: inputTokens − reusedTokens. */
  prefilledTokens: number;
  generatedTokens: number;
  /** From the start of generate() to the first new token (cache truncation included). */
  prefillMs: number;
  /** From the first new token to the last. */
  decodeMs: number;
  /** Decode speed after the first token; undefined when fewer than two tokens were generated. */
  tokensPerSecond: number | undefined;
  /** A fork's tokens written before generation, fed after the prompt: reused and prefilled count them too. */
  forcedTokens?: number;
}

export interface Generation {
  /** The reply's tokens (forced ones first) decoded without special tokens (`<tool_call>` is not special, so calls stay visible). */
  text: string;
  /** The reply's tokens, forced ones first. */
  tokenIds: number[];
  stopReason: StopReason;
  stats: StepStats;
  /** One per generated token, when `alternatives` was asked for. */
  alternatives?: TokenAlternatives[];
  /** Under `constrain`: the reply's tokens (0-based, forced ones counted) where the constraint masked the model's first choice. */
  masked?: number[];
}

export const DEFAULT_MAX_NEW_TOKENS = 80;
