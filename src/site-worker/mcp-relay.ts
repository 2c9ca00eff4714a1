// The lab's MCP servers as the site's service worker reaches them: their tools' state lives in a tab (a run's house,
// the student's table, the page's market data), so the worker runs no server; it relays each request under
// <scope>mcp/ to a tab that holds them, over a MessageChannel, and answers with the tab's response. The request
// is still a real one, so it shows in the Network panel. With no tab to answer, or none answering in time, the
// client gets an error it can show: open the lab in a tab.
import { mcpKitUrl } from '../core/mcp/mcp-kits.ts';
import { fromRelayReply, isRelayReply, toRelayRequest, type McpRelayReply, type McpRelayRequest } from './mcp-relay-messages.ts';

/** Long enough for a tab's first answer, which loads the servers' code and the kit's data. */
export const MCP_RELAY_TIMEOUT_MS = 30_000;

/** A tab as the relay sees it (the worker's WindowClient). */
export interface RelayClient {
  readonly id: string;
  postMessage(message: McpRelayRequest, transfer: Transferable[]): void;
}

/** The worker's `clients`, as much of it as the relay uses. */
export interface RelayClients {
  matchAll(options: { type: 'window' }): Promise<readonly RelayClient[]>;
}

export interface McpRelay {
  /** True for a request under <scope>mcp/. */
  matches(url: URL): boolean;
  /** A tab said it holds the servers. */
  noteHost(clientId: string): void;
  /** The response of a tab to `request`, sent by the client `clientId` (empty for none). */
  respond(request: Request, clientId: string): Promise<Response>;
}

export function mcpRelay(scope: string, clients: RelayClients, timeoutMs = MCP_RELAY_TIMEOUT_MS): McpRelay {
  const root = new URL('.', mcpKitUrl(scope, 'lesson')).href;
  const hosts = new Set<string>();
  return {
    matches: (url) => url.href.startsWith(root),
    noteHost: (clientId) => void hosts.add(clientId),
    async respond(request, clientId) {
      const tabs = await clients.matchAll({ type: 'window' });
      for (const gone of [...hosts].filter((id) => !tabs.some((tab) => tab.id === id))) hosts.delete(gone);
      // The tab that sent it holds the servers it means (its runs' kits); else a tab that said it holds them;
      // else any tab of the site (every page of the build serves them, and a restarted worker forgot who said so).
      const tab = tabs.find((t) => t.id === clientId) ?? tabs.find((t) => hosts.has(t.id)) ?? tabs[0];
      if (!tab) return unavailable(`No tab of the lab is open: the lab's MCP servers run in its page. Open ${scope} in a tab of this browser and keep it open.`);
      const reply = await ask(tab, await toRelayRequest(request), timeoutMs);
      if (!reply) return unavailable(`The lab's tab did not answer within ${timeoutMs / 1000} s. Open ${scope} in a tab of this browser and keep it open.`);
      return fromRelayReply(reply);
    },
  };
}

/** The tab's reply on a channel of its own, or undefined once `timeoutMs` has passed. */
function ask(tab: RelayClient, message: McpRelayRequest, timeoutMs: number): Promise<McpRelayReply | undefined> {
  const channel = new MessageChannel();
  return new Promise((resolve) => {
    const done = (reply: McpRelayReply | undefined) => {
      clearTimeout(timer);
      channel.port1.close();
      resolve(reply);
    };
    const timer = setTimeout(() => done(undefined), timeoutMs);
    channel.port1.onmessage = (event: MessageEvent<unknown>) => done(isRelayReply(event.data) ? event.data : undefined);
    tab.postMessage(message, [channel.port2]);
  });
}

/** A JSON-RPC error (no request id can be told apart here), as HTTP 503: the servers exist, but not now. */
function unavailable(message: string): Response {
  return Response.json({ jsonrpc: '2.0', id: null, error: { code: -32000, message } }, { status: 503 });
}
