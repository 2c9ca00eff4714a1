// Nothing in the core evaluates text as code, and the calculator depends on nothing but its own files.
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';

const CORE = join(import.meta.dirname, '..', '..', '..', '..', 'src', 'core');

function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sources(path);
    return /\.(ts|js|svelte)$/.test(entry.name) ? [path] : [];
  });
}

describe('no code evaluation', () => {
  const files = sources(CORE);

  it('finds the core sources', () => {
    expect(files.map((f) => relative(CORE, f))).toContain(join('tools', 'calculator', 'calculator.ts'));
  });

  it.each([
    ['eval(…)', /\beval\s*\(/],
    ['Function(…) or new Function', /\bFunction\s*\(/],
    ['a string given to setTimeout/setInterval', /\bset(?:Timeout|Interval)\s*\(\s*['"`]/],
  ])('no %s in src/core', (_what, pattern) => {
    const offenders = files.filter((f) => pattern.test(readFileSync(f, 'utf8'))).map((f) => relative(CORE, f));
    expect(offenders).toEqual([]);
  });

  it('the calculator imports only its own modules', () => {
    for (const file of sources(join(CORE, 'tools', 'calculator'))) {
      const imports = [...readFileSync(file, 'utf8').matchAll(/^import .* from '([^']+)';$/gm)].map((m) => m[1]);
      for (const spec of imports) expect(spec, relative(CORE, file)).toMatch(/^\.\/[\w-]+\.ts$/);
    }
  });
});
