// #/mcp's hand call reads its arguments as a JSON object; anything else is a message, never an exception.
import { describe, expect, it } from 'vitest';
import { readCallArgs } from '../../../../src/ui/mcp/call-args.ts';

describe('readCallArgs', () => {
  it('reads a JSON object, and an empty field as no arguments', () => {
    expect(readCallArgs('{"ticker": "BUSI"}')).toEqual({ ok: true, args: { ticker: 'BUSI' } });
    expect(readCallArgs('  ')).toEqual({ ok: true, args: {} });
  });

  it("says malformed JSON is not valid, with the parser's words", () => {
    const read = readCallArgs('{"ticker": ');
    expect(read.ok).toBe(false);
    if (!read.ok) {
      expect(read.why.en).toMatch(/^The arguments are not valid JSON: ./);
      expect(read.why.es).toMatch(/^Los argumentos no son JSON válido: ./);
    }
  });

  it.each(['[1, 2]', '"BUSI"', '3', 'null'])('says %s is not an object', (text) => {
    expect(readCallArgs(text)).toMatchObject({ ok: false, why: { en: expect.stringContaining('must be a JSON object') } });
  });
});
