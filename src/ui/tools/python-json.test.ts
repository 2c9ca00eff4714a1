import { describe, expect, it } from 'vitest';
import { pythonJsonDumpsUnicode } from './python-json.ts';

describe('pythonJsonDumpsUnicode', () => {
  it("writes Python's json.dumps separators and keeps non-ASCII text", () => {
    expect(pythonJsonDumpsUnicode({ resultado: { ticker: 'BUSI', fecha: '2024-03-15', cierre: 26.19 } })).toBe(
      '{"resultado": {"ticker": "BUSI", "fecha": "2024-03-15", "cierre": 26.19}}',
    );
    expect(pythonJsonDumpsUnicode({ error: 'solo números, + - * / y paréntesis' })).toBe(
      '{"error": "solo números, + - * / y paréntesis"}',
    );
    expect(pythonJsonDumpsUnicode({ resultado: [{ a: 1 }, { b: [] }], c: {} })).toBe('{"resultado": [{"a": 1}, {"b": []}], "c": {}}');
    expect(pythonJsonDumpsUnicode({ error: "pattern '^\\d{4}$'" })).toBe('{"error": "pattern \'^\\\\d{4}$\'"}');
    expect(pythonJsonDumpsUnicode({ resultado: 0.00001, n: null, ok: true })).toBe('{"resultado": 1e-05, "n": null, "ok": true}');
  });
});
