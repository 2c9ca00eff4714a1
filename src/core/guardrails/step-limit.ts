// The step limit (the lesson's `max_pasos`): a run that has not answered after so many requests is cut off, so that
// a model going round in circles stops. Off, the lab's own ceiling still ends it.
import type { Guardrail } from './guardrail.ts';
import type { Limits } from './settings.ts';

export const stepLimit = {
  id: 'stepLimit',
  legacyGuard: 'step_limit',
  place: 'request',
  setting: {
    kind: 'switch',
    default: true,
    limit: { key: 'maxSteps', param: 'steps', bounds: { min: 1, max: 100 }, unit: { en: 'steps', es: 'pasos' } },
    hint: { en: 'Off: a loop runs until the lab’s own ceiling.', es: 'Sin él, un bucle sigue hasta el tope propio del laboratorio.' },
    offWords: { en: 'no step limit', es: 'sin límite de pasos' },
  },
  words: {
    label: { en: 'Step limit', es: 'Límite de pasos' },
    traceName: { en: 'step limit', es: 'límite de pasos' },
    notes: [{ pattern: /^(\d+) steps without an answer$/, say: { en: (n = '') => `${n} steps without an answer`, es: (n = '') => `${n} pasos sin respuesta` } }],
  },
  gate: { short: { en: 'steps', es: 'pasos' } },
} satisfies Guardrail;

/** The requests a run may send: the step limit while it is on, else the lab's own ceiling. */
export const maxRequests = (on: boolean, limits: Limits): number => (on ? limits.maxSteps : limits.runCap);

/** The trace's note when the limit cuts a run off. */
export const stepLimitNote = (maxSteps: number): string => `${maxSteps} steps without an answer`;
