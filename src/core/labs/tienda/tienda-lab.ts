// The office store (the Multiple Tools course) as a lab: the course's two tools over its five products, and its loop's
// `range(10)` as the step limit. The store has no calculator: the verifier checks the model's total by adding up
// the prices the answer gives.
import { defineLab, labVerifier } from '../lab-definition.ts';
import { TIENDA_QUESTIONS } from './tienda-questions.ts';
import { TIENDA_SCENARIOS } from './tienda-scenarios.ts';

export const TIENDA_LAB = defineLab({
  id: 'tienda',
  language: 'en',
  title: { en: 'The office store', es: 'La tienda de artículos de oficina' },
  intro: {
    en:
      'Two tools the model must combine: one lists what exists, the other prices one product. The question needs a ' +
      'list, several prices asked for in one turn, a filter and a sum; a misspelt name comes back as an error the ' +
      'model can read and correct.',
    es:
      'Dos herramientas que el modelo tiene que combinar: una lista lo que existe, la otra da el precio de un ' +
      'producto. La pregunta necesita una lista, varios precios pedidos en un mismo turno, un filtro y una suma; ' +
      'un nombre mal escrito vuelve como un error que el modelo puede leer y corregir.',
  },
  tools: ['list_products', 'get_product'],
  limits: { maxSteps: 10 },
  verifier: labVerifier([]),
  scenarios: TIENDA_SCENARIOS,
  questions: TIENDA_QUESTIONS,
  loadRun: () => import('./tienda-kit.ts').then(({ createTiendaKit }) => () => ({ kit: createTiendaKit(), extras: () => ({ lab: 'tienda' as const }) })),
});
