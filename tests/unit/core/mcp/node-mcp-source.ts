// A run's tools over MCP in Node, as the page's source does it (src/mcp-browser/mcp-tool-source.ts) without the
// page: the run's own kit served by the lab's MCP host for it, and the loop a client of it through the SDK.
import { connectMcp } from '../../../../src/core/mcp/mcp-connection.ts';
import { createMcpHost } from '../../../../src/core/mcp/mcp-host.ts';
import type { KitId } from '../../../../src/core/labs/kit-table.ts';
import { mcpKitUrl } from '../../../../src/core/mcp/mcp-kits.ts';
import { mcpToolKit } from '../../../../src/core/mcp/mcp-tool-kit.ts';
import type { ToolSource } from '../../../../src/core/run/tool-source.ts';

const BASE = 'http://lab.test/';

export function nodeMcpSource(kitId: KitId): ToolSource {
  return {
    kind: 'mcp',
    async open(kit) {
      const host = createMcpHost(BASE, [kitId], () => Promise.resolve(kit));
      const connection = await connectMcp({ url: mcpKitUrl(BASE, kitId, 'run-1'), fetch: (url, init) => host.fetch(new Request(url, init)) });
      return { kit: mcpToolKit(connection), close: () => void connection.close() };
    },
  };
}
