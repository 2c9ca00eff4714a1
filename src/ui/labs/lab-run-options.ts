// What a lab page's state asks of a run: the kit options each lab reads (the asistente's clock and Wikipedia,
// the analyst's table, the house), and a key that names the run, so a run already on screen is not played again
// and a newer selection wins over an older run still going.
import type { LabKitOptions, Table } from '../../core/labs/index.ts';
import type { ToolSource } from '../../core/run/index.ts';
import { clockOf, effectiveSettings, houseOf, wikipediaTimeout, type LabPageState } from './lab-params.ts';

export interface RunInputs {
  /** The analyst's table now (the bundled orders, or the student's file). */
  table?: Table;
  /** The fetch the live Wikipedia API is reached with (the browser's). */
  liveFetch?: typeof fetch;
  /** Where the tools answer when the link says via=mcp: the lab's MCP server for the kit (the page's). */
  mcpTools?: ToolSource;
}

export function labKitOptions(state: LabPageState, inputs: RunInputs): LabKitOptions {
  const clock = new Date(clockOf(state));
  return {
    now: () => new Date(clock),
    wikipediaTimeoutMs: wikipediaTimeout(state),
    home: houseOf(state.lights),
    ...(state.liveWikipedia && inputs.liveFetch ? { fetch: inputs.liveFetch } : {}),
    ...(inputs.table ? { table: inputs.table } : {}),
  };
}

/**
 * Everything a simulated run depends on: `what` names the scenario or the question set; `tableId` the analyst's
 * table (each file loaded gets its own, even one with the name of another).
 */
export function labRunKey(state: LabPageState, what: string, tableId?: string): string {
  return JSON.stringify({
    what,
    lab: state.lab,
    backend: state.backend,
    via: state.via,
    ...effectiveSettings(state),
    approvals: state.approvals ?? null,
    ...(state.lab === 'asistente'
      ? { clock: state.clock ?? null, live: state.liveWikipedia, wikipediaTimeout: wikipediaTimeout(state) }
      : {}),
    ...(state.lab === 'hogar' ? { house: houseOf(state.lights).map((r) => r.luz_encendida) } : {}),
    ...(state.lab === 'analista' ? { table: tableId } : {}),
  });
}
