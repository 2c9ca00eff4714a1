import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { countTokens } from 'gpt-tokenizer/encoding/o200k_base';
import { describe, expect, it } from 'vitest';
import COMMON_PIECES from '../../../../src/core/tokens/o200k-common-pieces.json' with { type: 'json' };
import { o200kUpperBound, utf8Bytes } from '../../../../src/core/tokens/o200k-bound.ts';
import { seededRandom } from '../../../../src/core/random/seeded-random.ts';

const exact = (text: string) => countTokens(text, { disallowedSpecial: new Set() });

async function goldenBodies(dir = 'tests/golden'): Promise<string[]> {
  const bodies: string[] = [];
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) bodies.push(...(await goldenBodies(path)));
    else if (entry.name.endsWith('.trace.json')) {
      for (const [, body] of (await readFile(path, 'utf8')).matchAll(/"requestBody":\s*("(?:[^"\\]|\\.)*")/g)) bodies.push(JSON.parse(body!) as string);
    }
  }
  return bodies;
}

describe('o200kUpperBound', () => {
  it('knows only pieces that are one o200k_base token each', () => {
    expect(COMMON_PIECES.length).toBeGreaterThan(1000);
    const notOne = COMMON_PIECES.filter((piece) => exact(piece) !== 1);
    expect(notOne).toEqual([]);
  });

  it("is at least the count of every request body the lab sends, and well under its bytes", async () => {
    const bodies = await goldenBodies();
    expect(bodies.length).toBeGreaterThan(400);
    let bound = 0;
    let count = 0;
    let bytes = 0;
    for (const body of bodies) {
      expect(o200kUpperBound(body)).toBeGreaterThanOrEqual(exact(body));
      bound += o200kUpperBound(body);
      count += exact(body);
      bytes += new TextEncoder().encode(body).length;
    }
    expect(bound / count).toBeLessThan(2);
    expect(bytes / count).toBeGreaterThan(3);
  });

  it('is at least the count of texts it was not made from: random Unicode, special-token text, digits, spaces', () => {
    const random = seededRandom(11, 'o200k-bound');
    const alphabet = ['a', 'Z', 'ñ', 'é', ' ', '  ', '\n', '\t', '7', '42', '{"', '":', '<|endoftext|>', '漢', '🙂', 'ß', "'s", '\r\n', '/', '-'];
    for (let i = 0; i < 300; i++) {
      const text = Array.from({ length: random.int(1, 80) }, () => random.pick(alphabet)).join('');
      expect(o200kUpperBound(text), JSON.stringify(text)).toBeGreaterThanOrEqual(exact(text));
    }
    for (const text of ['', '<|endoftext|><|im_start|>', '1234567890'.repeat(20), ' '.repeat(300), 'precio precio precio', '{"ticker": "BUSI"}']) {
      expect(o200kUpperBound(text), JSON.stringify(text)).toBeGreaterThanOrEqual(exact(text));
    }
  });
});

describe('utf8Bytes', () => {
  it("is TextEncoder's length, and at least the bound (the loop tries it first)", () => {
    const random = seededRandom(12, 'utf8-bytes');
    const alphabet = ['a', 'ñ', '漢', '🙂', '\ud83d', '\ude42', ' ', '{"', '<|endoftext|>', '\n', 'ß'];
    const texts = ['', 'precio', '🙂🙂', '\ud83d', 'a\ude42b', ...Array.from({ length: 300 }, () => Array.from({ length: random.int(1, 60) }, () => random.pick(alphabet)).join(''))];
    for (const text of texts) {
      expect(utf8Bytes(text), JSON.stringify(text)).toBe(new TextEncoder().encode(text).length);
      expect(utf8Bytes(text), JSON.stringify(text)).toBeGreaterThanOrEqual(o200kUpperBound(text));
    }
  });
});
