// list_columns: the schema the model must discover before it can filter or aggregate. Text columns with few
// distinct values list them all (regions, statuses), so the model can write conditions that match exactly.
import { z } from 'zod';
import type { ToolDefinition } from '../../tools/tool-kit-types.ts';
import { TYPE_NAMES } from './conditions.ts';
import type { Cell, Column, Table } from './table.ts';
import { CLOSED_LOOKUP } from '../../tools/tool-annotations.ts';

const ALL_VALUES_UP_TO = 8;
const EXAMPLES = 3;

export const ArgsListColumns = z.object({});

export interface ColumnSummary {
  nombre: string;
  tipo: string;
  vacias?: number;
  min?: Cell;
  max?: Cell;
  distintos?: number;
  valores?: Cell[];
  ejemplos?: Cell[];
}

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

export function listColumns(table: Table): { filas: number; columnas: ColumnSummary[] } {
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
    run: () => listColumns(table()),
  };
}
