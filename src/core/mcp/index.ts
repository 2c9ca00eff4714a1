// The mcp area's front: the lab's MCP servers (one per tool kit, at mcp/<kit>), the shapes server and client share,
// and the client (a connection to any server, and a tool kit over it). Only what other areas and the UI import from it.
export { connectMcp } from './mcp-connection.ts';
export type { ConnectOptions, FetchLike, McpCallResult, McpConnection, McpTool } from './mcp-connection.ts';
export { McpConnectError } from './mcp-connect-error.ts';
export type { McpFailureKind } from './mcp-connect-error.ts';
export { createMcpHost } from './mcp-host.ts';
export type { KitResolver, McpHost } from './mcp-host.ts';
export { mcpKitOf, mcpKitUrl } from './mcp-kits.ts';
export { mcpToolKit } from './mcp-tool-kit.ts';
export { IGNORED_ARGS_META, LABEL_META, WRAPPED_META } from './result-meta.ts';
