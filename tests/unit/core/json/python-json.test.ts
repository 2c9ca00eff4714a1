// Python's json.dumps defaults, byte for byte (expected strings printed by CPython 3.12).
import { describe, expect, it } from 'vitest';
import { pythonFloatRepr, pythonJsonDumps } from '../../../../src/core/json/python-json.ts';

describe('pythonJsonDumps', () => {
  it("writes the lesson's tool outputs with ', ' and ': ' separators, keys in insertion order", () => {
    expect(pythonJsonDumps({ resultado: { ticker: 'BUSI', fecha: '2024-03-15', cierre: 26.19 } })).toBe(
      '{"resultado": {"ticker": "BUSI", "fecha": "2024-03-15", "cierre": 26.19}}',
    );
    expect(pythonJsonDumps([1, [2, 3], {}, [], null, true, false])).toBe('[1, [2, 3], {}, [], null, true, false]');
  });

  it('escapes everything outside printable ASCII, as ensure_ascii does', () => {
    expect(pythonJsonDumps({ error: "argumentos no válidos: fecha: String should match pattern '^\\d{4}$'" })).toBe(
      String.raw`{"error": "argumentos no v\u00e1lidos: fecha: String should match pattern '^\\d{4}$'"}`,
    );
    expect(pythonJsonDumps('¿Cuánto? 😀 "x"\n\t\u0001\u007f')).toBe(String.raw`"\u00bfCu\u00e1nto? \ud83d\ude00 \"x\"\n\t\u0001\u007f"`);
  });

  it('skips undefined members, as a dict never holds them', () => {
    expect(pythonJsonDumps({ a: 1, b: undefined })).toBe('{"a": 1}');
  });
});

describe('pythonFloatRepr', () => {
  it.each([
    [6.4528, '6.4528'],
    [0.1 + 0.2, '0.30000000000000004'],
    [0.0001, '0.0001'],
    [0.00001, '1e-05'],
    [-2.5e-5, '-2.5e-05'],
    [1.5e-7, '1.5e-07'],
    [1234567890123456.8, '1234567890123456.8'],
    [1e16, '1e+16'],
    [1.5e22, '1.5e+22'],
    [26, '26'],
    [-3, '-3'],
    [Number.NaN, 'NaN'],
    [Number.POSITIVE_INFINITY, 'Infinity'],
  ])('%s → %s', (x, repr) => {
    expect(pythonFloatRepr(x)).toBe(repr);
  });
});

describe('pythonJsonDumps with ensure_ascii=False (the local loop, the tools page)', () => {
  const dumps = (v: unknown) => pythonJsonDumps(v, { ensureAscii: false });

  it("keeps Python's separators and float repr, and leaves accented letters as they are", () => {
    expect(dumps({ resultado: { ticker: 'BUSI', fecha: '2024-03-15', cierre: 26.19 } })).toBe(
      '{"resultado": {"ticker": "BUSI", "fecha": "2024-03-15", "cierre": 26.19}}',
    );
    expect(dumps({ error: 'solo números, + - * / y paréntesis' })).toBe('{"error": "solo números, + - * / y paréntesis"}');
    expect(dumps({ resultado: [{ a: 1 }, { b: [] }], c: {} })).toBe('{"resultado": [{"a": 1}, {"b": []}], "c": {}}');
    expect(dumps({ resultado: 0.00001, n: null, ok: true })).toBe('{"resultado": 1e-05, "n": null, "ok": true}');
  });

  it('still escapes quotes, backslashes and control characters, and keys too', () => {
    expect(dumps({ error: "pattern '^\\d{4}$'" })).toBe('{"error": "pattern \'^\\\\d{4}$\'"}');
    expect(dumps({ 'año\n': 'a"b\u0001\u007f' })).toBe('{"año\\n": "a\\"b\\u0001\u007f"}');
    expect(pythonJsonDumps({ 'año': '\u007f' })).toBe('{"a\\u00f1o": "\\u007f"}');
  });
});
