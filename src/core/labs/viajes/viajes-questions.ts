// The budgeter's questions: the course's "four days in Tokyo and three in Paris, in pesos" (five calls: two
// city costs, one exchange rate, two calculations) and two more over the same tables.
import type { LabCall, LabQuestion } from '../lab-question.ts';

/** The course's question, as its showcase asks it. */
export const VIAJES_QUESTION = 'Cuatro días en Tokio y tres en París, en pesos';

const costo = (ciudad: string): LabCall => ({ name: 'costo_diario', args: { ciudad } });
const cambio = (de: string, a: string): LabCall => ({ name: 'tipo_de_cambio', args: { de, a } });
const calc = (expresion: string): LabCall => ({ name: 'calculadora', args: { expresion } });

export const VIAJES_QUESTIONS: readonly LabQuestion[] = [
  {
    question: VIAJES_QUESTION,
    answer: 'Tokio cuesta 165 USD al día y París 190: 4 × 165 + 3 × 190 = 1230 USD, que a 18.5 pesos por dólar son 22755 MXN.',
    gloss: {
      lang: 'en',
      question: 'Four days in Tokyo and three in Paris, in pesos',
      answer: 'Tokyo costs 165 USD a day and Paris 190: 4 × 165 + 3 × 190 = 1230 USD, which at 18.5 pesos to the dollar is 22755 MXN.',
    },
    accept: ['22755'],
    turns: [[costo('Tokio'), costo('París'), cambio('USD', 'MXN')], [calc('4 * 165 + 3 * 190')], [calc('1230 * 18.5')]],
  },
  {
    question: '¿Cuánto cuestan cinco días en Roma, en euros?',
    answer: 'Roma cuesta 150 USD al día: 5 × 150 = 750 USD, que a 0.92 euros por dólar son 690 EUR.',
    gloss: {
      lang: 'en',
      question: 'How much do five days in Rome cost, in euros?',
      answer: 'Rome costs 150 USD a day: 5 × 150 = 750 USD, which at 0.92 euros to the dollar is 690 EUR.',
    },
    accept: ['690'],
    turns: [[costo('Roma'), cambio('USD', 'EUR')], [calc('5 * 150 * 0.92')]],
  },
  {
    question: 'Una semana en Buenos Aires, en pesos argentinos',
    answer: 'Buenos Aires cuesta 85 USD al día: 7 × 85 = 595 USD, que a 1150 pesos argentinos por dólar son 684250 ARS.',
    gloss: {
      lang: 'en',
      question: 'A week in Buenos Aires, in Argentine pesos',
      answer: 'Buenos Aires costs 85 USD a day: 7 × 85 = 595 USD, which at 1150 Argentine pesos to the dollar is 684250 ARS.',
    },
    accept: ['684250'],
    turns: [[costo('Buenos Aires'), cambio('USD', 'ARS')], [calc('7 * 85 * 1150')]],
  },
];
