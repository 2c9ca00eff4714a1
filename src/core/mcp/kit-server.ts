// One tool kit as an MCP server, on the official SDK's low-level `Server`: tools/list gives each tool's argument
// schema exactly as the kit prints it (pydantic's shape, what the lesson's model sees), and tools/call runs the
// kit itself, so a refused call reads as the lesson's `{error}` does. McpServer.registerTool would validate
// the arguments with its own validator and wording, list its own rendering of the schema, and answer an
// unknown name with the SDK's message, so the model would see a different lab over MCP.
import { Server, type CallToolResult, type Tool } from '@modelcontextprotocol/server';
import { z } from 'zod';
import type { ExecutionResult, ToolDefinition, ToolKit } from '../tools/tool-kit-types.ts';
import { IGNORED_ARGS_META, LABEL_META, WRAPPED_META } from './result-meta.ts';

const SERVER_VERSION = '1.0.0';

type JsonObject = { [key: string]: unknown };

const isPlainObject = (value: unknown): value is JsonObject => typeof value === 'object' && value !== null && !Array.isArray(value);

/** True for a schema whose values are objects (a union of objects included): MCP's structuredContent must be one. */
function isObjectSchema(schema: JsonObject): boolean {
  if (schema.type === 'object') return true;
  const members = schema.anyOf ?? schema.oneOf;
  return Array.isArray(members) && members.length > 0 && members.every((m) => isPlainObject(m) && isObjectSchema(m));
}

/**
 * The tool's outputSchema: its `output` as JSON Schema, under `resultado` when its values are not objects. No
 * `$schema`, as the input schemas have none: MCP reads a schema without one as JSON Schema 2020-12, which zod writes.
 */
function outputSchema(output: z.ZodType): { schema: Tool['outputSchema']; wrapped: boolean } {
  const { $schema: _dialect, ...json }: JsonObject = z.toJSONSchema(output, { io: 'output' });
  if (isObjectSchema(json)) return { schema: { ...json, type: 'object' }, wrapped: false };
  return { schema: { type: 'object', properties: { resultado: json }, required: ['resultado'], additionalProperties: false }, wrapped: true };
}

interface Listed {
  tool: Tool;
  /** Whether a success comes back as `{resultado}` (from the declared output; from the value when none is). */
  wrapped?: boolean;
}

function listed(kit: ToolKit, definition: ToolDefinition): Listed {
  const output = definition.output && outputSchema(definition.output);
  const title = definition.annotations?.title;
  const tool: Tool = {
    name: definition.name,
    ...(title === undefined ? {} : { title }),
    description: definition.description,
    inputSchema: kit.jsonSchema(definition.name) as Tool['inputSchema'],
    ...(output ? { outputSchema: output.schema } : {}),
    ...(definition.annotations ? { annotations: definition.annotations } : {}),
  };
  return { tool, wrapped: output?.wrapped };
}

/** `_meta` with the given entries, or nothing when there are none. */
const meta = (entries: JsonObject) => (Object.keys(entries).length > 0 ? { _meta: entries } : {});

/** An ExecutionResult as MCP's CallToolResult: `resultado` as structuredContent, `{error}` as isError content. */
function callResult(result: ExecutionResult, listing: Listed | undefined): CallToolResult {
  const ignored = result.ignoredArgs ? { [IGNORED_ARGS_META]: result.ignoredArgs } : {};
  const { output } = result;
  if ('error' in output) {
    const label = result.label ? { [LABEL_META]: result.label } : {};
    return { content: [{ type: 'text', text: output.error }], isError: true, ...meta({ ...label, ...ignored }) };
  }
  const wrap = listing?.wrapped ?? !isPlainObject(output.resultado);
  const structured = wrap ? { resultado: output.resultado } : (output.resultado as JsonObject);
  return {
    content: [{ type: 'text', text: JSON.stringify(structured) }],
    structuredContent: structured,
    ...meta({ ...(wrap ? { [WRAPPED_META]: true } : {}), ...ignored }),
  };
}

/**
 * A factory of servers for `kit`, one per request as the SDK's stateless handler asks; the listing is built
 * once. The servers share the kit, so a write (the house's set_light) is seen by the next request.
 */
export function kitServerFactory(kit: ToolKit, id: string): () => Server {
  const listings = new Map(kit.tools.map((definition) => [definition.name, listed(kit, definition)]));
  const tools = [...listings.values()].map((l) => l.tool);
  return () => {
    // The SDK marks the low-level Server deprecated in favour of McpServer; see the file's opening comment.
    const server = new Server({ name: `agent-loop-lab-${id}`, version: SERVER_VERSION }, { capabilities: { tools: {} } });
    server.setRequestHandler('tools/list', () => ({ tools }));
    server.setRequestHandler('tools/call', async (request) => {
      const { name, arguments: args } = request.params;
      const listing = listings.get(name);
      const result = callResult(await kit.executeDetailedAsync(name, args ?? {}), listing);
      return server.projectCallToolResult(result, listing?.tool.outputSchema);
    });
    return server;
  };
}
