// Questions about the generated quarter of orders (public/data/pedidos_trimestre.parquet), each with a good
// run's calls (the schema first, then the chain) and the answer those calls give. `expected` holds the figures
// as the tools return them; a test recomputes every one of them straight from the generated rows.
import type { LabCall, LabQuestion } from '../lab-question.ts';

export interface AnalistaQuestion extends LabQuestion {
  id: string;
  expected: number | Record<string, number | string>;
}

const listColumns: LabCall[] = [{ name: 'list_columns', args: {} }];
const aggregate = (args: Record<string, unknown>): LabCall[] => [{ name: 'aggregate', args }];
const is = (columna: string, valor: string) => ({ columna, operador: '==', valor });

export const ANALISTA_QUESTIONS: readonly AnalistaQuestion[] = [
  {
    id: 'importe-por-region',
    question: '¿Cuál es el importe total de los pedidos en cada región?',
    answer:
      'Centro: 2,948,123.75; Sureste: 2,022,248.45; Norte: 1,743,349.10; Occidente: 1,107,824.50; Noreste: 908,909.50.',
    gloss: {
      lang: 'en',
      question: 'What is the total amount of the orders in each region?',
      answer: 'Centro (Centre): 2,948,123.75; Sureste (Southeast): 2,022,248.45; Norte (North): 1,743,349.10; Occidente (West): 1,107,824.50; Noreste (Northeast): 908,909.50.',
    },
    accept: ['2948123.75'],
    turns: [listColumns, aggregate({ operacion: 'sum', columna: 'importe', agrupar_por: 'region' })],
    expected: { Centro: 2948123.75, Sureste: 2022248.45, Norte: 1743349.1, Occidente: 1107824.5, Noreste: 908909.5 },
  },
  {
    id: 'pedidos-cancelados',
    question: '¿Cuántos pedidos se cancelaron en el trimestre?',
    answer: 'Se cancelaron 132 pedidos.',
    gloss: {
      lang: 'en',
      question: 'How many orders were cancelled in the quarter?',
      answer: '132 orders were cancelled.',
    },
    accept: ['132'],
    turns: [listColumns, aggregate({ operacion: 'count', condiciones: [is('estado', 'cancelado')] })],
    expected: 132,
  },
  {
    id: 'producto-mas-unidades',
    question: '¿Qué producto vendió más unidades?',
    answer: 'La resma de papel carta, con 7,330 unidades.',
    gloss: {
      lang: 'en',
      question: 'Which product sold the most units?',
      answer: 'The ream of letter-size paper, with 7,330 units.',
    },
    accept: ['Resma de papel carta'],
    turns: [listColumns, aggregate({ operacion: 'sum', columna: 'unidades', agrupar_por: 'producto' })],
    expected: { producto: 'Resma de papel carta', unidades: 7330 },
  },
  {
    id: 'pedido-mas-grande',
    question: '¿Cuál fue el pedido de mayor importe y qué cliente lo hizo?',
    answer: 'El pedido P-01605, de Distribuidora Valdez, por 49,485.00.',
    gloss: {
      lang: 'en',
      question: 'Which was the largest order by amount, and which customer placed it?',
      answer: 'Order P-01605, from Distribuidora Valdez, for 49,485.00.',
    },
    accept: ['P-01605'],
    turns: [
      listColumns,
      aggregate({ operacion: 'max', columna: 'importe' }),
      [{ name: 'filter_rows', args: { condiciones: [{ columna: 'importe', operador: '==', valor: 49485 }] } }],
    ],
    expected: { pedido: 'P-01605', cliente: 'Distribuidora Valdez', importe: 49485 },
  },
  {
    id: 'norte-febrero-entregados',
    question: '¿Cuánto sumaron los pedidos entregados de la región Norte en febrero?',
    answer: 'Los pedidos entregados de la región Norte en febrero sumaron 619,090.85.',
    gloss: {
      lang: 'en',
      question: 'What did the delivered orders of the Norte (North) region add up to in February?',
      answer: 'The delivered orders of the Norte region in February added up to 619,090.85.',
    },
    accept: ['619090.85'],
    turns: [
      listColumns,
      aggregate({
        operacion: 'sum',
        columna: 'importe',
        condiciones: [
          is('estado', 'entregado'),
          is('region', 'Norte'),
          { columna: 'fecha', operador: '>=', valor: '2024-02-01' },
          { columna: 'fecha', operador: '<=', valor: '2024-02-29' },
        ],
      }),
    ],
    expected: 619090.85,
  },
  {
    id: 'importe-medio-mobiliario',
    question: '¿Cuál es el importe medio de un pedido de la categoría Mobiliario?',
    answer: 'El importe medio de un pedido de Mobiliario es 7,036.00.',
    gloss: {
      lang: 'en',
      question: 'What is the average amount of an order in the Mobiliario (furniture) category?',
      answer: 'The average amount of a Mobiliario order is 7,036.00.',
    },
    accept: ['7036'],
    turns: [listColumns, aggregate({ operacion: 'mean', columna: 'importe', condiciones: [is('categoria', 'Mobiliario')] })],
    expected: 7036,
  },
  {
    id: 'mejor-cliente',
    question: '¿Qué cliente compró por más importe?',
    answer: 'Oficinas Escobedo, con 785,121.25 en el trimestre.',
    gloss: {
      lang: 'en',
      question: 'Which customer bought the most, by amount?',
      answer: 'Oficinas Escobedo, with 785,121.25 in the quarter.',
    },
    accept: ['Oficinas Escobedo'],
    turns: [listColumns, aggregate({ operacion: 'sum', columna: 'importe', agrupar_por: 'cliente' })],
    expected: { cliente: 'Oficinas Escobedo', importe: 785121.25 },
  },
];
