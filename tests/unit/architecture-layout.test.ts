// The layout in docs/architecture.md is the map a contributor reads first: every folder it names exists, and every
// folder of src/ down to src/<part>/<area>/ is named there, so a folder added or moved without the map fails here.
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

const ROOT = join(import.meta.dirname, '../..');

/** The folders the layout block names, as paths from the repository's root. */
function namedFolders(): string[] {
  const doc = readFileSync(join(ROOT, 'docs/architecture.md'), 'utf8');
  const start = doc.indexOf('```\nsrc/core/');
  const block = doc.slice(start + 4, doc.indexOf('```', start + 4));
  const parents: string[] = [];
  const named: string[] = [];
  for (const line of block.split('\n')) {
    // A line opens with its folders (`name/`, several on one line for siblings), indented two spaces a level.
    const match = /^( *)((?:[\w./-]+\/(?: |$))+)/.exec(line);
    if (!match) continue;
    const depth = (match[1] as string).length / 2;
    const folders = (match[2] as string).trim().split(/ +/);
    const paths = folders.map((f) => (depth === 0 ? f : `${parents[depth - 1]}${f}`));
    named.push(...paths);
    parents[depth] = paths.at(-1) as string;
  }
  return named.map((p) => p.replace(/\/$/, ''));
}

function foldersUnder(dir: string, levels: number): string[] {
  if (levels === 0) return [];
  return readdirSync(join(ROOT, dir))
    .filter((name) => statSync(join(ROOT, dir, name)).isDirectory())
    .flatMap((name) => [`${dir}/${name}`, ...foldersUnder(`${dir}/${name}`, levels - 1)]);
}

describe("docs/architecture.md's layout", () => {
  const named = namedFolders();

  it('names only folders that exist', () => {
    expect(named.length).toBeGreaterThan(30);
    expect(named.filter((f) => !existsSync(join(ROOT, f)))).toEqual([]);
  });

  it('names every folder of src/ down to src/<part>/<area>/', () => {
    expect(foldersUnder('src', 2).filter((f) => !named.includes(f))).toEqual([]);
  });
});
