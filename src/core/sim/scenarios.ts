// The simulated APIs' scenarios: the lesson's four scripts plus the endpoint failures, with their names in both
// UI languages. The scenario's id is also the `model` the client asks for, as in the lesson.

/** The lesson's question (TAREAS[0]); the scripts were written for it. */
export const LESSON_QUESTION = '¿Cuánto cambió en porcentaje el cierre de BUSI entre el 2024-03-15 y el 2024-03-22?';

/** The tools the lesson offers the simulated models (BASICAS). */
export const LESSON_TOOL_NAMES = ['precio', 'buscar_noticias', 'calculadora'] as const;

export const SCENARIO_IDS = [
  'correcto',
  'herramienta_equivocada',
  'argumentos_inventados',
  'bucle',
  'fallo_api',
  'fallo_api_forma',
  'fallo_api_lento',
] as const;

export type ScenarioId = (typeof SCENARIO_IDS)[number];

/** The lesson's four scenarios: the rows of its table. */
export const LESSON_SCENARIO_IDS = ['correcto', 'herramienta_equivocada', 'argumentos_inventados', 'bucle'] as const;

export interface ScenarioInfo {
  id: ScenarioId;
  /** The lesson's (Spanish) name, shown as is in both languages. */
  lessonName: string;
  /** A short gloss of the name. */
  gloss: { en: string; es: string };
  /** What the scripted model does. */
  behaviour: { en: string; es: string };
}

export const SCENARIOS: readonly ScenarioInfo[] = [
  {
    id: 'correcto',
    lessonName: 'correcto',
    gloss: { en: 'correct', es: 'correcto' },
    behaviour: {
      en: 'Asks for both prices at once, then the calculator, and answers with the computed percentage.',
      es: 'Pide los dos precios a la vez, luego la calculadora, y responde con el porcentaje calculado.',
    },
  },
  {
    id: 'herramienta_equivocada',
    lessonName: 'herramienta_equivocada',
    gloss: { en: 'wrong tool', es: 'herramienta equivocada' },
    behaviour: {
      en: 'Searches for news instead of prices and answers without a figure.',
      es: 'Busca noticias en vez de precios y responde sin ninguna cifra.',
    },
  },
  {
    id: 'argumentos_inventados',
    lessonName: 'argumentos_inventados',
    gloss: { en: 'invented arguments', es: 'argumentos inventados' },
    behaviour: {
      en: 'Asks for the price of "BUSMAR" on "15/03/2024"; after the validation error it corrects itself and continues like the correct one.',
      es: 'Pide el precio de «BUSMAR» el «15/03/2024»; tras el error de validación se corrige y sigue como el correcto.',
    },
  },
  {
    id: 'bucle',
    lessonName: 'bucle',
    gloss: { en: 'loop', es: 'bucle' },
    behaviour: {
      en: 'Asks for the same price over and over, even though the loop warns it that it already has it.',
      es: 'Pide el mismo precio una y otra vez, aunque el bucle le avise de que ya lo tiene.',
    },
  },
  {
    id: 'fallo_api',
    lessonName: 'fallo_api',
    gloss: { en: 'API failure: HTTP 500', es: 'fallo de la API: HTTP 500' },
    behaviour: {
      en: 'Asks for both prices, then the endpoint answers HTTP 500.',
      es: 'Pide los dos precios y después el servidor responde HTTP 500.',
    },
  },
  {
    id: 'fallo_api_forma',
    lessonName: 'fallo_api',
    gloss: { en: 'API failure: a body that is not the API\'s shape', es: 'fallo de la API: un cuerpo sin la forma de la API' },
    behaviour: {
      en: 'Asks for both prices, then the endpoint answers 200 with JSON that is not a response of this API.',
      es: 'Pide los dos precios y después el servidor responde 200 con un JSON que no es una respuesta de esta API.',
    },
  },
  {
    id: 'fallo_api_lento',
    lessonName: 'fallo_api',
    gloss: { en: 'API failure: no answer (timeout)', es: 'fallo de la API: sin respuesta (tiempo agotado)' },
    behaviour: {
      en: 'Asks for both prices, then the endpoint never answers and the client\'s timeout ends the request.',
      es: 'Pide los dos precios y después el servidor no responde nunca: el tiempo límite del cliente corta la petición.',
    },
  },
];

export function isScenarioId(value: string): value is ScenarioId {
  return (SCENARIO_IDS as readonly string[]).includes(value);
}
