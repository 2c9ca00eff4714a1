// Which kit the page's MCP servers answer with: a run's own (`?run=<id>`, run-kits.ts), or, without one, the page's
// shared kit of that id, built on its first request and kept while the page is open (the house's lights stay as a
// client left them): the lesson's four tools over the page's market data; each companion lab's kit as a fresh run
// gets it, the analyst's over its bundled orders.
import { isKitId, LESSON_KIT, type KitId } from '../core/labs/kit-table.ts';
import { loadLabRun } from '../core/labs/lab-registry.ts';
import type { Table } from '../core/labs/analista/table.ts';
import type { MarketData } from '../core/data/market-data.ts';
import type { KitResolver } from '../core/mcp/mcp-host.ts';
import { createLessonToolKit } from '../core/tools/lesson-tools.ts';
import type { ToolKit } from '../core/tools/tool-kit-types.ts';

/** What the shared kits are built over: the page's own loaders, which its pages share. */
export interface KitSources {
  /** The page's market data (the lesson's tools read it). */
  marketData(): Promise<MarketData>;
  /** The analyst's bundled orders; rejects, saying why, when they cannot be read. */
  ordersTable(): Promise<Table>;
}

/** `runKit`: the kit a run registered. A shared kit that failed to build is tried again on the next request. */
export function createKitResolver(sources: KitSources, runKit: (runId: string) => ToolKit | undefined): KitResolver {
  const shared = new Map<KitId, Promise<ToolKit>>();
  return async (kit, run) => {
    if (run !== null) return runKit(run);
    if (!isKitId(kit)) return undefined;
    let pending = shared.get(kit);
    if (!pending) {
      pending = sharedKit(kit, sources);
      shared.set(kit, pending);
      pending.catch(() => shared.delete(kit));
    }
    return pending;
  };
}

async function sharedKit(kit: KitId, sources: KitSources): Promise<ToolKit> {
  if (kit === LESSON_KIT) return createLessonToolKit(await sources.marketData());
  const open = await loadLabRun(kit);
  return open(kit === 'analista' ? { table: await sources.ordersTable() } : {}).kit;
}
