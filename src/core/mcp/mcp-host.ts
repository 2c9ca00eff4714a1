// The lab's MCP servers behind one fetch-shaped entry: the page answers `mcp/<kit>` with it, the site's service
// worker relays those requests to the page that holds the kits (so each shows in the Network panel), and the page
// calls it directly where no worker exists.
import { createMcpHandler, ProtocolErrorCode, type McpHttpHandler } from '@modelcontextprotocol/server';
import { errorMessage } from '../errors/error-message.ts';
import type { ToolKit } from '../tools/tool-kit-types.ts';
import { kitServerFactory } from './kit-server.ts';
import { mcpKitOf } from './mcp-kits.ts';

/** The kit a request is answered with: one run's (`run`), or the page's shared one (`run` null). */
export type KitResolver = (kit: string, run: string | null) => Promise<ToolKit | undefined>;

export interface McpHost {
  /** True for a URL of one of the lab's servers. */
  matches(url: URL): boolean;
  /** Answers one Streamable HTTP request (stateless: any request, in any order). */
  fetch(request: Request): Promise<Response>;
}

/** Handlers kept per kit object: a run's kit answers all its requests; a kit dropped is forgotten with it. */
type HandlerCache = Map<string, WeakMap<ToolKit, McpHttpHandler>>;

/** JSON-RPC's code for an error of the server's own (the SDK's `Method not allowed.` has it too). */
const SERVER_ERROR = -32000;

/** A JSON-RPC error with no request id, as the SDK answers a request it cannot serve. */
function rpcError(status: number, code: number, message: string): Response {
  return Response.json({ jsonrpc: '2.0', error: { code, message }, id: null }, { status });
}

function handlerFor(cache: HandlerCache, id: string, kit: ToolKit): McpHttpHandler {
  let byKit = cache.get(id);
  if (!byKit) cache.set(id, (byKit = new WeakMap()));
  let handler = byKit.get(kit);
  // Stateless: the SDK makes a server per request (from the factory) and serves both the 2026-07-28 revision
  // and 2025's initialize. The kits send nothing before a result, so the default `auto` answers a 2026 call with
  // one JSON body (`json` would say the same, with a console warning per handler); no keep-alive timer is left
  // running in a service worker or a test.
  if (!handler) byKit.set(kit, (handler = createMcpHandler(kitServerFactory(kit, id), { keepAliveMs: 0 })));
  return handler;
}

/** The servers of `kits` under `base` (the site's base URL, absolute), each answered with the kit `resolve` gives. */
export function createMcpHost(base: string, kits: readonly string[], resolve: KitResolver): McpHost {
  const cache: HandlerCache = new Map();
  return {
    matches: (url) => mcpKitOf(url, base, kits) !== null,
    async fetch(request) {
      const target = mcpKitOf(new URL(request.url), base, kits);
      if (!target) return rpcError(404, SERVER_ERROR, `not one of the lab's MCP servers: ${request.url}`);
      const { kit: id, run } = target;
      let kit: ToolKit | undefined;
      try {
        kit = await resolve(id, run);
      } catch (error) {
        return rpcError(500, ProtocolErrorCode.InternalError, errorMessage(error));
      }
      if (!kit) return rpcError(404, SERVER_ERROR, run === null ? `no '${id}' tool kit is open` : `no '${id}' tool kit for run '${run}'`);
      return handlerFor(cache, id, kit).fetch(request);
    },
  };
}
