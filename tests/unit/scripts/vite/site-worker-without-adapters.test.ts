// The site worker's build resolves the shapes' SDK adapters (and only those) to an empty module, so the classic
// worker, which inlines every dynamic import, does not carry the SDKs the page alone loads.
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { siteWorkerWithoutAdapters } from '../../../../scripts/vite/site-worker-without-adapters.ts';

const ROOT = join(import.meta.dirname, '../../../..');
const SHAPES = join(ROOT, 'src/core/shapes');

type Resolve = (this: unknown, source: string, importer: string | undefined, options: object) => Promise<unknown>;
type Load = (id: string) => string | null;

/** The plugin's hooks, with the build's own resolution played by joining paths. */
function hooks() {
  const plugin = siteWorkerWithoutAdapters();
  const context = { resolve: async (source: string, importer: string) => ({ id: join(importer, '..', source) }) };
  const resolve = (source: string, importer?: string) => (plugin.resolveId as Resolve).call(context, source, importer, {});
  return { resolve, load: plugin.load as Load };
}

describe("the site worker's build without the SDK adapters", () => {
  it("resolves each shape's adapter to an empty module", async () => {
    const { resolve, load } = hooks();
    const id = await resolve('./anthropic-messages-adapter.ts', join(SHAPES, 'anthropic-messages/anthropic-messages-shape.ts'));
    expect(typeof id).toBe('string');
    expect(load(id as string)).toBe('export {};');
  });

  it('leaves every other module to the build', async () => {
    const { resolve } = hooks();
    expect(await resolve('./anthropic-messages-sim.ts', join(SHAPES, 'anthropic-messages/anthropic-messages-shape.ts'))).toBeNull();
    expect(await resolve('./model-adapter.ts', join(ROOT, 'src/core/providers/create-adapter.ts'))).toBeNull();
  });
});
