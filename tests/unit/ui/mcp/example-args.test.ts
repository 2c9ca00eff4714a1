// #/mcp's hand call starts from an example built from the tool's input schema: every required key, a value of its
// type (the schema's own example, default or first allowed value first), nothing optional.
import { describe, expect, it } from 'vitest';
import { exampleArgs } from '../../../../src/ui/mcp/example-args.ts';

describe('exampleArgs', () => {
  it("fills the lesson's precio: a ticker to type and a date where the pattern asks for one", () => {
    const precio = {
      type: 'object',
      title: 'ArgsPrecio',
      properties: { ticker: { type: 'string', pattern: '^[A-Z]{4}$' }, fecha: { type: 'string', pattern: '^\\d{4}-\\d{2}-\\d{2}$' } },
      required: ['ticker', 'fecha'],
    };
    expect(exampleArgs(precio)).toEqual({ ticker: '', fecha: '2024-03-15' });
  });

  it('gives each required key a placeholder of its type and leaves optional keys out', () => {
    const schema = {
      type: 'object',
      properties: {
        n: { type: 'integer' },
        x: { type: 'number', minimum: 1 },
        on: { type: 'boolean' },
        list: { type: 'array', items: { type: 'string' } },
        nested: { type: 'object', properties: { a: { type: 'string' }, b: { type: 'number' } }, required: ['a'] },
        maybe: { type: ['string', 'null'] },
        optional: { type: 'string' },
      },
      required: ['n', 'x', 'on', 'list', 'nested', 'maybe'],
    };
    expect(exampleArgs(schema)).toEqual({ n: 0, x: 1, on: false, list: [], nested: { a: '' }, maybe: '' });
  });

  it("prefers the schema's example, default, const or first enum value, reads anyOf past null and follows $defs", () => {
    const schema = {
      type: 'object',
      properties: {
        a: { type: 'string', examples: ['BUSI'], default: 'X' },
        b: { type: 'integer', default: 7 },
        c: { const: 'fixed' },
        d: { enum: ['on', 'off'] },
        e: { anyOf: [{ type: 'null' }, { type: 'number' }] },
        f: { $ref: '#/$defs/Luz' },
      },
      required: ['a', 'b', 'c', 'd', 'e', 'f'],
      $defs: { Luz: { type: 'object', properties: { room: { type: 'string' } }, required: ['room'] } },
    };
    expect(exampleArgs(schema)).toEqual({ a: 'BUSI', b: 7, c: 'fixed', d: 'on', e: 0, f: { room: '' } });
  });

  it('is an empty object for a schema with no required keys, or that is not an object schema', () => {
    expect(exampleArgs({ type: 'object', properties: { q: { type: 'string' } } })).toEqual({});
    expect(exampleArgs({ type: 'string' })).toEqual({});
    expect(exampleArgs({})).toEqual({});
  });

  it('stops at a schema that refers to itself', () => {
    const schema = { $ref: '#/$defs/Node', $defs: { Node: { type: 'object', properties: { next: { $ref: '#/$defs/Node' } }, required: ['next'] } } };
    expect(exampleArgs(schema)).toEqual({ next: { next: { next: { next: {} } } } });
  });
});
