// Questions about the generated quarter of orders (public/data/pedidos_trimestre.parquet) with the tool calls
// that answer them and the answers those calls give. Scripted scenarios replay the calls; the local model is
// asked the questions and its answer checked against `answer`. A test recomputes every answer from the rows.
import type { LocalizedText } from './table.ts';

export interface PresetCall {
  name: 'list_columns' | 'filter_rows' | 'aggregate';
  args: Record<string, unknown>;
}

export interface PresetQuestion {
  id: string;
  /** The Spanish text is the one the model is asked. */
  question: LocalizedText;
  /** Calls that reach the answer, in order, after list_columns. */
  calls: readonly PresetCall[];
  answer: number | string | Record<string, number | string>;
}

const estado = (valor: string) => ({ columna: 'estado', operador: '==', valor });

export const PRESET_QUESTIONS: readonly PresetQuestion[] = [
  {
    id: 'importe-por-region',
    question: {
      es: '¿Cuál es el importe total de los pedidos en cada región?',
      en: 'What is the total amount of the orders in each region?',
    },
    calls: [{ name: 'aggregate', args: { operacion: 'sum', columna: 'importe', agrupar_por: 'region' } }],
    answer: { Centro: 2948123.75, Sureste: 2022248.45, Norte: 1743349.1, Occidente: 1107824.5, Noreste: 908909.5 },
  },
  {
    id: 'pedidos-cancelados',
    question: { es: '¿Cuántos pedidos se cancelaron en el trimestre?', en: 'How many orders were cancelled in the quarter?' },
    calls: [{ name: 'aggregate', args: { operacion: 'count', condiciones: [estado('cancelado')] } }],
    answer: 132,
  },
  {
    id: 'producto-mas-unidades',
    question: { es: '¿Qué producto vendió más unidades?', en: 'Which product sold the most units?' },
    calls: [{ name: 'aggregate', args: { operacion: 'sum', columna: 'unidades', agrupar_por: 'producto' } }],
    answer: { producto: 'Resma de papel carta', unidades: 7330 },
  },
  {
    id: 'pedido-mas-grande',
    question: {
      es: '¿Cuál fue el pedido de mayor importe y qué cliente lo hizo?',
      en: 'Which order had the largest amount, and which customer placed it?',
    },
    calls: [
      { name: 'aggregate', args: { operacion: 'max', columna: 'importe' } },
      { name: 'filter_rows', args: { condiciones: [{ columna: 'importe', operador: '==', valor: 49485 }] } },
    ],
    answer: { pedido: 'P-01605', cliente: 'Distribuidora Valdez', importe: 49485 },
  },
  {
    id: 'norte-febrero-entregados',
    question: {
      es: '¿Cuánto sumaron los pedidos entregados de la región Norte en febrero?',
      en: 'What did the delivered orders of the Norte region add up to in February?',
    },
    calls: [
      {
        name: 'aggregate',
        args: {
          operacion: 'sum',
          columna: 'importe',
          condiciones: [
            estado('entregado'),
            { columna: 'region', operador: '==', valor: 'Norte' },
            { columna: 'fecha', operador: '>=', valor: '2024-02-01' },
            { columna: 'fecha', operador: '<=', valor: '2024-02-29' },
          ],
        },
      },
    ],
    answer: 619090.85,
  },
  {
    id: 'importe-medio-mobiliario',
    question: {
      es: '¿Cuál es el importe medio de un pedido de la categoría Mobiliario?',
      en: 'What is the average amount of an order in the Mobiliario category?',
    },
    calls: [
      {
        name: 'aggregate',
        args: { operacion: 'mean', columna: 'importe', condiciones: [{ columna: 'categoria', operador: '==', valor: 'Mobiliario' }] },
      },
    ],
    answer: 7036,
  },
  {
    id: 'mejor-cliente',
    question: { es: '¿Qué cliente compró por más importe?', en: 'Which customer bought the largest amount?' },
    calls: [{ name: 'aggregate', args: { operacion: 'sum', columna: 'importe', agrupar_por: 'cliente' } }],
    answer: { cliente: 'Oficinas Escobedo', importe: 785121.25 },
  },
];
