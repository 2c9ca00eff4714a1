// Where a run's tools answer from. By default the plan's kit answers in the loop's own process ("Tools from: the
// lab"); a source serves that same kit elsewhere and hands the loop a kit that reaches it (over MCP: the lab's
// server for the kit, `tools/list` for the offered tools and `tools/call` for each call). `run` opens it before the
// first request and closes it after the last, so every backend and design gets it the same way.
import type { ToolKit } from '../tools/tool-kit-types.ts';

/** The kit the loop uses for one run, and how to let the run's tools go once it ended. */
export interface ToolConnection {
  kit: ToolKit;
  close(): void;
}

export interface ToolSource {
  /** What the trace and the pages call it (`mcp`). */
  kind: 'mcp';
  /** Serves `kit` (the run's fresh one) and connects to it. Rejects with a message a student can read when it cannot. */
  open(kit: ToolKit): Promise<ToolConnection>;
}

/** The plan's kit as it is, when no source is given. */
export function openTools(kit: ToolKit, source: ToolSource | undefined): Promise<ToolConnection> {
  return source ? source.open(kit) : Promise.resolve({ kit, close: () => undefined });
}

/**
 * The kit as a plan's program sees it when its source could not be reached: the same tools, each call an error
 * that says why (the program's computation then fails with that error in its stage, as any failed call does).
 */
export function unreachableKit(kit: ToolKit, message: string): ToolKit {
  const failed = { output: { error: message } };
  return {
    tools: kit.tools,
    has: (name) => kit.has(name),
    jsonSchema: (name) => kit.jsonSchema(name),
    execute: () => failed.output,
    executeDetailed: () => failed,
    executeAsync: () => Promise.resolve(failed.output),
    executeDetailedAsync: () => Promise.resolve(failed),
  };
}
