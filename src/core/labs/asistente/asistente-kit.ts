// The companion agent's tool registry (the Tool-Calling Agent course): a kit built from a list of definitions, so adding a tool is
// one more definition and the loop never changes. As in the course, arguments a tool does not declare are
// ignored (and reported), and an unknown tool name gets an error that lists the available ones.
import { pythonRepr } from '../../tools/python-repr.ts';
import { createToolKit } from '../../tools/tool-kit.ts';
import type { ToolDefinition, ToolKit } from '../../tools/tool-kit-types.ts';
import { calculatorTool } from './calculator-tool.ts';
import { getDatetimeTool, type Clock } from './datetime-tool.ts';
import { wikipediaSearchTool, type WikipediaOptions } from './wikipedia-tool.ts';

export interface AsistenteKitOptions extends WikipediaOptions {
  /** The clock get_datetime reads (the real one by default). */
  now?: Clock;
  /** More tools, registered after the course's three. */
  extraTools?: readonly ToolDefinition[];
}

/** The course's call_tool message for a name not in the registry. */
export const unknownToolMessage = (name: string, available: readonly string[]) =>
  `Error: tool '${name}' does not exist. Available: ${pythonRepr(available)}`;

/** Arguments that fail validation, in the course's `Tool error: {e}` form. */
export const invalidArgsMessage = (details: string) => `Tool error: invalid arguments: ${details}`;

/** The course's agent is in English: the field messages not listed are counted in English too. */
export const moreIssuesMessage = (count: number) => `and ${count} more`;

export function asistenteTools(options: AsistenteKitOptions = {}): ToolDefinition[] {
  return [
    calculatorTool,
    getDatetimeTool(options.now ?? (() => new Date())),
    wikipediaSearchTool(options),
  ] as ToolDefinition[];
}

/** calculator, get_datetime and wikipedia_search, plus `extraTools`. wikipedia_search needs `executeAsync`. */
export function createAsistenteKit(options: AsistenteKitOptions = {}): ToolKit {
  return createToolKit([...asistenteTools(options), ...(options.extraTools ?? [])], {
    extraArgs: 'ignore',
    unknownToolMessage,
    invalidArgsMessage,
    moreIssuesMessage,
  });
}
