// Size limits a newcomer can rely on: no file of src/ is over 300 lines, so each reads in one sitting, and no page
// component over 200 (each *Page.svelte of src/ui/<area>/, which every route's component is), so a page stays the
// layout of parts named elsewhere.
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';

const ROOT = join(import.meta.dirname, '../..');
const SRC_LIMIT = 300;
const PAGE_LIMIT = 200;

function filesUnder(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    return entry.isDirectory() ? filesUnder(path) : [path];
  });
}

/** Lines as an editor counts them: a final newline ends the last line, it does not start another. */
const lineCount = (file: string) => readFileSync(file, 'utf8').replace(/\n$/, '').split('\n').length;
const over = (files: readonly string[], limit: number) =>
  files.filter((f) => lineCount(f) > limit).map((f) => `${relative(ROOT, f)}: ${lineCount(f)} lines`);

const sources = filesUnder(join(ROOT, 'src'));
const pages = sources.filter((f) => /^src\/ui\/[^/]+\/[^/]+Page\.svelte$/.test(relative(ROOT, f)));

describe('size limits', () => {
  it(`no file of src/ is over ${SRC_LIMIT} lines`, () => {
    expect(sources.length).toBeGreaterThan(600);
    expect(over(sources, SRC_LIMIT)).toEqual([]);
  });

  it(`no page component is over ${PAGE_LIMIT} lines`, () => {
    expect(pages.length).toBeGreaterThan(8);
    expect(over(pages, PAGE_LIMIT)).toEqual([]);
  });

  it('every component a route loads is a page component, so the page limit covers it', () => {
    const loaders = readFileSync(join(ROOT, 'src/ui/shell/pages.ts'), 'utf8');
    const routed = [...loaders.matchAll(/import\('\.\.\/([^']+\.svelte)'\)/g)].map((m) => `src/ui/${m[1]}`);
    expect(routed.length).toBeGreaterThan(8);
    const pagePaths = pages.map((f) => relative(ROOT, f));
    expect(routed.filter((f) => !pagePaths.includes(f))).toEqual([]);
  });
});
