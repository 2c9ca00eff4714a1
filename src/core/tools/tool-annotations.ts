// What a tool does to the world, in MCP's words (`readOnlyHint`, `destructiveHint`, `idempotentHint`,
// `openWorldHint`): an MCP server lists them with the tool, and the approval guardrail reads them to decide which
// calls wait for a person. Absent hints mean what the MCP spec says they mean: a tool that may write, destructively.
export interface ToolAnnotations {
  title?: string;
  /** The tool changes nothing (default false). */
  readOnlyHint?: boolean;
  /** A write may destroy or overwrite (default true; meaningless for a read-only tool). */
  destructiveHint?: boolean;
  /** Calling it again with the same arguments changes nothing more (default false). */
  idempotentHint?: boolean;
  /** It reaches a world outside the server's own data, the web say (default true). */
  openWorldHint?: boolean;
}

/** A lookup over the lab's own data: the lesson's tools, the store, the analyst's table. */
export const CLOSED_LOOKUP: ToolAnnotations = { readOnlyHint: true, destructiveHint: false, idempotentHint: true, openWorldHint: false };

/** Whether a call of a tool with these hints changes state, as the spec's defaults read absent hints. */
export function changesState(annotations: ToolAnnotations | undefined): boolean {
  return annotations?.readOnlyHint !== true;
}
