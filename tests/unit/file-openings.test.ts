// Every source file opens with why it exists, so a newcomer reading any file first meets its reason: a comment
// on the first line (`//` or `/**` in TypeScript, `<!--` in a Svelte component).
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';

const ROOT = join(import.meta.dirname, '../..');

function filesUnder(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    return entry.isDirectory() ? filesUnder(path) : [path];
  });
}

const sources = filesUnder(join(ROOT, 'src')).filter((f) => /\.(ts|svelte)$/.test(f));
/** The first line, past a triple-slash directive (which TypeScript wants at the very top). */
const firstLine = (file: string) => readFileSync(file, 'utf8').split('\n').find((line) => !line.startsWith('/// <')) ?? '';

describe('every file of src/ opens with why it exists', () => {
  it('each Svelte component with an HTML comment', () => {
    const svelte = sources.filter((f) => f.endsWith('.svelte'));
    expect(svelte.length).toBeGreaterThan(80);
    expect(svelte.filter((f) => !firstLine(f).startsWith('<!--')).map((f) => relative(ROOT, f))).toEqual([]);
  });

  it('each TypeScript file with a comment', () => {
    const ts = sources.filter((f) => f.endsWith('.ts'));
    expect(ts.filter((f) => !/^(\/\/ |\/\*\*?)/.test(firstLine(f))).map((f) => relative(ROOT, f))).toEqual([]);
  });
});
