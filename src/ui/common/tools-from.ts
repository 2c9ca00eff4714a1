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
  lab: { en: 'the loop calls them itself', es: 'el bucle las llama él mismo' },
  mcp: {
    en: 'the loop is a client of the lab’s MCP server: tools/list, then a tools/call per call, each exchange in the trace',
    es: 'el bucle es cliente del servidor MCP del laboratorio: tools/list, luego un tools/call por llamada, cada intercambio en la traza',
  },
};
