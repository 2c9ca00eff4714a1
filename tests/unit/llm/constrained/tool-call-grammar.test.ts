// The constrained reply's language, character by character: the lesson's calls and answers, what it refuses, and
// the JSON Schema keywords the arguments are checked against.
import { describe, expect, it } from 'vitest';
import { templateTools, type TemplateTool } from '../../../../src/llm/chat-template.ts';
import { advanceText } from '../../../../src/llm/constrained/grammar-state.ts';
import { toolCallGrammar } from '../../../../src/llm/constrained/tool-call-grammar.ts';
import { BASICAS, lessonSchemaKit } from '../lesson-tool-schemas.ts';

const LESSON = toolCallGrammar(templateTools(lessonSchemaKit, BASICAS));

const call = (json: string) => `<tool_call>\n${json}\n</tool_call>`;
const PRECIO = call('{"name": "precio", "arguments": {"ticker": "BUSI", "fecha": "2024-03-15"}}');

/** Whether `reply` is a whole reply: in the language, and the turn may end after it. */
function complete(reply: string, start = LESSON): boolean {
  return advanceText(start, reply)?.canEnd ?? false;
}

/** Whether `reply` can still be continued into a whole reply. */
function alive(reply: string, start = LESSON): boolean {
  return advanceText(start, reply) !== null;
}

describe('the lesson’s tools', () => {
  it('accepts the lesson’s calls, with or without the optional spaces', () => {
    expect(complete(PRECIO)).toBe(true);
    expect(complete(call('{"name":"precio","arguments":{"fecha":"2024-03-22","ticker":"ACME"}}'))).toBe(true);
    expect(
      complete(call('{"name": "buscar_noticias", "arguments": {"ticker": "BUSI", "desde": "2024-03-01", "hasta": "2024-03-22"}}')),
    ).toBe(true);
    expect(complete(call('{"name": "calculadora", "arguments": {"expresion": "(101.3 - 98.7) / 98.7 * 100"}}'))).toBe(true);
    expect(complete(call('{"name": "calculadora", "arguments": {"expresion": "say \\"hi\\" \\u00e9\\n"}}'))).toBe(true);
  });

  it('accepts text before a call, two calls in a row, and a think block then a call', () => {
    expect(complete('Voy a consultar el precio.\n' + PRECIO)).toBe(true);
    expect(complete(PRECIO + '\n' + PRECIO)).toBe(true);
    expect(complete('<think>\nNecesito el precio: {"ticker": "BUSI"} <tool_call> aquí es texto.\n</think>\n\n' + PRECIO)).toBe(true);
  });

  it('accepts text answers, with `{` later in the text, and may end anywhere in text', () => {
    expect(complete('El cierre fue 101,3 {aprox.} [fuente: datos].')).toBe(true);
    expect(complete('  \nRespuesta: `x`')).toBe(true);
    expect(complete('')).toBe(true);
    expect(complete('Un < que no abre nada, y <tool que tampoco.')).toBe(true);
  });

  it('a call may end only after its </tool_call>, and then only end or open another call at once', () => {
    expect(alive(PRECIO.slice(0, -1))).toBe(true);
    expect(complete(PRECIO.slice(0, -1))).toBe(false);
    expect(alive(PRECIO + '\n\n' + PRECIO)).toBe(false);
    expect(alive(PRECIO + ' Listo.')).toBe(false);
    expect(alive(PRECIO + '\n')).toBe(true);
  });

  it('rejects an unknown tool name, an unknown key, and a missing required key before `}`', () => {
    expect(alive('<tool_call>\n{"name": "precios"')).toBe(false);
    expect(alive('<tool_call>\n{"name": "precio", "arguments": {"simbolo"')).toBe(false);
    expect(alive('<tool_call>\n{"name": "precio", "arguments": {"ticker": "BUSI"')).toBe(true);
    expect(alive('<tool_call>\n{"name": "precio", "arguments": {"ticker": "BUSI"}')).toBe(false);
    expect(alive('<tool_call>\n{"name": "precio", "arguments": {"ticker": "BUSI", "ticker"')).toBe(false);
  });

  it('holds the ticker to its pattern as it is written: `busi` and `BUSIX` die at the offending character', () => {
    expect(alive('<tool_call>\n{"name": "precio", "arguments": {"ticker": "b')).toBe(false);
    expect(alive('<tool_call>\n{"name": "precio", "arguments": {"ticker": "BUSI')).toBe(true);
    expect(alive('<tool_call>\n{"name": "precio", "arguments": {"ticker": "BUSIX')).toBe(false);
    expect(alive('<tool_call>\n{"name": "precio", "arguments": {"ticker": "BUS"')).toBe(false);
    expect(alive('<tool_call>\n{"name": "precio", "arguments": {"ticker": "BUSI", "fecha": "2024-3-')).toBe(false);
    // A \uXXXX escape is refused under a pattern (its character is known too late to turn back); a free string takes it.
    expect(alive('<tool_call>\n{"name": "precio", "arguments": {"ticker": "BUSI", "fecha": "2024-03-15\\u')).toBe(false);
    expect(alive('<tool_call>\n{"name": "calculadora", "arguments": {"expresion": "1\\u002B')).toBe(true);
  });

  it('rejects a call missing its closing brace, and a reply opening with JSON or a fence', () => {
    expect(alive(call('{"name": "precio", "arguments": {"ticker": "BUSI", "fecha": "2024-03-15"}'))).toBe(false);
    expect(alive('{"name": "precio"')).toBe(false);
    expect(alive('  \n[1]')).toBe(false);
    expect(alive('```json')).toBe(false);
    expect(alive('<think>x</think>\n{')).toBe(false);
  });

  it('allows whitespace only as one space after `:` and `,`', () => {
    expect(alive('<tool_call>\n{ "name"')).toBe(false);
    expect(alive('<tool_call>\n{"name" :')).toBe(false);
    expect(alive('<tool_call>\n{"name":  "')).toBe(false);
    expect(alive('<tool_call>\n{"name":\n"')).toBe(false);
    expect(alive('<tool_call>\n{"name": "precio" ,')).toBe(false);
    expect(alive('<tool_call> {"name"')).toBe(false);
    expect(alive(call('{"name": "precio", "arguments": {"ticker": "BUSI", "fecha": "2024-03-15"} }'))).toBe(false);
  });

  it('with no tools offered, `<tool_call>` cannot be written', () => {
    expect(alive('<tool_call>', toolCallGrammar([]))).toBe(false);
    expect(complete('Hola.', toolCallGrammar([]))).toBe(true);
  });
});

