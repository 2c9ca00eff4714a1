// The output cap: a tool output longer than the cap is cut, with a marker the model (and the student) can see:
// whatever a tool returns enters the context of every later step.
import type { Guardrail } from './guardrail.ts';

export const outputCap = {
  id: 'outputCap',
  legacyGuard: 'output_cap',
  place: 'result',
  setting: {
    kind: 'switch',
    default: true,
    limit: { key: 'maxOutputChars', param: 'output', bounds: { min: 1, max: 100_000 }, unit: { en: 'characters', es: 'caracteres' } },
    hint: { en: 'Off: an output of any size goes back whole.', es: 'Sin ello, una salida de cualquier tamaño vuelve entera.' },
    offWords: { en: 'no output cap', es: 'sin recorte de salida' },
  },
  words: {
    label: { en: 'Tool output capped', es: 'Salida de herramienta recortada' },
    traceName: { en: 'output capped', es: 'salida recortada' },
    notes: [
      {
        pattern: /^(\d+) characters cut to (\d+)$/,
        say: { en: (n = '', max = '') => `${n} characters cut to ${max}`, es: (n = '', max = '') => `${n} caracteres recortados a ${max}` },
      },
    ],
  },
  gate: { short: { en: 'cap', es: 'recorte' } },
} satisfies Guardrail;

export function capOutput(text: string, maxChars: number): { text: string; capped: boolean } {
  if (text.length <= maxChars) return { text, capped: false };
  const omitted = text.length - maxChars;
  return { text: `${text.slice(0, maxChars)}… [salida recortada: ${omitted} caracteres omitidos]`, capped: true };
}

/** The trace's note when an output is cut. */
export const outputCapNote = (length: number, maxChars: number): string => `${length} characters cut to ${maxChars}`;
