import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { o200kRanksJson } from '../../../../scripts/vite/o200k-ranks-json.ts';

type Transform = (code: string, id: string) => Promise<{ code: string } | null>;
const transform = o200kRanksJson().transform as Transform;
const RANKS = resolve('node_modules/gpt-tokenizer/esm/bpeRanks/o200k_base.js');
const evaluate = async (code: string) => ((await import(`data:text/javascript,${encodeURIComponent(code)}`)) as { default: unknown }).default;
const scratch = mkdtempSync(join(tmpdir(), 'o200k-ranks-'));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

describe('o200k_base ranks built as one JSON string', () => {
  it('gives the very array gpt-tokenizer ships, its byte-array ranks included, as a single JSON.parse', async () => {
    const built = await transform('', RANKS);
    expect(built!.code).toMatch(/^export default JSON\.parse\("/);
    const shipped = ((await import(RANKS)) as { default: unknown[] }).default;
    const ranks = (await evaluate(built!.code)) as unknown[];
    expect(ranks).toHaveLength(shipped.length);
    expect(ranks).toEqual(shipped);
    expect(ranks.some((rank) => Array.isArray(rank))).toBe(true);
  });

  it('leaves every other module alone', async () => {
    expect(await transform('export default 1', resolve('node_modules/gpt-tokenizer/esm/bpeRanks/cl100k_base.js'))).toBeNull();
    expect(await transform('export default 1', resolve('src/main.ts'))).toBeNull();
  });

  it('refuses ranks with a hole, which JSON would turn into a token of no bytes', async () => {
    const dir = join(scratch, 'gpt-tokenizer', 'esm', 'bpeRanks');
    mkdirSync(dir, { recursive: true });
    writeFileSync(join(dir, 'o200k_base.js'), 'export default ["a", , "b"];');
    await expect(transform('', join(dir, 'o200k_base.js'))).rejects.toThrow('the ranks have holes');
  });
});
