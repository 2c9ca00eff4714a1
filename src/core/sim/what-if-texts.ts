// What a scripted model writes when a fork hands it an observation its script did not foresee (what-if.ts):
// model-facing, so in the language its course speaks to the model (the lesson's Spanish; English in the companion
// courses that speak it). The give-up names the tools but no figure: it has none to give.
import type { UiLanguage } from '../i18n/bilingual.ts';

export interface WhatIfTexts {
  /** The reasoning before asking again for a call that failed. */
  retry: string;
  /** The final answer after the retry failed too. */
  giveUp(names: readonly string[]): string;
  /** The final answer with what the tools returned, where the script cannot go on with it. */
  observed(observed: readonly unknown[], names: readonly string[]): string;
}

/** The tools named once each, in order: `a`, `a y b`, `a, b y c`; `tool` when none has a name. */
function toolList(names: readonly string[], and: string, tool: string): { list: string; plural: boolean } {
  const unique = [...new Set(names.filter((n) => n !== ''))];
  if (unique.length <= 1) return { list: unique[0] ?? tool, plural: false };
  return { list: `${unique.slice(0, -1).join(', ')} ${and} ${unique.at(-1) ?? ''}`, plural: true };
}

/** A result as the answer quotes it: its `resultado` when it has one, as text or JSON. */
function shownValue(value: unknown): string {
  const inner = typeof value === 'object' && value !== null && 'resultado' in value ? value.resultado : value;
  return typeof inner === 'string' ? inner : JSON.stringify(inner);
}

/** Each value observed, after the tool that returned it when it has a name. */
const values = (observed: readonly unknown[], names: readonly string[], returned: string) =>
  observed.map((value, i) => (names[i] ? `${names[i]} ${returned} ${shownValue(value)}` : shownValue(value)));

const SPANISH: WhatIfTexts = {
  retry: 'La herramienta devolvió un error; lo intento una vez más.',
  giveUp(names) {
    const { list, plural } = toolList(names, 'y', 'la herramienta');
    return `No he podido obtener los datos: ${list} ${plural ? 'devolvieron' : 'devolvió'} un error también al reintentarlo. Sin esos datos no puedo darte la respuesta ni ninguna cifra.`;
  },
  observed: (observed, names) => `Con los datos recibidos no puedo seguir el plan previsto. Lo que obtuve: ${values(observed, names, 'devolvió').join('; ') || 'nada'}.`,
};

const ENGLISH: WhatIfTexts = {
  retry: 'The tool returned an error; I will try once more.',
  giveUp: (names) =>
    `I could not get the data: ${toolList(names, 'and', 'the tool').list} returned an error again when I retried. Without that data I cannot give you the answer or any figure.`,
  observed: (observed, names) => `With the data I received I cannot follow my plan. What I got: ${values(observed, names, 'returned').join('; ') || 'nothing'}.`,
};

/** The fallback's words in `language`; Spanish, the lesson's, when absent. */
export const whatIfTexts = (language: UiLanguage = 'es'): WhatIfTexts => (language === 'en' ? ENGLISH : SPANISH);
