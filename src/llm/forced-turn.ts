// A reply written on from forced tokens (a fork from a token): the tokens the reply had before the forced one, the
// forced one, then the model's own. The tokens before come from the parent's record of that reply (each chosen id is
// kept with its alternatives); a fork opened from a link has no parent in the page, so the model writes the reply
// again up to the forced position first (the same prompt and seed write the same tokens). The generator is fed the
// prefix with the prompt, so the KV cache is reused up to the forced token and only what follows is generated.
import type { TokenEdit } from '../core/agent/edits.ts';
import type { GeneratedTurn, LocalGenerator, TurnOptions } from './generator.ts';
import { ALTERNATIVES_SHOWN, type TokenAlternatives } from './top-alternatives.ts';

/** The place and id of a forced token: a ReAct step's (TokenEdit) or a plan stage's. */
export type ForcedToken = Pick<TokenEdit, 'position' | 'tokenId' | 'piece'>;

/**
 * The turn with `forced` in place (by position, at least one), the model writing on after the last; `parent` is the
 * same reply as first written, when the page holds it. Rejects when the reply ends before a forced position.
 */
export async function forcedTurn(
  generator: LocalGenerator,
  prompt: string,
  options: TurnOptions,
  forced: readonly ForcedToken[],
  parent: GeneratedTurn | undefined,
): Promise<GeneratedTurn> {
  const last = forced.at(-1);
  if (!last) return generator.generate(prompt, options);
  const prefix =
    parent?.alternatives && parent.alternatives.length > last.position
      ? parent.alternatives.slice(0, last.position + 1).map((token, i) => forcedAt(token, forced.find((f) => f.position === i)))
      : await rewritten(generator, prompt, options, forced);
  const turn = await generator.generate(prompt, { ...options, forced: prefix.map((t) => t.id) });
  // The generator ranked only the tokens after the forced ones.
  return options.alternatives ? { ...turn, alternatives: [...prefix, ...(turn.alternatives ?? [])] } : turn;
}

/** A token of the prefix as the view shows it: the forced one chosen in place of what the model ranked there. */
function forcedAt(token: TokenAlternatives, edit: ForcedToken | undefined): TokenAlternatives {
  if (!edit) return token;
  const ranked = token.top.find((t) => t.id === edit.tokenId);
  return { ...token, id: edit.tokenId, piece: edit.piece, probability: ranked?.probability ?? 0, forced: true };
}

/**
 * The reply written again up to the last forced position, each forced token put in place (as the view shows it)
 * before the model goes on (the seeded sampler starts again after forced tokens, as it did in the fork that forced them).
 */
async function rewritten(generator: LocalGenerator, prompt: string, options: TurnOptions, forced: readonly ForcedToken[]): Promise<TokenAlternatives[]> {
  const tokens: TokenAlternatives[] = [];
  for (const edit of forced) {
    const wanted = edit.position + 1 - tokens.length;
    const ids = tokens.map((t) => t.id);
    const turn = await generator.generate(prompt, { ...options, alternatives: options.alternatives || ALTERNATIVES_SHOWN, maxNewTokens: ids.length + wanted, forced: ids });
    const written = turn.alternatives ?? [];
    if (written.length < wanted) throw new Error(`the reply ends after ${tokens.length + written.length} tokens, before the forced token ${edit.position + 1}`);
    tokens.push(...written.slice(0, wanted - 1), forcedAt(written[wanted - 1]!, edit));
  }
  return tokens;
}
