// The kits of runs that take their tools over MCP: a run registers its own kit (a house of its own, the student's
// table) and its client names it with `?run=<id>` (mcpKitUrl), so the page's servers answer that run with that kit;
// released when the run ends. Ids are the tab's own: the site's worker hands a tab's requests back to that tab.
import type { ToolKit } from '../core/tools/tool-kit-types.ts';

const kits = new Map<string, ToolKit>();
let last = 0;

/** Registers a run's kit; returns the id its MCP client puts in `?run=`. */
export function registerRunKit(kit: ToolKit): string {
  last += 1;
  const runId = `run-${last}`;
  kits.set(runId, kit);
  return runId;
}

/** The run has ended: its servers answer no more. */
export function releaseRunKit(runId: string): void {
  kits.delete(runId);
}

/** The kit a run registered, or undefined (never registered, or released). */
export function runKit(runId: string): ToolKit | undefined {
  return kits.get(runId);
}
