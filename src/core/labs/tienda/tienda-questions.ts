// The store's questions: the course's, which needs a list and then every product priced (in one turn, as
// models batch them), and two smaller ones over the same tools.
import type { LabCall, LabQuestion } from '../lab-question.ts';

/** The course's QUESTION. */
export const TIENDA_QUESTION =
  'Which items under $30 are actually in stock, and what would one of each of those cost together?';

const get = (name: string): LabCall => ({ name: 'get_product', args: { name } });

export const TIENDA_QUESTIONS: readonly LabQuestion[] = [
  {
    question: TIENDA_QUESTION,
    answer: 'Under $30 and in stock: notebook ($3.50), stapler ($11.00) and desk lamp ($27.50). One of each costs $42.00.',
    gloss: {
      lang: 'es',
      question: '¿Qué artículos de menos de 30 $ hay de verdad en existencias, y cuánto costaría uno de cada en total?',
      answer: 'De menos de 30 $ y en existencias: el cuaderno (3,50 $), la grapadora (11,00 $) y la lámpara de escritorio (27,50 $). Uno de cada cuesta 42,00 $.',
    },
    accept: ['42'],
    turns: [
      [{ name: 'list_products', args: {} }],
      [get('desk lamp'), get('monitor stand'), get('notebook'), get('pen'), get('stapler')],
    ],
  },
  {
    question: 'How much would two monitor stands cost?',
    answer: 'A monitor stand costs $42.99, so two cost $85.98.',
    gloss: {
      lang: 'es',
      question: '¿Cuánto costarían dos soportes para monitor?',
      answer: 'Un soporte para monitor cuesta 42,99 $, así que dos cuestan 85,98 $.',
    },
    accept: ['85.98'],
    turns: [[get('monitor stand')]],
  },
  {
    question: 'How many desk lamps and staplers are in stock altogether?',
    answer: 'There are 8 desk lamps and 14 staplers: 22 altogether.',
    gloss: {
      lang: 'es',
      question: '¿Cuántas lámparas de escritorio y grapadoras hay en existencias en total?',
      answer: 'Hay 8 lámparas de escritorio y 14 grapadoras: 22 en total.',
    },
    accept: ['22'],
    turns: [[get('desk lamp'), get('stapler')]],
  },
];
