// list_columns: the schema the model must discover before it can filter or aggregate. Text columns with few
// distinct values list them all (regions, statuses), so the model can write conditions that match exactly.
import { z } from 'zod';
import type { ToolDefinition } from '../../tools/tool-kit-types.ts';
import { TYPE_NAMES } from './conditions.ts';
import { PresentCell, type Column, type Table } from './table.ts';
import { CLOSED_LOOKUP } from '../../tools/tool-annotations.ts';

const ALL_VALUES_UP_TO = 8;
const EXAMPLES = 3;

export const ArgsListColumns = z.object({});

const ColumnSummary = z.strictObject({
  nombre: z.string(),
  tipo: z.enum([TYPE_NAMES.string.noun, TYPE_NAMES.number.noun, TYPE_NAMES.date.noun]),
  vacias: z.int().positive().optional(),
  min: PresentCell.optional(),
  max: PresentCell.optional(),
  distintos: z.int().nonnegative().optional(),
  valores: z.array(PresentCell).max(ALL_VALUES_UP_TO).optional(),
  ejemplos: z.array(PresentCell).max(EXAMPLES).optional(),
});
export type ColumnSummary = z.infer<typeof ColumnSummary>;

const ListColumnsOutput = z.strictObject({ filas: z.int().nonnegative(), columnas: z.array(ColumnSummary) });

function summarize(column: Column): ColumnSummary {
  const present = column.values.filter((v): v is string | number => v !== null);
  const distinct = [...new Set(present)];
  const summary: ColumnSummary = { nombre: column.name, tipo: TYPE_NAMES[column.type].noun };
  const empty = column.values.length - present.length;
  if (empty > 0) summary.vacias = empty;
  if (column.type === 'string') {
    summary.distintos = distinct.length;
    if (distinct.length <= ALL_VALUES_UP_TO) summary.valores = [...distinct].sort();
    else summary.ejemplos = distinct.slice(0, EXAMPLES);
    return summary;
  }
  if (present.length > 0) {
    summary.min = present.reduce((a, b) => (b < a ? b : a));
    summary.max = present.reduce((a, b) => (b > a ? b : a));
  }
  summary.ejemplos = distinct.slice(0, EXAMPLES);
  return summary;
}

export function listColumns(table: Table): z.infer<typeof ListColumnsOutput> {
  return { filas: table.rowCount, columnas: table.columns.map(summarize) };
}

export function listColumnsTool(table: () => Table): ToolDefinition<z.infer<typeof ArgsListColumns>> {
  return {
    name: 'list_columns',
    description:
      'Lista las columnas de la tabla: nombre, tipo (texto, número o fecha), valores de ejemplo (o todos, si son pocos) ' +
      'y mínimo y máximo de números y fechas; dice también cuántas filas tiene. Úsala primero para conocer el esquema.',
    schema: ArgsListColumns,
    argsTitle: 'ArgsListColumns',
    annotations: CLOSED_LOOKUP,
    output: ListColumnsOutput,
    run: () => listColumns(table()),
  };
}
