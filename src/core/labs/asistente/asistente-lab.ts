// The calculator, clock and Wikipedia agent (the Tool-Calling Agent course) as a lab: its kit with an injectable clock and
// Wikipedia, the course's iteration cap, and the end-of-run line (asistente-run.ts).
import { defineLab, labVerifier } from '../lab-definition.ts';
import { ASISTENTE_QUESTIONS } from './asistente-questions.ts';
import { ASISTENTE_SCENARIOS } from './asistente-scenarios.ts';

/** The course's .env: MAX_ITERATIONS=8. */
const MAX_ITERATIONS = 8;

export const ASISTENTE_LAB = defineLab({
  id: 'asistente',
  language: 'en',
  title: { en: 'Calculator, clock and Wikipedia', es: 'Calculadora, reloj y Wikipedia' },
  intro: {
    en:
      'The companion course\'s tool-calling agent: a registry of three tools (a safe calculator, the current time, ' +
      'Wikipedia summaries), an allowlist that refuses invented tool names, errors sent back as data, and an ' +
      'iteration cap that ends with the best partial answer. Every run ends with the course\'s line ' +
      '"Tools used: [...] | Iterations: N".',
    es:
      'El agente con herramientas del curso complementario: un registro de tres herramientas (una calculadora ' +
      'segura, la hora actual, resúmenes de Wikipedia), una lista de permitidas que rechaza nombres inventados, ' +
      'errores devueltos como datos y un tope de iteraciones que termina con la mejor respuesta parcial. Cada ' +
      'ejecución acaba con la línea del curso "Tools used: [...] | Iterations: N".',
  },
  tools: ['calculator', 'get_datetime', 'wikipedia_search'],
  limits: { maxSteps: MAX_ITERATIONS },
  verifier: labVerifier([{ name: 'calculator' }]),
  scenarios: ASISTENTE_SCENARIOS,
  questions: ASISTENTE_QUESTIONS,
  loadRun: () => import('./asistente-run.ts').then((m) => m.openAsistenteRun),
});
