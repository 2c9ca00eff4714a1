// Repeated-call detection: the same tool with the same arguments again is not run; the model is told it already
// has the result (the lesson's loop would otherwise pay for the same call until the step limit).
import type { Guardrail } from './guardrail.ts';
import { repetitionKey } from './repetition-key.ts';

/** What the model is told of a repeated call (model-facing: the lesson's Spanish). */
export const REPEATED_CALL_ERROR = 'llamada repetida: ya tienes el resultado';

export const repetition = {
  id: 'repetition',
  place: 'call',
  setting: {
    kind: 'switch',
    default: true,
    hint: { en: 'Off: the same call runs again every time.', es: 'Sin ella, la misma llamada se ejecuta cada vez.' },
    offWords: { en: 'no repeat detection', es: 'sin detección de repeticiones' },
  },
  words: {
    label: { en: 'Repeated-call detection', es: 'Detección de llamadas repetidas' },
    traceName: { en: 'repeated call', es: 'llamada repetida' },
    notes: [
      {
        pattern: /^(.+) already called with these arguments$/s,
        say: { en: (tool = '') => `${tool} already called with these arguments`, es: (tool = '') => `${tool} ya se llamó con estos argumentos` },
      },
    ],
  },
  gate: { short: { en: 'repeat', es: 'repetida' } },
  check({ name, args, seen }) {
    const key = repetitionKey(name, args);
    if (seen.has(key)) return { detail: `${name} already called with these arguments`, output: { error: REPEATED_CALL_ERROR } };
    seen.add(key);
    return undefined;
  },
} satisfies Guardrail;
