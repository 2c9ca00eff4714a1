// aggregate: count, sum, mean, min or max of a column over the rows that satisfy the conditions, optionally
// per group of another column. Sums and means are rounded to 2 decimals as Python's round() does; groups come
// largest value first, so "which product sold most" is the first group.
import { z } from 'zod';
import { pythonRepr } from '../../tools/python-repr.ts';
import { pythonRound } from '../../tools/python-round.ts';
import type { ToolDefinition } from '../../tools/tool-kit-types.ts';
import { columnOrError, Condicion, matchingRows, TYPE_NAMES } from './conditions.ts';
import { Cell, type Column, type Table } from './table.ts';
import { CLOSED_LOOKUP } from '../../tools/tool-annotations.ts';

export const OPERATIONS = ['count', 'sum', 'mean', 'min', 'max'] as const;
export type Operation = (typeof OPERATIONS)[number];

export const MAX_GROUPS = 50;

export const ArgsAggregate = z.object({
  operacion: z.enum(OPERATIONS),
  columna: z.string().nullable().default(null).describe('Columna que se agrega; con count puede omitirse para contar filas'),
  agrupar_por: z.string().nullable().default(null).describe('Columna cuyos valores forman los grupos'),
  condiciones: z.array(Condicion).default([]).describe('Condiciones que deben cumplir las filas, todas a la vez'),
});

export type AggregateArgs = z.infer<typeof ArgsAggregate>;

const Group = z.strictObject({ grupo: Cell, valor: Cell, filas: z.int().positive() });
export type Group = z.infer<typeof Group>;

const AggregateHead = { operacion: z.enum(OPERATIONS), columna: z.string().nullable(), filas_consideradas: z.int().nonnegative() };

/** One value over all the rows considered, or one per group (the largest first, MAX_GROUPS at most). */
const AggregateOutput = z.union([
  z.strictObject({ ...AggregateHead, valor: Cell }),
  z.strictObject({ ...AggregateHead, agrupar_por: z.string(), grupos_totales: z.int().nonnegative(), grupos: z.array(Group).max(MAX_GROUPS) }),
]);

function targetColumn(table: Table, operation: Operation, name: string | null): Column | undefined {
  if (operation === 'count' && name === null) return undefined;
  const allowed = table.columns.filter((c) => c.type === 'number' || (c.type === 'date' && (operation === 'min' || operation === 'max')));
  const kinds = operation === 'min' || operation === 'max' ? 'columnas numéricas o de fechas' : 'columnas numéricas';
  const valid = `${kinds}: ${allowed.map((c) => c.name).join(', ') || 'ninguna'}`;
  if (name === null) throw new Error(`la operación '${operation}' necesita una columna; ${valid}`);
  const column = columnOrError(table, name);
  if (operation !== 'count' && !allowed.includes(column)) {
    throw new Error(`la operación '${operation}' no se aplica a la columna ${TYPE_NAMES[column.type].adjective} ${pythonRepr(column.name)}; ${valid}`);
  }
  return column;
}

function reduce(operation: Operation, column: Column | undefined, rows: readonly number[]): Cell {
  if (!column) return rows.length;
  const present: (string | number)[] = [];
  for (const row of rows) {
    const cell = column.values[row];
    if (cell !== null && cell !== undefined) present.push(cell);
  }
  if (operation === 'count') return present.length;
  if (operation === 'min') return present.length === 0 ? null : present.reduce((a, b) => (b < a ? b : a));
  if (operation === 'max') return present.length === 0 ? null : present.reduce((a, b) => (b > a ? b : a));
  const sum = (present as number[]).reduce((a, b) => a + b, 0);
  if (operation === 'sum') return pythonRound(sum, 2);
  return present.length === 0 ? null : pythonRound(sum / present.length, 2);
}

/** Largest value first; missing values last; ties by group, in the order strings and numbers sort. */
function byValueThenGroup(a: Group, b: Group): number {
  if (a.valor !== b.valor) {
    if (a.valor === null) return 1;
    if (b.valor === null) return -1;
    return a.valor > b.valor ? -1 : 1;
  }
  if (a.grupo === b.grupo) return 0;
  if (a.grupo === null) return 1;
  if (b.grupo === null) return -1;
  return a.grupo < b.grupo ? -1 : 1;
}

export function aggregate(table: Table, args: AggregateArgs): z.infer<typeof AggregateOutput> {
  const column = targetColumn(table, args.operacion, args.columna);
  const by = args.agrupar_por === null ? undefined : columnOrError(table, args.agrupar_por);
  const rows = matchingRows(table, args.condiciones);
  const head = { operacion: args.operacion, columna: column?.name ?? null, filas_consideradas: rows.length };
  if (!by) return { ...head, valor: reduce(args.operacion, column, rows) };
  const groups = new Map<Cell, number[]>();
  for (const row of rows) {
    const key = by.values[row] ?? null;
    const members = groups.get(key);
    if (members) members.push(row);
    else groups.set(key, [row]);
  }
  const all = [...groups]
    .map(([grupo, members]): Group => ({ grupo, valor: reduce(args.operacion, column, members), filas: members.length }))
    .sort(byValueThenGroup);
  const grupos = all.slice(0, MAX_GROUPS);
  return { ...head, agrupar_por: by.name, grupos_totales: all.length, grupos };
}

export function aggregateTool(table: () => Table): ToolDefinition<AggregateArgs> {
  return {
    name: 'aggregate',
    description:
      'Calcula count, sum, mean, min o max de una columna sobre las filas que cumplen las condiciones (todas si no hay ' +
      `ninguna), opcionalmente por grupos de otra columna (del mayor al menor, ${MAX_GROUPS} como mucho). ` +
      'count sin columna cuenta filas. Sumas y medias se redondean a 2 decimales.',
    schema: ArgsAggregate,
    argsTitle: 'ArgsAggregate',
    annotations: CLOSED_LOOKUP,
    output: AggregateOutput,
    run: (args) => aggregate(table(), args),
  };
}
