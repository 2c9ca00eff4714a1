// What the site's service worker and a tab say to each other about the lab's MCP servers, which run in the tab
// (mcp-relay.ts): the worker hands a request under <scope>mcp/ to a tab over a MessageChannel, as plain data
// (method, URL, headers, body as text), and the tab answers on the channel's port with the response, as plain
// data too. A tab says it holds the servers once the worker controls it.

/** Page → worker: this tab answers MCP requests. */
export const MCP_HOST = 'MCP_HOST';
/** Worker → page, with a port to answer on: one MCP request. */
export const MCP_RELAY = 'MCP_RELAY';

export interface McpRelayRequest {
  type: typeof MCP_RELAY;
  method: string;
  url: string;
  headers: [string, string][];
  body: string;
}

export interface McpRelayReply {
  status: number;
  headers: [string, string][];
  body: string;
}

/** A request as the worker relays it. */
export async function toRelayRequest(request: Request): Promise<McpRelayRequest> {
  return { type: MCP_RELAY, method: request.method, url: request.url, headers: [...request.headers], body: await request.text() };
}

export function isRelayRequest(data: unknown): data is McpRelayRequest {
  const d = data as Partial<McpRelayRequest> | null;
  return d?.type === MCP_RELAY && typeof d.method === 'string' && typeof d.url === 'string' && Array.isArray(d.headers) && typeof d.body === 'string';
}

/** The relayed request as the tab's host reads it (a GET or HEAD has no body). */
export function fromRelayRequest(message: McpRelayRequest): Request {
  const bodyless = message.method === 'GET' || message.method === 'HEAD';
  return new Request(message.url, { method: message.method, headers: message.headers, ...(bodyless ? {} : { body: message.body }) });
}

/** A response as the tab sends it back; a streamed one (server-sent events) is read to its end. */
export async function toRelayReply(response: Response): Promise<McpRelayReply> {
  return { status: response.status, headers: [...response.headers], body: await response.text() };
}

export function isRelayReply(data: unknown): data is McpRelayReply {
  const d = data as Partial<McpRelayReply> | null;
  return typeof d?.status === 'number' && Array.isArray(d.headers) && typeof d.body === 'string';
}

/** Statuses whose response may carry no body, not even an empty one. */
const NULL_BODY = new Set([101, 103, 204, 205, 304]);

/** The tab's reply as the worker answers the request with it. */
export function fromRelayReply(reply: McpRelayReply): Response {
  return new Response(NULL_BODY.has(reply.status) ? null : reply.body, { status: reply.status, headers: reply.headers });
}
