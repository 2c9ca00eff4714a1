// One JSON-RPC exchange with an MCP server as the trace keeps it, the way a request event keeps an API's bodies:
// what was posted and what came back, as text, so a student reads the protocol itself.
export interface RpcExchange {
  /** The JSON-RPC method (`tools/list`, `tools/call`…); a notification's too. */
  method: string;
  url: string;
  /** The HTTP status; null when no response came (a refused connection). */
  status: number | null;
  request: string;
  /** The body as it came back (empty for a 202 to a notification). */
  response: string;
}
