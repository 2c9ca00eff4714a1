// The lab's MCP servers in the page, at mcp/<kit> under the site's base, for as long as the page is open. Where the
// site's service worker controls the page, a client's requests go out on the network, the worker hands each one
// back to a tab (src/site-worker/mcp-relay.ts) and this module answers it, so each shows in the Network panel.
// Where there is none (plain http on a LAN address, the dev server, a first visit before the worker took over),
// `mcpFetch` hands them to the same host in the page, as the simulators' in-page fetch does. The servers' code and
// the kits' data load on the first request, not with the page.
import type { McpHost } from '../core/mcp/mcp-host.ts';
import { MCP_HOST, isRelayRequest } from '../site-worker/mcp-relay-messages.ts';
import { siteBase, siteWorkerState } from '../site-worker/site-worker-client.ts';
import { answerRelay } from './answer-relay.ts';
import type { KitSources } from './page-kits.ts';
import { runKit } from './run-kits.ts';

let sources: KitSources | undefined;
let host: Promise<McpHost> | undefined;

/** The page's one host, loaded on the first request; a load that failed (a lost chunk) is tried again. */
function pageHost(): Promise<McpHost> {
  const over = sources;
  if (!over) return Promise.reject(new Error("the page's MCP servers were not started"));
  host ??= (async () => {
    const [{ createMcpHost }, { createKitResolver }, { KIT_IDS }] = await Promise.all([
      import('../core/mcp/mcp-host.ts'),
      import('./page-kits.ts'),
      import('../core/labs/kit-table.ts'),
    ]);
    return createMcpHost(siteBase().href, KIT_IDS, createKitResolver(over, runKit));
  })();
  host.catch(() => (host = undefined));
  return host;
}

/** Once per page, at its start: answers the worker's relayed requests, and tells the worker this tab does. */
export function startMcpServing(kitSources: KitSources): void {
  if (sources) return;
  sources = kitSources;
  if (!('serviceWorker' in navigator)) return;
  const container = navigator.serviceWorker;
  container.addEventListener('message', (event: MessageEvent<unknown>) => {
    const port = event.ports[0];
    if (!isRelayRequest(event.data) || !port) return;
    void answerRelay(pageHost(), event.data).then((reply) => port.postMessage(reply));
  });
  const announce = () => container.controller?.postMessage({ type: MCP_HOST });
  announce();
  container.addEventListener('controllerchange', announce);
}

/**
 * The fetch an MCP client in the page uses: with the worker in control, the real fetch (the worker relays the
 * servers' URLs back to a tab); without it, the servers' URLs answered by the page's host directly, and any other
 * URL by the real fetch.
 */
export const mcpFetch: typeof fetch = async (input, init) => {
  if (siteWorkerState().controlled) return fetch(input, init);
  const request = new Request(input, init);
  const server = await pageHost();
  return server.matches(new URL(request.url)) ? server.fetch(request) : fetch(request);
};
