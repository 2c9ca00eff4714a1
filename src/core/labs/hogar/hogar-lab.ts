// Home automation (the Multiple Tools course) as a lab: a house of its own per run, and after the run the change report computed
// from the state before and after, next to the changes the model's answer claims (hogar-run.ts).
import { defineLab, labVerifier } from '../lab-definition.ts';
import { HOGAR_QUESTIONS } from './hogar-questions.ts';
import { HOGAR_SCENARIOS } from './hogar-scenarios.ts';

export const HOGAR_LAB = defineLab({
  id: 'hogar',
  language: 'es',
  title: { en: 'Home automation', es: 'Automatización del hogar' },
  intro: {
    en:
      'A simulated house of five rooms and a conditional command: the model must read the state, decide which ' +
      'rooms qualify, then write. The change report is computed from the difference between the state before and ' +
      'after, not from what the model says it did, because models sometimes misreport their own side effects.',
    es:
      'Una casa simulada de cinco cuartos y una orden condicional: el modelo tiene que leer el estado, decidir qué ' +
      'cuartos califican y entonces escribir. El reporte de cambios se calcula de la diferencia entre el estado ' +
      'anterior y el posterior, no de lo que el modelo dice que hizo, porque los modelos a veces reportan mal sus ' +
      'propios efectos.',
  },
  tools: ['get_home_state', 'set_light'],
  limits: { maxSteps: 10 },
  verifier: labVerifier([]),
  scenarios: HOGAR_SCENARIOS,
  questions: HOGAR_QUESTIONS,
  loadRun: () => import('./hogar-run.ts').then((m) => m.openHogarRun),
});
