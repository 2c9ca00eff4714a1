// The CSV analyst's kit: list_columns, filter_rows and aggregate over one table that the student may swap for
// a file of their own. A file that fails to load leaves the current table in place.
import { createToolKit } from '../../tools/tool-kit.ts';
import type { ToolDefinition, ToolKit } from '../../tools/tool-kit-types.ts';
import { aggregateTool } from './aggregate.ts';
import { filterRowsTool } from './filter-rows.ts';
import { listColumnsTool } from './list-columns.ts';
import { loadTable } from './load-table.ts';
import type { Table, TableResult } from './table.ts';

export interface AnalistaKit {
  readonly kit: ToolKit;
  /** The table the tools read now. */
  table(): Table;
  /** Reads a Parquet or CSV file; on success the tools read it from now on, on failure nothing changes. */
  load(name: string, data: ArrayBuffer | Uint8Array): Promise<TableResult>;
}

export function createAnalistaKit(initial: Table): AnalistaKit {
  let current = initial;
  const table = () => current;
  const tools: ToolDefinition[] = [listColumnsTool(table), filterRowsTool(table), aggregateTool(table)];
  return {
    // An invented argument is refused, not ignored: `aggregate(..., filtro=...)` run without its filter would
    // return a wrong total that looks right.
    kit: createToolKit(tools, { extraArgs: 'forbid' }),
    table,
    async load(name, data) {
      const result = await loadTable(name, data);
      if (result.ok) current = result.table;
      return result;
    },
  };
}