/** One tool `f` whose arguments follow `parameters`. */
function oneTool(parameters: Record<string, unknown>) {
  const tools: TemplateTool[] = [{ type: 'function', function: { name: 'f', description: '', parameters } }];
  const grammar = toolCallGrammar(tools);
  return {
    valid: (args: string) => complete(call(`{"name": "f", "arguments": ${args}}`), grammar),
    prefix: (args: string) => alive(`<tool_call>\n{"name": "f", "arguments": ${args}`, grammar),
  };
}

describe('arguments by JSON Schema', () => {
  it('integer bounds: digits then the end at `,` or `}`, bounds checked, hopeless digits cut off early', () => {
    const f = oneTool({ type: 'object', properties: { n: { type: 'integer', minimum: 1, maximum: 10 }, x: { type: 'number' } } });
    expect(f.valid('{"n": 5}')).toBe(true);
    expect(f.valid('{"n": 10, "x": -2.5e3}')).toBe(true);
    expect(f.valid('{"n": 0}')).toBe(false);
    expect(f.prefix('{"n": 0')).toBe(false);
    expect(f.prefix('{"n": 11')).toBe(false);
    expect(f.prefix('{"n": 5.')).toBe(false);
    expect(f.prefix('{"n": -')).toBe(false);
    expect(f.prefix('{"n": 01')).toBe(false);
    expect(f.prefix('{"x": 1.')).toBe(true);
    expect(f.valid('{"x": 1.}')).toBe(false);
    expect(f.valid('{"x": 0.25}')).toBe(true);
  });

  it('enum and const: exact JSON literals', () => {
    const f = oneTool({ type: 'object', properties: { u: { enum: ['USD', 'EUR', 3] }, k: { const: true } } });
    expect(f.valid('{"u": "EUR"}')).toBe(true);
    expect(f.valid('{"u": 3, "k": true}')).toBe(true);
    expect(f.prefix('{"u": "GBP')).toBe(false);
    expect(f.prefix('{"k": false')).toBe(false);
  });

  it('anyOf with null, and type given as an array', () => {
    const f = oneTool({
      type: 'object',
      properties: { a: { anyOf: [{ type: 'string', pattern: '^\\d{4}$' }, { type: 'null' }] }, b: { type: ['boolean', 'null'] } },
    });
    expect(f.valid('{"a": null, "b": false}')).toBe(true);
    expect(f.valid('{"a": "2024", "b": null}')).toBe(true);
    expect(f.prefix('{"a": "20x')).toBe(false);
    expect(f.prefix('{"b": "')).toBe(false);
  });

  it('arrays with items, minItems and maxItems', () => {
    const f = oneTool({ type: 'object', properties: { t: { type: 'array', items: { type: 'string', maxLength: 2 }, minItems: 1, maxItems: 2 } } });
    expect(f.valid('{"t": ["ab"]}')).toBe(true);
    expect(f.valid('{"t": ["a", "b"]}')).toBe(true);
    expect(f.valid('{"t": []}')).toBe(false);
    expect(f.prefix('{"t": ["a", "b",')).toBe(false);
    expect(f.prefix('{"t": ["abc')).toBe(false);
    expect(f.prefix('{"t": [ "a"')).toBe(false);
  });

  it('$ref into $defs, nested objects with their own required keys, and a recursive schema', () => {
    const f = oneTool({
      type: 'object',
      $defs: {
        Rango: { type: 'object', properties: { desde: { type: 'string' }, hasta: { type: 'string' } }, required: ['desde'] },
        Nodo: { type: 'object', properties: { hijo: { anyOf: [{ $ref: '#/$defs/Nodo' }, { type: 'null' }] } } },
      },
      properties: { r: { $ref: '#/$defs/Rango' }, n: { $ref: '#/$defs/Nodo' } },
      required: ['r'],
    });
    expect(f.valid('{"r": {"desde": "a", "hasta": "b"}}')).toBe(true);
    expect(f.prefix('{"r": {"hasta": "b"}')).toBe(false);
    expect(f.valid('{"n": {"hijo": {"hijo": null}}, "r": {"desde": ""}}')).toBe(true);
  });

  it('a schema with nothing it recognises allows any JSON value; unknown keywords block nothing', () => {
    const f = oneTool({ type: 'object', properties: { v: { description: 'anything' }, w: { type: 'string', format: 'date', pattern: '(?=x)' } } });
    expect(f.valid('{"v": {"a": [1, "x", null, true, {}]}, "w": "anything at all"}')).toBe(true);
    expect(f.valid('{"v": -0.5e+2}')).toBe(true);
    expect(f.prefix('{"v": {"a" : 1')).toBe(false);
  });

  it('patterns: alternation, groups, classes, `.` and unanchored search', () => {
    const f = oneTool({
      type: 'object',
      properties: {
        p: { type: 'string', pattern: '^(ab|c[^0-9]+)\\.\\w{1,2}$' },
        q: { type: 'string', pattern: 'x.z' },
      },
    });
    expect(f.valid('{"p": "ab.c"}')).toBe(true);
    expect(f.valid('{"p": "cXY.z9"}')).toBe(true);
    expect(f.prefix('{"p": "c1')).toBe(false);
    expect(f.prefix('{"p": "ab.abc')).toBe(false);
    expect(f.valid('{"q": "..xyz.."}')).toBe(true);
    expect(f.valid('{"q": "xz"}')).toBe(false);
  });
});
