// Schema validation: a call's arguments are checked against its tool's schema before it runs (the kit does it,
// and labels what it refuses); off, they reach the tool's function as they came. It writes validation events of
// its own, not guardrail events.
import type { Guardrail } from './guardrail.ts';

export const validation = {
  id: 'validation',
  place: 'call',
  setting: {
    kind: 'switch',
    default: true,
    hint: { en: 'Off: arguments reach the tool unchecked.', es: 'Sin ella, los argumentos llegan a la herramienta sin revisar.' },
    offWords: { en: 'no schema validation', es: 'sin validación con el esquema' },
  },
  words: {
    label: { en: 'Schema validation', es: 'Validación con el esquema' },
  },
  gate: { short: { en: 'schema', es: 'esquema' } },
} satisfies Guardrail;
