// Why a connection to an MCP server (or a call over it) failed, by kind, so a page can say it in the person's
// language and a trace can keep the English: a refused connection, a CORS block, an auth demand, a malformed
// reply, an HTTP error or a JSON-RPC error.
import type { RpcExchange } from '../tools/rpc-exchange.ts';

export type McpFailureKind = 'refused' | 'cors' | 'auth' | 'malformed' | 'http' | 'protocol';

export class McpConnectError extends Error {
  override readonly name = 'McpConnectError';
  constructor(
    readonly kind: McpFailureKind,
    message: string,
    /** The HTTP status of the reply that failed, when one came. */
    readonly status?: number,
    /** The exchange that failed, when a request left. */
    readonly exchange?: RpcExchange,
  ) {
    super(message);
  }
}
