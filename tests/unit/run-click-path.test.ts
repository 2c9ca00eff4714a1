// docs/run-click-path.md writes down, hop by hop, how a Run click on #/apis reaches the trace on screen. This keeps it
// true: every named function is in its named file, each hop is reached as the doc says (a call or render in the
// body of the hop it comes from, a read in its own), the path re-enters no file it has left, and it stays within
// 15 hops and 30 files. A rename or a new detour on the way fails here until the doc says it.
import { readFileSync } from 'node:fs';
import { basename, join } from 'node:path';
import { describe, expect, it } from 'vitest';

const ROOT = join(import.meta.dirname, '../..');

interface Hop {
  n: number;
  /** The hop it comes from: the one above unless the doc says. */
  from: number;
  file: string;
  name: string;
  /** The code that reaches it; `read`: in its own body (it reads what the hop before wrote), else in the body of `from`. */
  code: string;
  read: boolean;
}

function hops(): Hop[] {
  const doc = readFileSync(join(ROOT, 'docs/run-click-path.md'), 'utf8');
  return doc.split('\n').flatMap((line): Hop[] => {
    const cells = /^\| (\d+) \|(.*)\|(.*)\|(.*)\|(.*)\|$/.exec(line);
    if (!cells) return [];
    const [, n, from, file, name, reached] = cells.map((c) => c.trim()) as [string, string, string, string, string, string];
    const code = /`(.+)`/.exec(reached)?.[1] ?? '';
    return [{ n: Number(n), from: from === '' ? Number(n) - 1 : Number(from), file, name, code, read: reached.startsWith('reads ') }];
  });
}

/**
 * The text of `name` in `file`: a component (a .svelte file named so) is its whole file; a snippet runs to its
 * `{/snippet}`; a function, method, getter or field runs from its declaration until its brackets close.
 */
function body(file: string, name: string): string | undefined {
  const text = readFileSync(join(ROOT, file), 'utf8');
  if (file.endsWith('.svelte') && basename(file, '.svelte') === name) return text;
  const lines = text.split('\n');
  const id = name.replace(/[#$]/g, '\\$&');
  const snippet = new RegExp(`\\{#snippet ${id}\\(`);
  const declaration = new RegExp(
    `^\\s*(?:export\\s+)?(?:(?:async\\s+)?function\\s+${id}\\b|(?:readonly\\s+|static\\s+|async\\s+|get\\s+)*${id}\\s*(?:[(<]|(?::[^=]*)?=))`,
  );
  for (let start = 0; start < lines.length; start++) {
    const line = lines[start] as string;
    if (snippet.test(line)) return lines.slice(start, lines.findIndex((l, i) => i > start && l.includes('{/snippet}')) + 1).join('\n');
    if (!declaration.test(line)) continue;
    const found = closed(lines, start);
    // An overload's signature is not the function: its body follows.
    if (found !== undefined && !/^[^{=]*;$/.test(found.trim())) return found;
  }
  return undefined;
}

/** The lines from `start` until the brackets opened there close. */
function closed(lines: readonly string[], start: number): string | undefined {
  let depth = 0;
  let opened = false;
  for (let i = start; i < lines.length; i++) {
    for (const ch of lines[i] as string) {
      if ('({['.includes(ch)) [depth, opened] = [depth + 1, true];
      else if (')}]'.includes(ch)) depth -= 1;
    }
    if (opened && depth <= 0) return lines.slice(start, i + 1).join('\n');
  }
  return undefined;
}

describe('the Run-click path on #/apis (docs/run-click-path.md)', () => {
  const path = hops();
  const at = (n: number) => path.find((h) => h.n === n) as Hop;

  it('is numbered from 1 and stays within 15 hops and 30 files', () => {
    expect(path.map((h) => h.n)).toEqual(path.map((_, i) => i + 1));
    expect(path.length - 1).toBeGreaterThan(0);
    expect(path.length - 1).toBeLessThanOrEqual(15);
    expect(new Set(path.map((h) => h.file)).size).toBeLessThanOrEqual(30);
  });

  it.each(path.map((h) => [h.n, h] as const))('hop %i: its function is in its file, reached as the doc says', (_, hop) => {
    const own = body(hop.file, hop.name);
    expect(own, `${hop.name} in ${hop.file}`).toBeDefined();
    // The first hop is bound to the Run button in its file; a read is in the reader; a call in its caller.
    const where = hop.n === 1 ? readFileSync(join(ROOT, hop.file), 'utf8') : hop.read ? own : body(at(hop.from).file, at(hop.from).name);
    expect(hop.code).not.toBe('');
    expect(where, `${hop.code} where hop ${hop.n} is reached`).toContain(hop.code);
  });

  it('re-enters no file it has left, but to go on where a call that returned was made', () => {
    path.forEach((hop, i) => {
      const before = path.slice(0, i);
      const previous = before.at(-1);
      if (!previous || previous.file === hop.file || !before.some((h) => h.file === hop.file)) return;
      // Only a hop that goes on in the function that made a call since returned: same file, and every hop between
      // them is part of that call.
      const from = at(hop.from);
      expect(from.file, `hop ${hop.n} re-enters ${hop.file}`).toBe(hop.file);
      expect(path.slice(from.n, i).every((h) => h.from >= from.n)).toBe(true);
    });
  });
});
