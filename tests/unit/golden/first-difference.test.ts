// The golden test's failure message is only as good as the place it names: the first difference, in document
// order, down to the key, key order included, and the event of a trace it sits in.
import { describe, expect, it } from 'vitest';
import { describeDifference, firstDifference, formatPath } from '../../golden/first-difference.ts';

describe('firstDifference', () => {
  it('finds nothing in equal values', () => {
    expect(firstDifference({ a: [1, { b: null }], c: 'x' }, { a: [1, { b: null }], c: 'x' })).toBeUndefined();
  });

  it('names the first differing path in document order, not the shallowest', () => {
    const expected = { a: { deep: [1, 2, 3] }, z: 'same', last: 1 };
    const actual = { a: { deep: [1, 2, 4] }, z: 'same', last: 2 };
    expect(firstDifference(expected, actual)).toEqual({ path: ['a', 'deep', 2], kind: 'value', expected: 3, actual: 4 });
  });

  it('sees a missing key, an extra key and a missing item', () => {
    expect(firstDifference({ a: 1, b: 2 }, { a: 1 })).toEqual({ path: ['b'], kind: 'value', expected: 2, actual: undefined });
    expect(firstDifference({ a: 1 }, { a: 1, b: 2 })).toEqual({ path: ['b'], kind: 'value', expected: undefined, actual: 2 });
    expect(firstDifference([1, 2], [1])).toEqual({ path: [1], kind: 'value', expected: 2, actual: undefined });
  });

  it('tells a value from its type: null, an object, an array and a string all differ', () => {
    expect(firstDifference({ a: null }, { a: {} })?.path).toEqual(['a']);
    expect(firstDifference({ a: [] }, { a: {} })?.path).toEqual(['a']);
    expect(firstDifference({ a: 1 }, { a: '1' })?.path).toEqual(['a']);
  });

  it('counts key order, since the golden files are compared byte for byte', () => {
    expect(firstDifference({ x: { a: 1, b: 2 } }, { x: { b: 2, a: 1 } })).toEqual({
      path: ['x'],
      kind: 'key-order',
      expected: ['a', 'b'],
      actual: ['b', 'a'],
    });
  });

  it('finds a key named like an Object property', () => {
    expect(firstDifference({}, JSON.parse('{"constructor":1}'))?.path).toEqual(['constructor']);
  });
});

describe('formatPath', () => {
  it('writes identifiers with dots, indices and other keys in brackets', () => {
    expect(formatPath(['events', 3, 'exchange', 'responseHeaders', 'x-sim-script'])).toBe('events[3].exchange.responseHeaders["x-sim-script"]');
    expect(formatPath([])).toBe('(root)');
  });
});

describe('describeDifference', () => {
  const trace = (wireText: string) => ({
    trace: { events: [{ type: 'request', step: 1 }, { type: 'result', step: 1, output: { wireText } }], summary: { steps: 1 } },
  });

  it('names the event of a trace, its type and the path inside it', () => {
    expect(describeDifference(trace('{"a":1}'), trace('{"a":2}'))).toBe(
      'trace: event 1 (result) at output.wireText: expected "{\\"a\\":1}", got "{\\"a\\":2}"',
    );
  });

  it("names both types when an event changed kind, and an event's absence", () => {
    const before = { events: [{ type: 'call' }, { type: 'end' }] };
    expect(describeDifference(before, { events: [{ type: 'text' }, { type: 'end' }] })).toBe(
      'event 0 (expected call, got text) at type: expected "call", got "text"',
    );
    expect(describeDifference(before, { events: [{ type: 'call' }] })).toBe('event 1 (expected end, got none): expected {"type":"end"}, got (missing)');
  });

  it('gives the JSON path outside the events', () => {
    expect(describeDifference({ share: 1, runs: [] }, { share: 0.5, runs: [] })).toBe('at share: expected 1, got 0.5');
    expect(describeDifference({ a: 1 }, { a: 1 })).toBeUndefined();
  });
});
