// "Tools from: MCP" in the page: a run's fresh kit is served by the lab's MCP server for it (mcp/<kit>?run=<id>,
// through the site's worker where there is one, so each JSON-RPC request shows in the Network panel) and the loop
// gets a kit that reaches it as an MCP client: tools/list for the tools offered, tools/call for each call. The
// client's code loads with the first such run, not with the page.
import type { KitId } from '../core/labs/kit-table.ts';
import type { ToolSource } from '../core/run/tool-source.ts';
import { siteBase } from '../site-worker/site-worker-client.ts';
import { mcpFetch } from './mcp-serving.ts';
import { registerRunKit, releaseRunKit } from './run-kits.ts';

export function mcpToolSource(kitId: KitId): ToolSource {
  return {
    kind: 'mcp',
    async open(kit) {
      const runId = registerRunKit(kit);
      try {
        const { connectMcp, mcpKitUrl, mcpToolKit } = await import('../core/mcp/index.ts');
        const connection = await connectMcp({ url: mcpKitUrl(siteBase().href, kitId, runId), fetch: mcpFetch });
        return {
          kit: mcpToolKit(connection),
          close: () => {
            void connection.close().finally(() => releaseRunKit(runId));
          },
        };
      } catch (error) {
        releaseRunKit(runId);
        throw error;
      }
    },
  };
}
