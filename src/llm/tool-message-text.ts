// The text of a `tool` message as the lesson's local loop wrote it: `json.dumps(r, ensure_ascii=False)`.
// The loop serializes results as `json.dumps(r)` (ASCII-escaped, the API runs' bytes); with ensure_ascii=False
// Python writes every character from U+007F up as itself and still escapes control characters, quotes and
// backslashes. Escaped backslashes are matched first, so a literal "\u00e1" in a result stays as written.

const ESCAPE = /\\\\|\\u([0-9a-fA-F]{4})/g;

export function withoutAsciiEscapes(json: string): string {
  return json.replace(ESCAPE, (match, hex: string | undefined) => {
    if (hex === undefined) return match;
    const code = parseInt(hex, 16);
    return code < 0x7f ? match : String.fromCharCode(code);
  });
}
