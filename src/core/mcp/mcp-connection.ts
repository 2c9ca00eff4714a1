// A connection to one MCP server over Streamable HTTP, through the SDK's client and a fetch the caller gives (the
// page's, or one that answers the lab's own servers in place): its tools as `tools/list` gave them, each call over
// `tools/call`, and every JSON-RPC exchange recorded for the trace. The client negotiates the 2025 way (an
// `initialize` handshake): any MCP server answers it, the lab's stateless ones included, and it sends no
// 2026 headers (`mcp-method`, `mcp-name`) that a foreign server's CORS policy would have to allow first.
import { Client, StreamableHTTPClientTransport } from '@modelcontextprotocol/client';
import type { JsonSchema } from '../tools/tool-kit-types.ts';
import type { ToolAnnotations } from '../tools/tool-annotations.ts';
import { McpConnectError } from './mcp-connect-error.ts';
import { mcpFailure } from './mcp-failure.ts';
import type { RpcExchange } from '../tools/rpc-exchange.ts';
import { rpcTap, type FetchLike } from './rpc-tap.ts';

export type { FetchLike } from './rpc-tap.ts';

/** A tool as the server lists it. */
export interface McpTool {
  name: string;
  title?: string;
  description: string;
  inputSchema: JsonSchema;
  outputSchema?: JsonSchema;
  annotations?: ToolAnnotations;
}

/** A `tools/call` result, as MCP defines it. */
export interface McpCallResult {
  content: unknown[];
  structuredContent?: unknown;
  isError?: boolean;
  _meta?: Record<string, unknown>;
}

export interface McpConnection {
  url: string;
  /** The name the server gave in its handshake. */
  serverName?: string;
  tools: McpTool[];
  /** The exchanges of connecting and listing the tools. */
  exchanges: readonly RpcExchange[];
  /**
   * One `tools/call`, and its exchange; calls go one at a time, in the order asked. A tool's own error is a
   * result (`isError`); a call that fails on the wire or in JSON-RPC rejects with an McpConnectError.
   */
  call(name: string, args: unknown): Promise<{ result: McpCallResult; exchange: RpcExchange }>;
  close(): Promise<void>;
}

export interface ConnectOptions {
  url: string;
  fetch: FetchLike;
  /** Sent as `Authorization: Bearer <token>`. */
  token?: string;
  signal?: AbortSignal;
}

const CLIENT_INFO = { name: 'agent-loop-lab', version: '1.0.0' };

/** Connects and lists the tools; rejects with an McpConnectError that says why it could not. */
export async function connectMcp(options: ConnectOptions): Promise<McpConnection> {
  const { url, signal } = options;
  const tap = rpcTap(options.fetch);
  const client = new Client(CLIENT_INFO);
  const transport = new StreamableHTTPClientTransport(new URL(url), {
    fetch: tap.fetch,
    ...(options.token ? { requestInit: { headers: { Authorization: `Bearer ${options.token}` } } } : {}),
  });
  const fail = async (error: unknown) => mcpFailure(error, url, await tap.last(), options.fetch);
  let tools: McpTool[];
  try {
    await client.connect(transport, { signal });
    tools = (await client.listTools(undefined, { signal })).tools.map(toolOf);
  } catch (error) {
    // Read why before closing: closing aborts the request, and with it the reply's body still coming in a browser.
    const failure = signal?.aborted ? error : await fail(error);
    await client.close().catch(() => undefined);
    throw failure;
  }
  const exchanges = await tap.exchanges();
  const serverName = client.getServerVersion()?.name;
  let queue: Promise<unknown> = Promise.resolve();

  async function callNow(name: string, args: unknown) {
    const before = (await tap.exchanges()).length;
    let result: McpCallResult;
    try {
      result = await client.callTool({ name, arguments: args as Record<string, unknown> });
    } catch (error) {
      throw await fail(error);
    }
    const exchange = (await tap.exchanges()).slice(before).findLast((e) => e.method === 'tools/call');
    if (!exchange) throw new McpConnectError('protocol', `The MCP client answered ${name} without a tools/call to ${url}`);
    return { result, exchange };
  }

  return {
    url,
    ...(serverName === undefined ? {} : { serverName }),
    tools,
    exchanges,
    call(name, args) {
      const done = queue.then(() => callNow(name, args));
      queue = done.catch(() => undefined);
      return done;
    },
    close: () => client.close(),
  };
}

function toolOf(tool: { name: string; title?: string; description?: string; inputSchema: object; outputSchema?: object; annotations?: ToolAnnotations }): McpTool {
  return {
    name: tool.name,
    ...(tool.title === undefined ? {} : { title: tool.title }),
    description: tool.description ?? '',
    inputSchema: tool.inputSchema as JsonSchema,
    ...(tool.outputSchema === undefined ? {} : { outputSchema: tool.outputSchema as JsonSchema }),
    ...(tool.annotations === undefined ? {} : { annotations: annotationsOf(tool.annotations) }),
  };
}

/** The hints the lab reads, and nothing else a server put there. */
function annotationsOf(a: ToolAnnotations): ToolAnnotations {
  const keys = ['title', 'readOnlyHint', 'destructiveHint', 'idempotentHint', 'openWorldHint'] as const;
  return Object.fromEntries(keys.filter((k) => a[k] !== undefined).map((k) => [k, a[k]])) as ToolAnnotations;
}
