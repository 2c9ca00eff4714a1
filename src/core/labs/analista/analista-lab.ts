// The CSV analyst (the Multiple Tools course) as a lab: its three tools over the table the caller loaded (the bundled quarter of
// orders, or the student's own file), with aggregate as the computing tool (analista-run.ts).
import { defineLab, labVerifier } from '../lab-definition.ts';
import { MAX_GROUPS } from './aggregate.ts';
import { ANALISTA_QUESTIONS } from './analista-questions.ts';
import { ANALISTA_SCENARIOS } from './analista-scenarios.ts';
import type { Table } from './table.ts';

/** The bundled quarter of orders, under the site's data folder. */
export const ORDERS_FILE = 'pedidos_trimestre.parquet';

export const ANALISTA_LAB = defineLab({
  id: 'analista',
  language: 'es',
  title: { en: 'The CSV analyst', es: 'El analista de CSV' },
  intro: {
    en:
      'Questions about a quarter of orders the model never sees whole: it discovers the schema with list_columns, ' +
      'then chains filter_rows and aggregate until it has the figure. Load your own Parquet or CSV file to ask ' +
      'about it instead; it never leaves the browser.',
    es:
      'Preguntas sobre un trimestre de pedidos que el modelo nunca ve entero: descubre el esquema con list_columns ' +
      'y luego encadena filter_rows y aggregate hasta tener la cifra. Carga tu propio archivo Parquet o CSV para ' +
      'preguntar sobre él; nunca sale del navegador.',
  },
  tools: ['list_columns', 'filter_rows', 'aggregate'],
  limits: { maxSteps: 10 },
  verifier: labVerifier([{ name: 'aggregate' }]),
  scenarios: ANALISTA_SCENARIOS,
  questions: ANALISTA_QUESTIONS,
  presets: (options, questions) => (options.table ? analistaPresets(options.table, questions) : [...questions]),
  loadRun: () => import('./analista-run.ts').then((m) => m.openAnalistaRun),
});

/**
 * Questions for the local model about `table`: the preset questions with known answers on the bundled orders,
 * and on any other table a few that its own columns make answerable.
 */
export function analistaPresets(table: Table, bundled: readonly string[]): string[] {
  if (table.source === ORDERS_FILE) return [...bundled];
  const numeric = table.columns.find((c) => c.type === 'number');
  const grouping = table.columns.find((c) => c.type === 'string' && new Set(c.values).size <= MAX_GROUPS);
  return [
    '¿Cuántas filas tiene la tabla y qué columnas tiene?',
    ...(numeric ? [`¿Cuál es el valor máximo de la columna ${numeric.name}?`] : []),
    ...(numeric && grouping ? [`¿Cuál es la suma de ${numeric.name} para cada valor de ${grouping.name}?`] : []),
  ];
}
