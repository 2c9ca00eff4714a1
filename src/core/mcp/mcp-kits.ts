// Where the lab's MCP servers answer: one per tool kit, at `mcp/<kit>` under the site's base. A run that takes its
// tools over MCP names its own kit with `?run=<id>` (a house of its own, the student's table); without it, the
// page's shared kit answers, so any MCP client can use the servers while the page is open. Which kits there are is
// the caller's to say (the kit table, core/labs/kit-table.ts): this folder knows servers, not kits.

const MCP_PATH = 'mcp';

/** The URL of a kit's server under `base` (the site's base URL, absolute); `run`, one run's kit. */
export function mcpKitUrl(base: string, kit: string, run?: string): string {
  const url = new URL(`${MCP_PATH}/${kit}`, base);
  if (run !== undefined) url.searchParams.set('run', run);
  return url.href;
}

/** The kit (one of `kits`) and run a URL names under `base`, or null for a URL that is not one of the lab's servers. */
export function mcpKitOf(url: URL, base: string, kits: readonly string[]): { kit: string; run: string | null } | null {
  const root = new URL(`${MCP_PATH}/`, base);
  if (url.origin !== root.origin || !url.pathname.startsWith(root.pathname)) return null;
  const kit = kits.find((id) => id === url.pathname.slice(root.pathname.length));
  return kit ? { kit, run: url.searchParams.get('run') } : null;
}
