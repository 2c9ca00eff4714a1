// A run's whole state in the link: the page's own params stay as they are, and what they cannot say (forks, edits,
// pinned comparisons, the current step) goes in one param, compressed with lz-string's URI-safe encoding. A link
// longer than a browser, chat or projector setup handles comfortably is refused: the page offers a trace file.
// lz-string is a CommonJS package: its default export is what both the bundler and Node give (named exports only
// the bundler's interop would), so the bench and the tests run this very code.
import lzString from 'lz-string';
import type { ZodType } from 'zod';

/** The param that carries the compressed state. */
export const SHARE_PARAM = 'w';

/** Above this, a link is not offered (about 8 KB: what chats and QR codes take without trouble). */
export const MAX_LINK_CHARS = 8000;

export function encodeShared(value: unknown): string {
  return lzString.compressToEncodedURIComponent(JSON.stringify(value));
}

export type Decoded<T> = { ok: true; value: T } | { ok: false; reason: 'not-compressed' | 'not-json' | 'invalid'; detail: string };

/** The value a link carries, checked against `schema`; a hand-edited or truncated link says why it was not read. */
export function decodeShared<T>(text: string, schema: ZodType<T>): Decoded<T> {
  const json = lzString.decompressFromEncodedURIComponent(text);
  if (!json) return { ok: false, reason: 'not-compressed', detail: 'the link’s state is not lz-string data' };
  let value: unknown;
  try {
    value = JSON.parse(json) as unknown;
  } catch (error) {
    return { ok: false, reason: 'not-json', detail: String(error) };
  }
  const parsed = schema.safeParse(value);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    return { ok: false, reason: 'invalid', detail: `${issue?.path.join('.') || '(root)'}: ${issue?.message ?? 'invalid'}` };
  }
  return { ok: true, value: parsed.data };
}
