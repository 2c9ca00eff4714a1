// The travel budgeter (the Multiple Tools course) as a lab: city costs, exchange rates and the lesson's calculator, which the
// verifier counts as the computing tool.
import { defineLab, labVerifier } from '../lab-definition.ts';
import { VIAJES_QUESTIONS } from './viajes-questions.ts';
import { VIAJES_SCENARIOS } from './viajes-scenarios.ts';

export const VIAJES_LAB = defineLab({
  id: 'viajes',
  language: 'es',
  title: { en: 'The travel budget', es: 'El presupuesto de viaje' },
  intro: {
    en:
      'Daily costs for ten cities, exchange rates, and a calculator that only does arithmetic, so the multi-step ' +
      'sums models get confidently wrong run in code. A city the table lacks is an error that lists the ones it has.',
    es:
      'Costos diarios de diez ciudades, tipos de cambio y una calculadora que solo hace aritmética, para que las ' +
      'cuentas de varios pasos que los modelos fallan con toda confianza corran en código. Una ciudad que la tabla ' +
      'no tiene es un error que lista las que sí.',
  },
  tools: ['costo_diario', 'tipo_de_cambio', 'calculadora'],
  limits: { maxSteps: 10 },
  verifier: labVerifier([{ name: 'calculadora' }]),
  scenarios: VIAJES_SCENARIOS,
  questions: VIAJES_QUESTIONS,
  loadRun: () => import('./viajes-kit.ts').then(({ createViajesKit }) => () => ({ kit: createViajesKit(), extras: () => ({ lab: 'viajes' as const }) })),
});
