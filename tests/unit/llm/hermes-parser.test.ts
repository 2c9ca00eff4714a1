import { describe, expect, it } from 'vitest';
import { INVALID_CALL_MESSAGE, parseHermes, readCallBody } from '../../../src/llm/hermes-parser.ts';

// The lesson's step-1 reply to task 1: two calls in one turn.
const TWO_CALLS =
  '<tool_call>\n{"name": "precio", "arguments": {"ticker": "BUSI", "fecha": "2024-03-15"}}\n</tool_call>\n' +
  '<tool_call>\n{"name": "precio", "arguments": {"ticker": "BUSI", "fecha": "2024-03-22"}}\n</tool_call>';

describe('parseHermes', () => {
  it('reads a single valid call', () => {
    const raw = '{"name": "variacion", "arguments": {"ticker": "BUSI", "desde": "2024-03-15", "hasta": "2024-03-22"}}';
    expect(parseHermes(`<tool_call>\n${raw}\n</tool_call>`)).toEqual({
      calls: [
        { ok: true, name: 'variacion', arguments: { ticker: 'BUSI', desde: '2024-03-15', hasta: '2024-03-22' }, raw },
      ],
      text: '',
    });
  });

  it('reads every call of a turn, in order', () => {
    const { calls, text } = parseHermes(TWO_CALLS);
    expect(calls.map((c) => c.ok && [c.name, c.arguments])).toEqual([
      ['precio', { ticker: 'BUSI', fecha: '2024-03-15' }],
      ['precio', { ticker: 'BUSI', fecha: '2024-03-22' }],
    ]);
    expect(text).toBe('');
  });

  it('keeps the text outside the calls', () => {
    const { calls, text } = parseHermes('Voy a consultar.\n<tool_call>{"name": "calculadora", "arguments": {"expresion": "1+1"}}</tool_call>\nListo.');
    expect(calls).toHaveLength(1);
    expect(text).toBe('Voy a consultar.\n\nListo.');
  });

  it('returns a plain answer as text with no calls', () => {
    const answer = 'El cambio en el cierre de la acción BUSI entre el 2024-03-15 y el 2024-03-22 fue de 6.45%.';
    expect(parseHermes(`${answer}\n`)).toEqual({ calls: [], text: answer });
  });

  it('treats a missing "arguments" as no arguments, as the lesson does', () => {
    expect(readCallBody('{"name": "precio"}')).toEqual({ ok: true, name: 'precio', arguments: {}, raw: '{"name": "precio"}' });
  });

  it('turns invalid JSON into an error item with the lesson message', () => {
    const [call] = parseHermes('<tool_call>\n{"name": "precio", "arguments": {"ticker": BUSI}}\n</tool_call>').calls;
    expect(call).toMatchObject({ ok: false, reason: 'invalid_json', error: INVALID_CALL_MESSAGE });
    expect(call?.raw).toBe('{"name": "precio", "arguments": {"ticker": BUSI}}');
    expect(INVALID_CALL_MESSAGE).toBe('llamada con JSON no válido');
  });

  it('flags a missing name, a non-object call and non-object arguments', () => {
    const output = [
      '<tool_call>{"arguments": {"ticker": "BUSI"}}</tool_call>',
      '<tool_call>["precio", {"ticker": "BUSI"}]</tool_call>',
      '<tool_call>{"name": "precio", "arguments": "{\\"ticker\\": \\"BUSI\\"}"}</tool_call>',
      '<tool_call>{"name": 3, "arguments": {}}</tool_call>',
    ].join('\n');
    expect(parseHermes(output).calls.map((c) => (c.ok ? 'ok' : c.reason))).toEqual([
      'missing_name',
      'not_an_object',
      'invalid_arguments',
      'missing_name',
    ]);
  });

  it('turns a call cut off by the token limit into an error, after the complete ones', () => {
    const truncated = `${TWO_CALLS}\n<tool_call>\n{"name": "calculadora", "arguments": {"expre`;
    const { calls, text } = parseHermes(truncated);
    expect(calls.map((c) => (c.ok ? c.name : c.reason))).toEqual(['precio', 'precio', 'unclosed_tag']);
    expect(calls[2]).toMatchObject({ error: INVALID_CALL_MESSAGE, raw: '{"name": "calculadora", "arguments": {"expre' });
    expect(text).toBe('');
  });

  it('reports an opening tag that a new one follows before any closing tag', () => {
    const { calls } = parseHermes('<tool_call>{"name": "precio"<tool_call>{"name": "calculadora", "arguments": {"expresion": "2"}}</tool_call>');
    expect(calls.map((c) => (c.ok ? c.name : c.reason))).toEqual(['unclosed_tag', 'calculadora']);
  });

  it('never throws on garbage', () => {
    const garbage = ['', '</tool_call>', '<tool_call>', '<tool_call></tool_call>', '<tool_call>null</tool_call>', '}{<tool_call>{{{</tool_call></tool_call>', '\u0000<tool_call>\uFFFD'];
    for (const output of garbage) {
      const { calls } = parseHermes(output);
      expect(calls.every((c) => !c.ok)).toBe(true);
    }
    expect(parseHermes('</tool_call> texto').text).toBe('</tool_call> texto');
    expect(parseHermes('<tool_call></tool_call>').calls[0]).toMatchObject({ reason: 'invalid_json' });
    expect(parseHermes('<tool_call>null</tool_call>').calls[0]).toMatchObject({ reason: 'not_an_object' });
  });
});
