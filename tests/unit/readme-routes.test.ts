// The README's URL table is where a student or a teacher learns the lab's links: every page the shell serves
// (common/page-list.ts) and every companion lab has its row, no page has two, and every URL it gives opens a page.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { LABS } from '../../src/core/labs/index.ts';
import { findPage, PAGES } from '../../src/ui/common/page-list.ts';

const ROOT = join(import.meta.dirname, '../..');

/** Each row of the table, as the paths of the URLs in its first cell (`#/labs/tienda?…` → `/labs/tienda`). */
function tableRows(): string[][] {
  const readme = readFileSync(join(ROOT, 'README.md'), 'utf8');
  const table = readme.slice(readme.indexOf('## URL scheme')).split('\n\n').find((part) => part.startsWith('| URL |')) ?? '';
  return table
    .split('\n')
    .slice(2)
    .map((row) => [...(row.split(' | ')[0] ?? '').matchAll(/`#(\/[^`?]*)/g)].map((m) => m[1] as string));
}

describe("the README's URL table", () => {
  const rows = tableRows();
  const paths = rows.flat();

  it('lists every page of the lab, each in one row, and only pages that open', () => {
    expect(rows.map((urls) => urls[0]).filter((path) => PAGES.some((page) => page.path === path)).sort()).toEqual(
      PAGES.map((page) => page.path).sort(),
    );
    expect(paths.filter((path, i) => paths.indexOf(path) !== i)).toEqual([]);
    expect(paths.filter((path) => !findPage(path))).toEqual([]);
  });

  it("lists every companion lab's own page", () => {
    expect(paths.filter((path) => path.startsWith('/labs/')).sort()).toEqual(LABS.map((lab) => `/labs/${lab.id}`).sort());
  });
});
