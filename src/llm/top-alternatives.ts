// "What it almost said": for each generated token, the few tokens the model ranked highest and their
// probabilities. The arithmetic is here, pure: a softmax over the whole vocabulary and a partial top-k in one pass
// over the scores (151,936 of them a token for Qwen2.5: sorting them all would cost more than the step itself).
// engine/alternatives-recorder.ts calls it on the scores greedy decoding picks from.

/** One ranked token: its id and its probability (0–1). */
export interface TokenChoice {
  id: number;
  probability: number;
}

/** A ranked token with its text. */
export interface Alternative extends TokenChoice {
  /** The token decoded alone, special tokens kept (`<tool_call>`, `<|im_end|>`). */
  piece: string;
}

/** One generated token and what the model ranked at that position, highest first. */
export interface TokenAlternatives extends Alternative {
  /** The chosen token's is `probability`; under greedy decoding `top[0]` is the chosen token. */
  top: Alternative[];
  /** A fork forced this token (`top` is still what the model ranked there). */
  forced?: true;
}

/** How many alternatives the page asks for when "What it almost said" is on. */
export const ALTERNATIVES_SHOWN = 5;

/** Below this top-1 probability the model nearly wrote something else: the view marks the token. */
export const LOW_CONFIDENCE = 0.5;

/**
 * The k highest scores of one row, as softmax probabilities over the whole row, highest first. Ties keep the
 * lower id first, as greedy decoding's argmax does, so `[0]` is the token it picks. One pass: a running maximum
 * and rescaled sum for the softmax (online normalisation), and an insertion into a k-long list for the top.
 * Scores of −∞ (suppressed tokens) have probability 0; NaN scores are skipped.
 */
export function topProbabilities(scores: ArrayLike<number>, k: number): TokenChoice[] {
  return rankScores(scores, k).top;
}

/** The top k and the softmax's normaliser (the row's maximum and Σ exp(x − max)), for any other token's probability. */
export interface Ranking {
  top: TokenChoice[];
  max: number;
  sum: number;
}

/** topProbabilities, keeping the normaliser: a sampled token outside the top k still gets its probability. */
export function rankScores(scores: ArrayLike<number>, k: number): Ranking {
  const ids: number[] = [];
  const values: number[] = [];
  let max = -Infinity;
  let sum = 0;
  for (let i = 0; i < scores.length; i++) {
    const x = scores[i]!;
    if (Number.isNaN(x) || x === -Infinity) continue;
    if (x > max) {
      sum = sum * Math.exp(max - x) + 1;
      max = x;
    } else {
      sum += Math.exp(x - max);
    }
    if (values.length === k && x <= values[k - 1]!) continue;
    // After every equal score already held: the lower id stays first.
    let at = values.length;
    while (at > 0 && values[at - 1]! < x) at--;
    values.splice(at, 0, x);
    ids.splice(at, 0, i);
    if (values.length > k) {
      values.pop();
      ids.pop();
    }
  }
  return { top: ids.map((id, n) => ({ id, probability: Math.exp(values[n]! - max) / sum })), max, sum };
}

/**
 * Each generated token with its ranked alternatives, the pieces decoded by `decode`. `ranked[i]` is what was
 * ranked when `tokenIds[i]` was chosen; the chosen token's probability is its own among them, else `chosen[i]`
 * (a sampled token the model ranked lower; greedy decoding never writes one), else 0.
 */
export function tokenAlternatives(
  tokenIds: readonly number[],
  ranked: readonly (readonly TokenChoice[])[],
  decode: (id: number) => string,
  chosen?: readonly number[],
): TokenAlternatives[] {
  if (ranked.length !== tokenIds.length) throw new Error(`tokenAlternatives: ${ranked.length} rankings for ${tokenIds.length} tokens`);
  const pieces = new Map<number, string>();
  const piece = (id: number) => pieces.get(id) ?? pieces.set(id, decode(id)).get(id)!;
  return tokenIds.map((id, i) => {
    const top = ranked[i]!.map((c) => ({ id: c.id, probability: c.probability, piece: piece(c.id) }));
    return { id, piece: piece(id), probability: top.find((c) => c.id === id)?.probability ?? chosen?.[i] ?? 0, top };
  });
}

/** Whether the model was unsure at this token: its top choice under LOW_CONFIDENCE. */
export function isFork(token: TokenAlternatives): boolean {
  return (token.top[0]?.probability ?? 0) < LOW_CONFIDENCE;
}
