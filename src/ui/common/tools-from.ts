// "Tools from": whether a run's loop calls the lab's tools itself or reaches them as an MCP client (the same kit,
// served by the lab's MCP server for it at mcp/<kit>: tools/list for what is offered, tools/call for each call).
// One link param for every page: `via=mcp` (absent, the lab).
import type { Bilingual } from '../../core/i18n/index.ts';
import type { Params } from './route.svelte.ts';

export const TOOLS_FROM = ['lab', 'mcp'] as const;
export type ToolsFrom = (typeof TOOLS_FROM)[number];

export function readToolsFrom(params: Params): ToolsFrom {
  return params.via === 'mcp' ? 'mcp' : 'lab';
}

/** The link's param for a choice: absent for the lab's own loop. */
export const toolsFromParam = (via: ToolsFrom): string | undefined => (via === 'mcp' ? 'mcp' : undefined);

export const TOOLS_FROM_WORD: Bilingual = { en: 'Tools from', es: 'Herramientas desde' };

export const TOOLS_FROM_LABELS: Record<ToolsFrom, Bilingual> = {
  lab: { en: 'the lab', es: 'el laboratorio' },
  mcp: { en: 'MCP', es: 'MCP' },
};

export const TOOLS_FROM_HINTS: Record<ToolsFrom, Bilingual> = {
  lab: { en: 'the loop calls the tools itself, in the page', es: 'el bucle llama a las herramientas él mismo, en la página' },
  mcp: {
    en: 'the loop is an MCP client of the lab’s server for these tools: tools/list says what is offered, each call is a tools/call, and the trace shows every JSON-RPC exchange',
    es: 'el bucle es un cliente MCP del servidor del laboratorio para estas herramientas: tools/list dice qué se ofrece, cada llamada es un tools/call y la traza muestra cada intercambio JSON-RPC',
  },
};
