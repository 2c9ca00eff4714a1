// A hostile reply (100 KB of `{`, or one deep balanced object) must cost what the same bytes cost split into
// twenty 5 KB replies: the old rescan from every `{` took 14 s on the first, twenty times its split. The cost is
// counted (characters read, text handed to JSON.parse), not timed, so a busy machine cannot fail it.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { parseJsonToolCall } from '../../../../src/core/providers/json-fallback-parser.ts';
import { wholeToPartsReads } from '../../work/counted-reads.ts';

const PARTS = 20;
const SIZE = 100_000;

const shapes: [string, (length: number) => string][] = [
  ['only `{`', (n) => '{'.repeat(n)],
  ['`{` then `}`', (n) => '{'.repeat(n / 2) + '}'.repeat(n / 2)],
  ['a deep valid object', (n) => '{"a":'.repeat(n / 12) + '1' + '}'.repeat(n / 12)],
  ['an unclosed run of "tool" keys', (n) => '{"tool":'.repeat(n / 8)],
  ['many small objects', (n) => '{"a": 1} '.repeat(n / 9)],
];

afterEach(() => {
  vi.restoreAllMocks();
});

describe('parseJsonToolCall on hostile replies', () => {
  it.each(shapes)('%s: one 100 KB reply reads ≤ 2× what twenty 5 KB ones read (a rescan: 20×)', (_, shape) => {
    let parsed = 0;
    const parse = JSON.parse;
    vi.spyOn(JSON, 'parse').mockImplementation((text: string, reviver?: Parameters<typeof JSON.parse>[1]) => {
      parsed += text.length;
      return parse(text, reviver) as unknown;
    });
    const work = (reply: string) => {
      const before = parsed;
      parseJsonToolCall(reply);
      return parsed - before;
    };
    const parts = Array.from({ length: PARTS }, () => shape(SIZE / PARTS));
    expect(wholeToPartsReads(parseJsonToolCall, shape(SIZE), parts)).toBeLessThan(2);
    // What JSON.parse is handed grows with the reply, not with its square.
    const wholeParsed = work(shape(SIZE));
    expect(wholeParsed).toBeLessThanOrEqual(2 * SIZE);
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
