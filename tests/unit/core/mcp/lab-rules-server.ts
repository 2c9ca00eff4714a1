// A real MCP server (the SDK's low-level Server behind createMcpHandler) that serves a tool kit by the rules the
// lab's own servers follow: the kit's JSON Schemas and hints in `tools/list`; in `tools/call`, an object result as
// `structuredContent`, anything else wrapped as `{resultado}` and marked, an error as `isError` with its label.
// The client's tests talk to it through a plain fetch function, no network.
import { createMcpHandler, Server } from '@modelcontextprotocol/server';
import type { FetchLike } from '../../../../src/core/mcp/mcp-connection.ts';
import { LABEL_META, WRAPPED_META } from '../../../../src/core/mcp/mcp-tool-output.ts';
import type { ToolKit } from '../../../../src/core/tools/tool-kit-types.ts';

export const SERVER_NAME = 'lab-rules-test';

function build(kit: ToolKit, outputSchema: Record<string, unknown>): Server {
  const server = new Server({ name: SERVER_NAME, version: '1.0.0' }, { capabilities: { tools: {} } });
  server.setRequestHandler('tools/list', () => ({
    tools: kit.tools.map((tool) => ({
      name: tool.name,
      ...(tool.annotations?.title ? { title: tool.annotations.title } : {}),
      description: tool.description,
      inputSchema: { ...kit.jsonSchema(tool.name), type: 'object' as const },
      outputSchema: { ...outputSchema, type: 'object' as const },
      ...(tool.annotations ? { annotations: tool.annotations } : {}),
    })),
  }));
  server.setRequestHandler('tools/call', async (request) => {
    const { output, label } = await kit.executeDetailedAsync(request.params.name, request.params.arguments ?? {});
    if ('error' in output) {
      return { content: [{ type: 'text' as const, text: output.error }], isError: true, ...(label ? { _meta: { [LABEL_META]: label } } : {}) };
    }
    const value = output.resultado;
    const plain = typeof value === 'object' && value !== null && !Array.isArray(value);
    const structured = plain ? (value as Record<string, unknown>) : { resultado: value };
    return { content: [{ type: 'text' as const, text: JSON.stringify(structured) }], structuredContent: structured, ...(plain ? {} : { _meta: { [WRAPPED_META]: true } }) };
  });
  return server;
}

/**
 * The kit's server as a fetch function; `seen` gets every request it is sent; `outputSchema`, what it lists as
 * every tool's output schema (any object by default).
 */
export function labRulesFetch(kit: ToolKit, seen?: (request: Request) => void, outputSchema: Record<string, unknown> = {}): FetchLike {
  const handler = createMcpHandler(() => build(kit, outputSchema));
  return (url, init) => {
    const request = new Request(url, init);
    seen?.(request.clone());
    return handler.fetch(request);
  };
}
