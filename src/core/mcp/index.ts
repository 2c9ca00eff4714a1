// The MCP area's front: only what other areas and the UI import from it (a test keeps the UI off the deep files).
export { IGNORED_ARGS_META, LABEL_META, WRAPPED_META } from './kit-server.ts';
export { createMcpHost } from './mcp-host.ts';
export type { KitResolver, McpHost } from './mcp-host.ts';
export { MCP_KIT_IDS, mcpKitOf, mcpKitUrl } from './mcp-kits.ts';
export type { McpKitId } from './mcp-kits.ts';
export type { RpcExchange } from './rpc-exchange.ts';
export { connectMcp } from './mcp-connection.ts';
export type { ConnectOptions, FetchLike, McpCallResult, McpConnection, McpTool } from './mcp-connection.ts';
export { McpConnectError } from './mcp-connect-error.ts';
export type { McpFailureKind } from './mcp-connect-error.ts';
export { mcpToolKit } from './mcp-tool-kit.ts';
