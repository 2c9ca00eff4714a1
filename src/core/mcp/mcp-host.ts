// The lab's MCP servers behind one fetch-shaped entry: the page answers `mcp/<kit>` with it, the site's service
// worker relays those requests to the page that holds the kits (so each shows in the Network panel), and the page
// calls it directly where no worker exists.
import type { ToolKit } from '../tools/tool-kit-types.ts';
import type { McpKitId } from './mcp-kits.ts';

/** The kit a request is answered with: one run's (`run`), or the page's shared one (`run` null). */
export type KitResolver = (kit: McpKitId, run: string | null) => Promise<ToolKit | undefined>;

export interface McpHost {
  /** True for a URL of one of the lab's servers. */
  matches(url: URL): boolean;
  /** Answers one Streamable HTTP request (stateless: any request, in any order). */
  fetch(request: Request): Promise<Response>;
}
