import { describe, expect, it } from 'vitest';
import { argsObject, fieldText, parseArgs, schemaFields, withArg } from '../../../../src/ui/tools/tool-args.ts';

const schema = {
  properties: {
    ticker: { pattern: '^[A-Z]{4}$', title: 'Ticker', type: 'string' },
    fecha: { pattern: '^\\d{4}-\\d{2}-\\d{2}$', title: 'Fecha', type: 'string' },
    n: { title: 'N', type: 'integer' },
  },
  required: ['ticker', 'fecha'],
  title: 'ArgsPrecio',
  type: 'object',
};

describe('tool arguments on the tools page', () => {
  it('makes one field per property, in order, with title, type, pattern and requiredness', () => {
    expect(schemaFields(schema)).toEqual([
      { name: 'ticker', title: 'Ticker', type: 'string', pattern: '^[A-Z]{4}$', required: true },
      { name: 'fecha', title: 'Fecha', type: 'string', pattern: '^\\d{4}-\\d{2}-\\d{2}$', required: true },
      { name: 'n', title: 'N', type: 'integer', required: false },
    ]);
  });

  it('reports invalid JSON with the parser message instead of throwing', () => {
    const r = parseArgs('{"ticker": "BUSI",');
    expect(r.ok).toBe(false);
    expect(r.ok ? '' : r.message).not.toBe('');
  });

  it('sets and removes one argument, numbers for numeric fields', () => {
    const [ticker, , n] = schemaFields(schema);
    expect(withArg('{"ticker":"BUSI","fecha":"2024-03-15"}', ticker!, 'ACME')).toBe('{"ticker":"ACME","fecha":"2024-03-15"}');
    expect(withArg('{"ticker":"BUSI"}', ticker!, '')).toBe('{}');
    expect(withArg('', n!, '12')).toBe('{"n":12}');
    expect(withArg('{}', n!, 'doce')).toBe('{"n":"doce"}');
  });

  it('leaves invalid or non-object raw text alone', () => {
    const [ticker] = schemaFields(schema);
    expect(withArg('{"ticker":', ticker!, 'BUSI')).toBeUndefined();
    expect(withArg('[1]', ticker!, 'BUSI')).toBeUndefined();
  });

  it('shows an argument as text', () => {
    expect(fieldText({ ticker: 'BUSI', n: 3 }, 'ticker')).toBe('BUSI');
    expect(fieldText({ ticker: 'BUSI', n: 3 }, 'n')).toBe('3');
    expect(fieldText('x', 'ticker')).toBe('');
  });
});

describe('argsObject', () => {
  it('accepts a JSON object or empty text, nothing else', () => {
    expect(argsObject('{"a":1}')).toEqual({ a: 1 });
    expect(argsObject('  ')).toEqual({});
    expect(argsObject('[]')).toBeUndefined();
    expect(argsObject('null')).toBeUndefined();
    expect(argsObject('{')).toBeUndefined();
  });
});
