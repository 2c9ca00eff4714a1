// A hostile reply (100 KB of `{`, or one deep balanced object) must cost about what the same bytes cost split
// into twenty 5 KB replies: the old rescan from every `{` took 14 s on the first, twenty times its split.
import { describe, expect, it } from 'vitest';
import { parseJsonToolCall } from '../../../../src/core/providers/json-fallback-parser.ts';
import { wholeToPartsRatio } from '../../timing/linear-ratio.ts';

const PARTS = 20;
const SIZE = 100_000;

const shapes: [string, (length: number) => string][] = [
  ['only `{`', (n) => '{'.repeat(n)],
  ['`{` then `}`', (n) => '{'.repeat(n / 2) + '}'.repeat(n / 2)],
  ['a deep valid object', (n) => '{"a":'.repeat(n / 12) + '1' + '}'.repeat(n / 12)],
  ['an unclosed run of "tool" keys', (n) => '{"tool":'.repeat(n / 8)],
  ['many small objects', (n) => '{"a": 1} '.repeat(n / 9)],
];

describe('parseJsonToolCall on hostile replies', () => {
  it.each(shapes)('%s: one 100 KB reply ≤ 6× twenty 5 KB ones (quadratic: 20×)', (_, shape) => {
    const parts = Array.from({ length: PARTS }, () => shape(SIZE / PARTS));
    expect(wholeToPartsRatio(parseJsonToolCall, shape(SIZE), parts)).toBeLessThan(6);
  });

  it('still reads what the old rescan read in them', () => {
    expect(parseJsonToolCall('{'.repeat(1000)).kind).toBe('answer');
    expect(parseJsonToolCall('{"tool":'.repeat(100))).toMatchObject({ kind: 'malformed', reason: 'the JSON object is never closed' });
    const deep = '{"a":'.repeat(500) + '{"tool": "x", "args": {}}' + '}'.repeat(500);
    expect(parseJsonToolCall(deep)).toMatchObject({ kind: 'call', name: 'x', args: {} });
    const afterJunk = '{'.repeat(500) + ' {"tool": "x", "args": {"q": "{"}}';
    expect(parseJsonToolCall(afterJunk)).toMatchObject({ kind: 'call', name: 'x', args: { q: '{' } });
    expect(parseJsonToolCall('{"\\u0074ool": "x", "args": {}}')).toMatchObject({ kind: 'call', name: 'x' });
  });
});
