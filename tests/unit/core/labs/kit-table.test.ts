// The kit table is the only list of tool kits: the lesson's and every lab of the registry, in its order; the
// eval's suites and the #/mcp picker are read from it (the page's MCP servers too: mcp-serving.test.ts), the MCP
// host serves whatever kits it is handed, and no src file outside the labs' folder lists kits of its own.
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { KIT_IDS, LESSON_KIT } from '../../../../src/core/labs/kit-table.ts';
import { LAB_DEFINITIONS, LAB_IDS } from '../../../../src/core/labs/lab-registry.ts';
import { createMcpHost } from '../../../../src/core/mcp/mcp-host.ts';
import { mcpKitUrl } from '../../../../src/core/mcp/mcp-kits.ts';
import { createToolKit } from '../../../../src/core/tools/tool-kit.ts';
import { SUITE_IDS } from '../../../../src/ui/eval/eval-params.ts';
import { kitLabel } from '../../../../src/ui/mcp/kit-label.ts';

const ROOT = join(import.meta.dirname, '../../../..');

function filesUnder(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    return entry.isDirectory() ? filesUnder(path) : [path];
  });
}

describe('the kit table', () => {
  it("is the lesson's kit and each lab of the registry, in the registry's order", () => {
    expect(KIT_IDS).toEqual([LESSON_KIT, ...LAB_DEFINITIONS.map((d) => d.id)]);
  });

  it("gives the eval one suite per kit, and the #/mcp picker each kit's name in both languages", () => {
    expect(SUITE_IDS).toEqual(KIT_IDS.map((id) => (id === LESSON_KIT ? 'lesson' : `lab:${id}`)));
    expect(kitLabel('tienda', 'en')).toBe('tienda (The office store)');
    expect(kitLabel(LESSON_KIT, 'es')).toBe('la lección (precio, variacion…)');
    for (const id of KIT_IDS) for (const lang of ['en', 'es'] as const) expect(kitLabel(id, lang)).toMatch(id === LESSON_KIT ? /precio/ : new RegExp(`^${id} \\(.+\\)$`));
  });

  it('leaves the MCP host with no list of its own: a kit it is handed is served, one it is not is no server', async () => {
    const fixture = createToolKit([]);
    const host = createMcpHost('https://lab.example/', [...KIT_IDS, 'fixture'], (kit) => Promise.resolve(kit === 'fixture' ? fixture : undefined));
    expect(host.matches(new URL(mcpKitUrl('https://lab.example/', 'fixture')))).toBe(true);
    expect(createMcpHost('https://lab.example/', KIT_IDS, () => Promise.resolve(fixture)).matches(new URL(mcpKitUrl('https://lab.example/', 'fixture')))).toBe(false);
  });

  it('is the only list: no src file outside the labs names two kits in one list or one record', () => {
    const ids = LAB_IDS.join('|');
    // Two quoted kit ids on one line (`['tienda', 'hogar']`, `'lab:tienda', 'lab:hogar'`), or two kits as keys.
    const quoted = new RegExp(`['"\`](?:lab:)?(${ids})['"\`]`, 'g');
    const keyed = new RegExp(`(?:^|[{,\\s])(${ids}):\\s`, 'g');
    const listing = filesUnder(join(ROOT, 'src'))
      .filter((f) => /\.(ts|svelte)$/.test(f) && !relative(ROOT, f).startsWith('src/core/labs/'))
      .flatMap((f) =>
        readFileSync(f, 'utf8')
          .split('\n')
          .filter((line) => new Set([...line.matchAll(quoted), ...line.matchAll(keyed)].map((m) => m[1])).size >= 2)
          .map((line) => `${relative(ROOT, f)}: ${line.trim()}`),
      );
    expect(listing).toEqual([]);
  });
});
