// The CSV analyst's scripted scenarios, written for the generated quarter of orders (pedidos_trimestre.parquet):
// the schema first, then one aggregate with its conditions; and a model that skips the schema, guesses a column
// name, and recovers from the error that lists the real ones. On another table the scripts say what they miss
// (a script mismatch) rather than play on. Texts in Spanish.
import type { ScriptAction } from '../../run/script-contract.ts';
import { answer, call, calls, errorOf, isRecordValue, resultOf, unexpected } from '../script-reading.ts';
import type { LabScenario } from '../lab-scenario.ts';

const FEBRUARY_QUESTION = '¿Cuánto sumaron los pedidos entregados de la región Norte en febrero?';
const CANCELLED_QUESTION = '¿Cuántos pedidos se cancelaron en el trimestre?';

interface ColumnNote {
  nombre: string;
  tipo: string;
  valores?: unknown[];
  min?: unknown;
}

function columns(output: unknown): ColumnNote[] | undefined {
  const value = resultOf(output);
  if (!isRecordValue(value) || !Array.isArray(value.columnas)) return undefined;
  return value.columnas.filter((c): c is ColumnNote => isRecordValue(c) && typeof c.nombre === 'string' && typeof c.tipo === 'string');
}

const aggregateValue = (output: unknown): number | undefined => {
  const value = resultOf(output);
  return isRecordValue(value) && typeof value.valor === 'number' ? value.valor : undefined;
};

/** 619090.85 → "619,090.85", as the analyst's answers write amounts. */
function amount(value: number): string {
  const [whole = '0', cents = '00'] = Math.abs(value).toFixed(2).split('.');
  return `${value < 0 ? '-' : ''}${whole.replace(/\B(?=(\d{3})+$)/g, ',')}.${cents}`;
}

const isLeap = (year: number) => (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;

type FebruaryRule = 'schema' | 'aggregate' | 'answer';

/** What the February question needs of the table, read from list_columns; a reason when the table lacks it. */
function februaryConditions(schema: readonly ColumnNote[]): Record<string, unknown>[] | string {
  const column = (name: string) => schema.find((c) => c.nombre === name);
  const has = (name: string, value: string) => column(name)?.valores?.includes(value) === true;
  if (!has('estado', 'entregado')) return "the table has no column 'estado' with the value 'entregado'";
  if (!has('region', 'Norte')) return "the table has no column 'region' with the value 'Norte'";
  if (column('importe')?.tipo !== 'número') return "the table has no numeric column 'importe'";
  const start = column('fecha');
  const year = typeof start?.min === 'string' ? Number(start.min.slice(0, 4)) : NaN;
  if (start?.tipo !== 'fecha' || !Number.isInteger(year)) return "the table has no date column 'fecha'";
  return [
    { columna: 'estado', operador: '==', valor: 'entregado' },
    { columna: 'region', operador: '==', valor: 'Norte' },
    { columna: 'fecha', operador: '>=', valor: `${year}-02-01` },
    { columna: 'fecha', operador: '<=', valor: `${year}-02-${isLeap(year) ? 29 : 28}` },
  ];
}

function february(results: readonly unknown[]): ScriptAction<FebruaryRule> {
  const n = results.length;
  if (n === 0) return calls('schema', [call('list_columns')], 'Primero miro qué columnas tiene la tabla.');
  const schema = columns(results[0]);
  if (!schema) return unexpected('expected the columns from list_columns first');
  const condiciones = februaryConditions(schema);
  if (typeof condiciones === 'string') return unexpected(condiciones);
  if (n === 1) return calls('aggregate', [call('aggregate', { operacion: 'sum', columna: 'importe', condiciones })]);
  const total = aggregateValue(results[1]);
  if (n > 2 || total === undefined) return unexpected('expected one sum from aggregate, and nothing after it');
  return answer('answer', `Los pedidos entregados de la región Norte en febrero sumaron ${amount(total)}.`);
}

type GuessRule = 'guess_column' | 'fix_column' | 'answer';

const cancelled = (columna: string) => ({ operacion: 'count', condiciones: [{ columna, operador: '==', valor: 'cancelado' }] });

/** Counts by a column it guessed ('status'); the error lists the columns, and it retries with 'estado'. */
function guessedColumn(results: readonly unknown[]): ScriptAction<GuessRule> {
  const n = results.length;
  if (n === 0) return calls('guess_column', [call('aggregate', cancelled('status'))]);
  const listed = /columnas: (.+)$/.exec(errorOf(results[0]) ?? '')?.[1]?.split(', ');
  if (!listed) return unexpected("expected an error that lists the table's columns first");
  if (!listed.includes('estado')) return unexpected("the listed columns hold no 'estado'");
  if (n === 1) return calls('fix_column', [call('aggregate', cancelled('estado'))], "No hay columna 'status'; la lista trae 'estado'.");
  const count = aggregateValue(results[1]);
  if (n > 2 || count === undefined) return unexpected('expected the count from aggregate, and nothing after it');
  return answer('answer', `Se cancelaron ${count} pedidos.`);
}

export const ANALISTA_SCENARIOS: readonly LabScenario[] = [
  {
    id: 'febrero_norte',
    label: { en: 'Schema first, then one aggregate', es: 'Primero el esquema, luego un agregado' },
    gloss: {
      en: "Reads the schema with list_columns, then sums the amount of the delivered orders of the Norte region in February with one aggregate call and its conditions.",
      es: 'Lee el esquema con list_columns y luego suma el importe de los pedidos entregados de la región Norte en febrero con una llamada a aggregate y sus condiciones.',
    },
    question: FEBRUARY_QUESTION,
    rules: ['schema', 'aggregate', 'answer'],
    act: february,
  },
  {
    id: 'columna_desconocida',
    label: { en: 'Unknown column', es: 'Columna desconocida' },
    gloss: {
      en: "Skips the schema and filters on a column it guessed, 'status': the error lists the real columns, and it retries with 'estado'.",
      es: "Se salta el esquema y filtra por una columna que supuso, 'status': el error lista las columnas reales, y reintenta con 'estado'.",
    },
    question: CANCELLED_QUESTION,
    rules: ['guess_column', 'fix_column', 'answer'],
    act: guessedColumn,
  },
];
