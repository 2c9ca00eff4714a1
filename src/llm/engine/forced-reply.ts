// A reply that starts from forced tokens (a fork from a token): when they already end it there is nothing to
// generate, and otherwise the generation that goes on from them is told as the reply they begin.
import type { GenerateOptions, Generation } from './generation.ts';

/** What the forced tokens are read with: the model's reply decoding and its end-of-turn tokens. */
export interface ReplyReading {
  decode(tokenIds: readonly number[]): string;
  endOfTurn: ReadonlySet<number>;
}

/** The reply when the forced tokens already end it (an end of turn forced, or the token limit reached): nothing to generate. */
export function forcedOnly(
  reading: ReplyReading,
  promptLength: number,
  forced: readonly number[],
  maxNewTokens: number,
  options: GenerateOptions,
): Generation | null {
  const last = forced.at(-1);
  const ended = last !== undefined && reading.endOfTurn.has(last);
  if (forced.length === 0 || (!ended && forced.length < maxNewTokens)) return null;
  return {
    text: reading.decode(forced),
    tokenIds: [...forced],
    stopReason: ended ? 'end_of_turn' : 'max_new_tokens',
    stats: { inputTokens: promptLength, reusedTokens: 0, prefilledTokens: 0, generatedTokens: forced.length, prefillMs: 0, decodeMs: 0, tokensPerSecond: undefined, forcedTokens: forced.length },
    ...(options.alternatives ? { alternatives: [] } : {}),
  };
}

/** A generation fed the forced tokens with its prompt, as the reply they begin: their tokens and text first, counted as written. */
export function afterForced(reading: ReplyReading, generation: Generation, forced: readonly number[]): Generation {
  const tokenIds = [...forced, ...generation.tokenIds];
  const { stats } = generation;
  return {
    ...generation,
    text: reading.decode(tokenIds),
    tokenIds,
    stats: { ...stats, inputTokens: stats.inputTokens - forced.length, generatedTokens: tokenIds.length, forcedTokens: forced.length },
    ...(generation.masked ? { masked: generation.masked.map((i) => i + forced.length) } : {}),
  };
}
