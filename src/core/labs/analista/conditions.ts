// The conditions filter_rows and aggregate share: a column, an operator from a fixed set and a value of the
// column's type. A bad condition is an error that names what is wrong and lists what would be valid, so the
// model can correct itself; a good one becomes a row predicate. Missing values never satisfy a condition.
import { z } from 'zod';
import { isCalendarDate } from '../../data/calendar-date.ts';
import { pythonRepr } from '../../tools/python-repr.ts';
import type { Column, ColumnType, Table } from './table.ts';

export const OPERATORS = ['==', '!=', '>', '>=', '<', '<=', 'contains', 'in'] as const;
export type Operator = (typeof OPERATORS)[number];

const Scalar = z.union([z.string(), z.number()]);

export const Condicion = z
  .object({
    columna: z.string(),
    operador: z.enum(OPERATORS),
    valor: z
      // pydantic would list one error per member of the union; one line says the same.
      .union([z.string(), z.number(), z.array(Scalar)], { error: 'Input should be a valid string, number or list' })
      .describe("Un número, un texto o una fecha AAAA-MM-DD; una lista de ellos con 'in'"),
  })
  .meta({ id: 'Condicion' });

export type Condition = z.infer<typeof Condicion>;

/** How the model reads a column type, and the adjective errors use. */
export const TYPE_NAMES: Record<ColumnType, { noun: string; adjective: string }> = {
  number: { noun: 'número', adjective: 'numérica' },
  string: { noun: 'texto', adjective: 'de texto' },
  date: { noun: 'fecha', adjective: 'de fechas' },
};

const ORDERED: readonly Operator[] = ['==', '!=', '>', '>=', '<', '<=', 'in'];
const VALID_OPERATORS: Record<ColumnType, readonly Operator[]> = {
  number: ORDERED,
  date: ORDERED,
  string: ['==', '!=', 'contains', 'in'],
};

type Scalar = string | number;
export type RowPredicate = (row: number) => boolean;

export function columnOrError(table: Table, name: string): Column {
  const column = table.columns.find((c) => c.name === name);
  if (column) return column;
  throw new Error(`la columna ${pythonRepr(name)} no existe; columnas: ${table.columns.map((c) => c.name).join(', ')}`);
}

function checkScalar(column: Column, value: Scalar): Scalar {
  const wrong = (expected: string) =>
    new Error(`la columna ${pythonRepr(column.name)} es ${TYPE_NAMES[column.type].adjective}: el valor ${pythonRepr(value)} no es ${expected}`);
  switch (column.type) {
    case 'number':
      if (typeof value !== 'number') throw wrong('un número');
      return value;
    case 'date':
      if (typeof value !== 'string' || !isCalendarDate(value)) throw wrong('una fecha AAAA-MM-DD');
      return value;
    case 'string':
      if (typeof value !== 'string') throw wrong('un texto');
      return value;
  }
}

function compare(op: Exclude<Operator, 'contains' | 'in'>, cell: Scalar, value: Scalar): boolean {
  switch (op) {
    case '==':
      return cell === value;
    case '!=':
      return cell !== value;
    case '>':
      return cell > value;
    case '>=':
      return cell >= value;
    case '<':
      return cell < value;
    case '<=':
      return cell <= value;
  }
}

function predicate(table: Table, condition: Condition): RowPredicate {
  const column = columnOrError(table, condition.columna);
  const op = condition.operador;
  const valid = VALID_OPERATORS[column.type];
  if (!valid.includes(op)) {
    throw new Error(
      `el operador '${op}' no se aplica a la columna ${TYPE_NAMES[column.type].adjective} ${pythonRepr(column.name)}; ` +
        `operadores válidos: ${valid.join(', ')}`,
    );
  }
  const values = column.values;
  const { valor } = condition;
  if (op === 'in') {
    if (!Array.isArray(valor)) throw new Error(`el operador 'in' necesita una lista de valores, no ${pythonRepr(valor)}`);
    if (valor.length === 0) throw new Error("el operador 'in' necesita al menos un valor en la lista");
    const allowed = new Set(valor.map((v) => checkScalar(column, v)));
    return (row) => {
      const cell = values[row];
      return cell !== null && cell !== undefined && allowed.has(cell);
    };
  }
  if (Array.isArray(valor)) throw new Error(`el operador '${op}' necesita un solo valor, no una lista (para varios valores usa 'in')`);
  const value = checkScalar(column, valor);
  if (op === 'contains') {
    const needle = String(value).toLowerCase();
    return (row) => {
      const cell = values[row];
      return typeof cell === 'string' && cell.toLowerCase().includes(needle);
    };
  }
  return (row) => {
    const cell = values[row];
    return cell !== null && cell !== undefined && compare(op, cell, value);
  };
}

/** The rows that satisfy every condition, in table order. Throws an Error with the model-facing message. */
export function matchingRows(table: Table, conditions: readonly Condition[]): number[] {
  const tests = conditions.map((condition) => predicate(table, condition));
  const rows: number[] = [];
  for (let row = 0; row < table.rowCount; row++) if (tests.every((test) => test(row))) rows.push(row);
  return rows;
}
