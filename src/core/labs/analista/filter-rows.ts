// filter_rows: the rows that satisfy every condition, a bounded number of them, and how many matched in all.
// The bound keeps a table that does not fit in a prompt out of the prompt.
import { z } from 'zod';
import type { ToolDefinition } from '../../tools/tool-kit-types.ts';
import { columnOrError, Condicion, matchingRows } from './conditions.ts';
import { Cell, type Table } from './table.ts';
import { CLOSED_LOOKUP } from '../../tools/tool-annotations.ts';

export const MAX_ROWS = 20;

export const ArgsFilterRows = z.object({
  condiciones: z.array(Condicion).min(1).describe('Condiciones que deben cumplirse todas a la vez'),
  limite: z.int().gte(1).lte(MAX_ROWS).default(10).describe('Cuántas filas devolver como mucho'),
  columnas: z
    .array(z.string())
    .nullable()
    .default(null)
    .describe('Columnas que mostrar de cada fila; todas si se omite'),
});

export type FilterRowsArgs = z.infer<typeof ArgsFilterRows>;

const FilterRowsOutput = z.strictObject({
  filas_coincidentes: z.int().nonnegative(),
  filas_mostradas: z.int().nonnegative().max(MAX_ROWS),
  /** Each row as column name → value, the columns in the order asked for. */
  filas: z.array(z.record(z.string(), Cell)).max(MAX_ROWS),
});

export function filterRows(table: Table, args: FilterRowsArgs): z.infer<typeof FilterRowsOutput> {
  const rows = matchingRows(table, args.condiciones);
  const shown = (args.columnas ?? table.columns.map((c) => c.name)).map((name) => columnOrError(table, name));
  const filas = rows
    .slice(0, args.limite)
    .map((row) => Object.fromEntries(shown.map((column) => [column.name, column.values[row] as Cell])));
  return { filas_coincidentes: rows.length, filas_mostradas: filas.length, filas };
}

export function filterRowsTool(table: () => Table): ToolDefinition<FilterRowsArgs> {
  return {
    name: 'filter_rows',
    description:
      `Devuelve las filas que cumplen todas las condiciones (como mucho ${MAX_ROWS}) y cuántas filas coinciden en total. ` +
      'Operadores: ==, !=, >, >=, <, <= (números y fechas AAAA-MM-DD), contains (texto, sin distinguir mayúsculas) ' +
      'e in (lista de valores).',
    schema: ArgsFilterRows,
    argsTitle: 'ArgsFilterRows',
    annotations: CLOSED_LOOKUP,
    output: FilterRowsOutput,
    run: (args) => filterRows(table(), args),
  };
}
