import { describe, expect, it } from 'vitest';
import { parseJsonToolCall } from '../../../../src/core/providers/json-fallback-parser.ts';

describe('parseJsonToolCall (the course’s fallback for models without native tool calls)', () => {
  it('reads a bare call', () => {
    expect(parseJsonToolCall('{"tool": "calculator", "args": {"expression": "847 * 0.15"}}')).toEqual({
      kind: 'call',
      name: 'calculator',
      args: { expression: '847 * 0.15' },
      text: '',
    });
  });

  it('reads a call in a code fence and keeps the reasoning around it', () => {
    const reply = 'I need the current hour first.\n```json\n{"tool": "get_datetime", "args": {}}\n```\n';
    expect(parseJsonToolCall(reply)).toEqual({ kind: 'call', name: 'get_datetime', args: {}, text: 'I need the current hour first.' });
    expect(parseJsonToolCall('```\n{"tool": "get_datetime"}\n```')).toEqual({ kind: 'call', name: 'get_datetime', args: {}, text: '' });
  });

  it('reads a call embedded in prose, braces inside strings included', () => {
    const reply = 'Let me look it up: {"tool": "wikipedia_search", "args": {"title": "Set {theory}"}} and then answer.';
    expect(parseJsonToolCall(reply)).toEqual({
      kind: 'call',
      name: 'wikipedia_search',
      args: { title: 'Set {theory}' },
      text: 'Let me look it up:\nand then answer.',
    });
    expect(parseJsonToolCall('{"tool": "calculator", "args": {"expression": "\\"}\\" + 1"}}')).toMatchObject({
      args: { expression: '"}" + 1' },
    });
  });

  it('skips objects that are not calls and takes the first call', () => {
    const reply = 'Config {"a": 1}, then {"tool": "calculator", "args": {"expression": "1+1"}} then {"tool": "get_datetime"}';
    expect(parseJsonToolCall(reply)).toMatchObject({ kind: 'call', name: 'calculator', args: { expression: '1+1' } });
    expect(parseJsonToolCall('{"reply": {"tool": "get_datetime", "args": {}}}')).toMatchObject({ kind: 'call', name: 'get_datetime' });
  });

  it('a reply without a call is the final answer', () => {
    expect(parseJsonToolCall('  The total is 141.05.  ')).toEqual({ kind: 'answer', text: 'The total is 141.05.' });
    expect(parseJsonToolCall('A set looks like {1, 2} in Python.')).toEqual({ kind: 'answer', text: 'A set looks like {1, 2} in Python.' });
    expect(parseJsonToolCall('')).toEqual({ kind: 'answer', text: '' });
  });

  it.each([
    ['{"tool": "calculator", "args": {"expression": "2+2"}', 'the JSON object is never closed'],
    ["{'tool': 'calculator', 'args': {'expression': '2+2'}}", /^invalid JSON: /],
    ['{"tool": "calculator", "args": {"expression": "2+2"},}', /^invalid JSON: /],
    ['{"tool": 7, "args": {}}', '"tool" must be a string, not 7'],
    ['{"tool": "calculator", "args": "2+2"}', '"args" must be an object, not "2+2"'],
    ['{"tool": "calculator", "args": null}', '"args" must be an object, not null'],
  ])('a reply that tried and failed is malformed, not an answer: %s', (reply, reason) => {
    const parsed = parseJsonToolCall(reply);
    expect(parsed.kind).toBe('malformed');
    expect(parsed).toMatchObject({ text: reply, reason: typeof reason === 'string' ? reason : expect.stringMatching(reason) });
  });

  it('a valid call after a malformed one still counts', () => {
    const reply = 'Oops {"tool": 1} — I mean {"tool": "calculator", "args": {"expression": "3*3"}}';
    expect(parseJsonToolCall(reply)).toMatchObject({ kind: 'call', name: 'calculator', args: { expression: '3*3' } });
  });

  it('never throws, whatever the text', () => {
    for (const reply of ['{', '}', '{{{{', '"', '{"tool"', '{"tool": "x", "args": {"a": {"b": [1, {"c": "}"}]}}}', '\\{"a"}']) {
      expect(() => parseJsonToolCall(reply)).not.toThrow();
    }
    expect(parseJsonToolCall('{"tool": "x", "args": {"a": {"b": [1, {"c": "}"}]}}}')).toMatchObject({
      kind: 'call',
      args: { a: { b: [1, { c: '}' }] } },
    });
  });
});
