// A listed tool's annotations as the badges the page shows: whether it only reads or writes, destroys, may be
// repeated, reaches outside the server. A hint the server left out reads as MCP's default (may write, destructively,
// not idempotent, open world), and its badge says it was assumed.
import type { McpTool } from '../../core/mcp/index.ts';

export type HintBadge = 'readOnly' | 'writes' | 'destructive' | 'idempotent' | 'openWorld';

export interface ShownHint {
  badge: HintBadge;
  /** No hint said so: MCP's default. */
  assumed: boolean;
}

export function toolHints(annotations: McpTool['annotations']): ShownHint[] {
  const a = annotations ?? {};
  const hints: ShownHint[] = [];
  if (a.readOnlyHint === true) hints.push({ badge: 'readOnly', assumed: false });
  else {
    hints.push({ badge: 'writes', assumed: a.readOnlyHint === undefined });
    if (a.destructiveHint !== false) hints.push({ badge: 'destructive', assumed: a.destructiveHint === undefined });
  }
  if (a.idempotentHint === true) hints.push({ badge: 'idempotent', assumed: false });
  if (a.openWorldHint !== false) hints.push({ badge: 'openWorld', assumed: a.openWorldHint === undefined });
  return hints;
}
