// What the page's MCP servers build their shared kits over (src/mcp-browser/page-kits.ts): the same market data
// and bundled orders the pages load, loaded once for all of them, and only when a client first asks.
import type { KitSources } from '../../mcp-browser/page-kits.ts';

export const MCP_KIT_SOURCES: KitSources = {
  marketData: async () => (await (await import('../common/market-data/market-data-store.ts')).loadBrowserMarketData()).data,
  ordersTable: async () => {
    const result = await (await import('../common/analista/bundled-orders.ts')).loadBundledOrders();
    if (!result.ok) throw new Error(result.error.en);
    return result.table;
  },
};
