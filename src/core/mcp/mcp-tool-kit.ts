// A tool kit whose tools an MCP server runs: offered as `tools/list` gave them, each call a `tools/call`, its
// result read back into the lesson's `{resultado}` or `{error}`. Validation is the server's, so the schemas here
// let anything through; the model sees the server's JSON Schemas as they came. Nothing throws: a call that
// fails on the wire is an `{error}` like any other.
import { z } from 'zod';
import { errorMessage } from '../errors/error-message.ts';
import type { ExecutionResult, ToolDefinition, ToolKit, ToolOutput } from '../tools/tool-kit-types.ts';
import { McpConnectError } from './mcp-connect-error.ts';
import type { McpConnection, McpTool } from './mcp-connection.ts';
import { executionOf } from './mcp-tool-output.ts';

/** @example const kit = mcpToolKit(await connectMcp({ url, fetch })) // kit.server.exchanges: initialize … tools/list */
export function mcpToolKit(connection: McpConnection): ToolKit {
  const byName = new Map(connection.tools.map((tool) => [tool.name, tool]));

  async function executeDetailedAsync(name: string, args: unknown): Promise<ExecutionResult> {
    try {
      const { result, exchange } = await connection.call(name, args);
      return { ...executionOf(result), rpc: exchange };
    } catch (error) {
      const rpc = error instanceof McpConnectError && error.exchange ? { rpc: error.exchange } : {};
      return { output: { error: errorMessage(error) }, ...rpc };
    }
  }

  const definition = (tool: McpTool): ToolDefinition => ({
    name: tool.name,
    description: tool.description,
    schema: z.looseObject({}),
    argsTitle: typeof tool.inputSchema.title === 'string' ? tool.inputSchema.title : tool.name,
    ...(tool.annotations ? { annotations: tool.annotations } : {}),
    // What a caller that runs the tool's function itself meets: the server's answer, its error thrown.
    async run(args) {
      const { output } = await executeDetailedAsync(tool.name, args);
      if ('error' in output) throw new Error(output.error);
      return output.resultado;
    },
  });

  const kit: ToolKit = {
    tools: connection.tools.map(definition),
    has: (name) => byName.has(name),
    executeDetailed: (name) => ({ output: { error: `${name} is asynchronous (an MCP server runs it): call executeAsync` } }),
    execute: (name, args): ToolOutput => kit.executeDetailed(name, args).output,
    executeDetailedAsync,
    executeAsync: async (name, args): Promise<ToolOutput> => (await executeDetailedAsync(name, args)).output,
    jsonSchema(name) {
      const tool = byName.get(name);
      if (!tool) throw new Error(`no tool named ${name}`);
      return tool.inputSchema;
    },
    server: { url: connection.url, exchanges: connection.exchanges },
  };
  return kit;
}
