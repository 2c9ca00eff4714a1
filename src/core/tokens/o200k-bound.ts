// An upper bound on a text's o200k_base count without the 1 MB encoder: the encoder splits a text with its
// pre-tokenizer regex (a few hundred bytes, shared here) and encodes each piece on its own: a piece that is a token
// of the vocabulary is exactly one token, any other at most one token per UTF-8 byte. So a piece known to be a
// single token counts 1 and any other its bytes. Known: the pieces the lab's own requests use most
// (o200k-common-pieces.json, made by scripts/tokens/common-pieces.ts; a unit test checks each is one token).
import { O200K_TOKEN_SPLIT_REGEX } from 'gpt-tokenizer/encodingParams/constants';
import COMMON_PIECES from './o200k-common-pieces.json' with { type: 'json' };

const SINGLE_TOKENS: ReadonlySet<string> = new Set(COMMON_PIECES);
const encoder = new TextEncoder();

/** At least `text`'s o200k_base count (special-token text counted as plain text, as the counter does). */
export function o200kUpperBound(text: string): number {
  let bound = 0;
  for (const [piece] of text.matchAll(O200K_TOKEN_SPLIT_REGEX)) bound += SINGLE_TOKENS.has(piece) ? 1 : encoder.encode(piece).length;
  return bound;
}
