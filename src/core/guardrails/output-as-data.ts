// Output as data: a tool's result goes back in the API's tool-result slot, where the model reads it as data; off,
// as plain user text, where an injected instruction in it reads like the user's own. A model that writes its calls
// as text has no such slot: its protocol locks this guardrail off (agent/run-settings.ts).
import type { Guardrail } from './guardrail.ts';

export const outputAsData = {
  id: 'outputAsData',
  place: 'result',
  setting: {
    kind: 'switch',
    default: true,
    hint: {
      en: 'Off: results go back as plain user text, where they read like instructions.',
      es: 'Sin ello, los resultados vuelven como texto del usuario, donde parecen instrucciones.',
    },
    offWords: { en: 'output not as data', es: 'salida no pasada como datos' },
  },
  words: {
    label: { en: 'Tool output passed as data', es: 'Salida de herramienta pasada como datos' },
  },
  gate: { short: { en: 'as data', es: 'datos' } },
} satisfies Guardrail;
