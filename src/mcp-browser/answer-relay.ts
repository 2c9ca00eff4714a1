// A tab's answer to a request the site's worker relays (src/site-worker/mcp-relay.ts): the page's MCP host answers
// it as it would a fetch; a host that fails (its code could not be loaded, a kit's data could not be read) is a
// JSON-RPC error the client can show, never silence the worker would wait out.
import { errorMessage } from '../core/errors/error-message.ts';
import type { McpHost } from '../core/mcp/mcp-host.ts';
import { fromRelayRequest, toRelayReply, type McpRelayReply, type McpRelayRequest } from '../site-worker/mcp-relay-messages.ts';

export async function answerRelay(host: Promise<McpHost>, message: McpRelayRequest): Promise<McpRelayReply> {
  try {
    return await toRelayReply(await (await host).fetch(fromRelayRequest(message)));
  } catch (error) {
    const body = { jsonrpc: '2.0', id: null, error: { code: -32603, message: `The lab's tab could not answer: ${errorMessage(error)}` } };
    return { status: 500, headers: [['content-type', 'application/json']], body: JSON.stringify(body) };
  }
}
