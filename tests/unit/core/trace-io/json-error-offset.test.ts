// The scan that says where a file stops being JSON agrees with JSON.parse on what is JSON: on every golden
// file, and on thousands of broken copies (a character cut, doubled or replaced at a random place).
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { seededRandom } from '../../../../src/core/random/seeded-random.ts';
import { jsonErrorOffset } from '../../../../src/core/trace-io/json-error-offset.ts';
import { GOLDEN_DIR } from '../../../golden/golden-files.ts';

const parses = (text: string) => {
  try {
    JSON.parse(text);
    return true;
  } catch {
    return false;
  }
};

describe('jsonErrorOffset', () => {
  it('finds nothing wrong in valid JSON', () => {
    for (const name of readdirSync(GOLDEN_DIR, { recursive: true, encoding: 'utf8' }).filter((f) => f.endsWith('.json'))) {
      expect(jsonErrorOffset(readFileSync(join(GOLDEN_DIR, name), 'utf8')), name).toBeUndefined();
    }
    for (const text of ['0', '-1.5e+3', '"\\u00e9\\n"', ' [ ] ', '{}', '{"a":[true,false,null,{"b":""}]}', '[[[[[[1]]]]]]']) expect(jsonErrorOffset(text), text).toBeUndefined();
  });

  it('points at the first character that cannot continue', () => {
    expect(jsonErrorOffset('')).toBe(0);
    expect(jsonErrorOffset('{"a":}')).toBe(5);
    expect(jsonErrorOffset('[1,]')).toBe(3);
    expect(jsonErrorOffset('{"a" 1}')).toBe(5);
    expect(jsonErrorOffset('[1 2]')).toBe(3);
    expect(jsonErrorOffset('01')).toBe(1);
    expect(jsonErrorOffset('"a\\x"')).toBe(2);
    expect(jsonErrorOffset('"a\nb"')).toBe(2);
    expect(jsonErrorOffset('{"a": "b')).toBe(8);
    expect(jsonErrorOffset('[1]]')).toBe(3);
    expect(jsonErrorOffset('{"a":1]')).toBe(6);
    expect(jsonErrorOffset('tru')).toBe(0);
  });

  it('agrees with JSON.parse on broken copies of a trace', () => {
    const golden = JSON.parse(readFileSync(join(GOLDEN_DIR, 'labs', 'asistente.cadena.openai-chat.trace.json'), 'utf8')) as { trace: { events: unknown[] } };
    const text = JSON.stringify(golden.trace.events.slice(0, 5), null, 1);
    expect(parses(text)).toBe(true);
    const random = seededRandom(7, 'json-error-offset');
    const pieces = ['', '"', '\\', ',', ':', '{', '}', '[', ']', '1', 'e', '-', ' ', '\n', 'x', 'n'];
    let invalid = 0;
    for (let n = 0; n < 3000; n++) {
      const at = random.int(0, text.length);
      const cut = random.int(0, 2);
      const broken = text.slice(0, at) + random.pick(pieces) + text.slice(at + cut);
      const valid = parses(broken);
      expect(jsonErrorOffset(broken) === undefined, JSON.stringify(broken.slice(Math.max(at - 20, 0), at + 20))).toBe(valid);
      if (!valid) invalid += 1;
    }
    // Most edits break the text, some (a space, a digit in a number, a letter in a string) do not: both are tried.
    expect(invalid).toBeGreaterThan(1000);
    expect(invalid).toBeLessThan(3000);
  });
});
