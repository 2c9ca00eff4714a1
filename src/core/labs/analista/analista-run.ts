// One analista run: the three tools over the table the caller loaded, and after the run a note of that table.
import type { OpenLabRun } from '../lab-definition.ts';
import { ORDERS_FILE } from './analista-lab.ts';
import { createAnalistaKit } from './analista-kit.ts';

export interface AnalistaExtras {
  lab: 'analista';
  /** The table the tools read. */
  table: { source: string; rowCount: number; columns: { name: string; type: string }[] };
}

export const openAnalistaRun: OpenLabRun<AnalistaExtras> = (options) => {
  const table = options.table;
  if (!table) throw new Error(`the analista lab needs a table: load ${ORDERS_FILE} (or the student's file) with loadTable`);
  const kit = createAnalistaKit(table).kit;
  const note = {
    source: table.source,
    rowCount: table.rowCount,
    columns: table.columns.map((c) => ({ name: c.name, type: c.type })),
  };
  return { kit, extras: () => ({ lab: 'analista', table: note }) };
};
