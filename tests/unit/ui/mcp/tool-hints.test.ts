// #/mcp's badges for a tool's annotations: what the hints say, and MCP's defaults (marked assumed) where none is given.
import { describe, expect, it } from 'vitest';
import { toolHints } from '../../../../src/ui/mcp/tool-hints.ts';

describe('toolHints', () => {
  it("shows a closed lookup (the lesson's tools) as read-only and idempotent, nothing assumed", () => {
    expect(toolHints({ readOnlyHint: true, destructiveHint: false, idempotentHint: true, openWorldHint: false })).toEqual([
      { badge: 'readOnly', assumed: false },
      { badge: 'idempotent', assumed: false },
    ]);
  });

  it('shows a write that is not destructive, and one that reaches the open world', () => {
    expect(toolHints({ readOnlyHint: false, destructiveHint: false, idempotentHint: true, openWorldHint: true })).toEqual([
      { badge: 'writes', assumed: false },
      { badge: 'idempotent', assumed: false },
      { badge: 'openWorld', assumed: false },
    ]);
  });

  it("reads no hints as MCP's defaults, each marked assumed: writes, destructive, open world", () => {
    const assumed = [
      { badge: 'writes', assumed: true },
      { badge: 'destructive', assumed: true },
      { badge: 'openWorld', assumed: true },
    ];
    expect(toolHints(undefined)).toEqual(assumed);
    expect(toolHints({})).toEqual(assumed);
  });
});
