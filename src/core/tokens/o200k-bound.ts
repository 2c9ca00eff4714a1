// An upper bound on a text's o200k_base count without the 1 MB encoder: the encoder splits a text with its
// pre-tokenizer regex (a few hundred bytes, shared here) and encodes each piece on its own: a piece that is a token
// of the vocabulary is exactly one token, any other at most one token per UTF-8 byte. So a piece known to be a
// single token counts 1 and any other its bytes. Known: the pieces the lab's own requests use most
// (o200k-common-pieces.json, made by scripts/tokens/common-pieces.ts; a unit test checks each is one token).
import { O200K_TOKEN_SPLIT_REGEX } from 'gpt-tokenizer/encodingParams/constants';
import COMMON_PIECES from './o200k-common-pieces.json' with { type: 'json' };

const SINGLE_TOKENS: ReadonlySet<string> = new Set(COMMON_PIECES);

/** The bytes of `text` in UTF-8: at least its bound, known without splitting it into pieces. */
export function utf8Bytes(text: string): number {
  let bytes = 0;
  for (let i = 0; i < text.length; i++) {
    const unit = text.charCodeAt(i);
    // A surrogate pair is one 4-byte code point: 2 bytes for each half; a lone surrogate is written as 3 (U+FFFD).
    const paired = unit >= 0xd800 && unit <= 0xdbff && (text.charCodeAt(i + 1) & 0xfc00) === 0xdc00;
    bytes += unit < 0x80 ? 1 : unit < 0x800 ? 2 : paired ? 4 : 3;
    if (paired) i++;
  }
  return bytes;
}

/** At least `text`'s o200k_base count (special-token text counted as plain text, as the counter does). */
export function o200kUpperBound(text: string): number {
  let bound = 0;
  for (const [piece] of text.matchAll(O200K_TOKEN_SPLIT_REGEX)) bound += SINGLE_TOKENS.has(piece) ? 1 : utf8Bytes(piece);
  return bound;
}
