// The labs' tool errors in the UI language their course does not speak: the model reads the error as the tool
// wrote it (English in the assistant and the store, Spanish in the others), and the page glosses it beside the
// trace's result. A pattern stands for a message with a name or a figure in it; a test builds every message with
// the tools' own functions and checks its gloss, so a reworded error cannot lose its gloss unnoticed.
import type { UiLanguage } from '../i18n/bilingual.ts';

/** A model-facing text (or a fragment of one) and its meaning in the other UI language. */
export interface LabGloss {
  /** The language the model-facing text is in; the gloss is in the other one. */
  from: UiLanguage;
  /** The text as the model reads it, or a pattern for the texts it stands for. */
  text: string | RegExp;
  /** The meaning; a pattern's may repeat its groups ($1), or be worked out from them. */
  gloss: string | ((match: string, ...groups: string[]) => string);
}

const QUOTED = "('[^']*')";
const es = (text: string | RegExp, gloss: LabGloss['gloss']): LabGloss => ({ from: 'es', text, gloss });
const en = (text: string | RegExp, gloss: LabGloss['gloss']): LabGloss => ({ from: 'en', text, gloss });

/** The analyst's column types as its errors name them. */
const KINDS: Record<string, string> = { numérica: 'numeric', 'de texto': 'text', 'de fechas': 'date' };
const KIND = `(${Object.keys(KINDS).join('|')})`;
const kind = (adjective: string) => KINDS[adjective] ?? adjective;
/** What the analyst's type errors say a value should have been. */
const EXPECTED: Record<string, string> = { 'un número': 'a number', 'una fecha AAAA-MM-DD': 'a YYYY-MM-DD date', 'un texto': 'a text' };

const ASISTENTE: readonly LabGloss[] = [
  en('Error: only arithmetic is allowed', 'error: solo se admite aritmética'),
  en('Error: invalid expression: it is empty', 'error: expresión no válida: está vacía'),
  en('Error: invalid expression: a number is missing at the end', 'error: expresión no válida: falta un número al final'),
  en(/Error: invalid expression: a number is missing at position (\d+)/, 'error: expresión no válida: falta un número en la posición $1'),
  en(/Error: invalid expression: the parenthesis at position (\d+) is never closed/, 'error: expresión no válida: el paréntesis de la posición $1 no se cierra nunca'),
  en(/Error: invalid expression: unexpected '(.*?)' at position (\d+)/, "error: expresión no válida: '$1' inesperado en la posición $2"),
  en('Tool error: division by zero', 'error de la herramienta: división por cero'),
  en(/Error: expression too long \(over (\d+) characters\)/, 'error: expresión demasiado larga (más de $1 caracteres)'),
  en(/Error: expression nested too deeply \(over (\d+) levels\)/, 'error: expresión con demasiados niveles de anidamiento (más de $1)'),
  en('Error: the result is not a finite number', 'error: el resultado no es un número finito'),
  en(/Error: exponent too large \(the limit is (\d+)\)/, 'error: exponente demasiado grande (el límite es $1)'),
  en(new RegExp(`Error: unknown time zone ${QUOTED}; use an IANA name such as UTC, Europe/Madrid or America/New_York`), 'error: zona horaria desconocida $1; usa un nombre IANA como UTC, Europe/Madrid o America/New_York'),
  en('Wikipedia request timed out', 'la petición a Wikipedia agotó su tiempo'),
  en(new RegExp(`No Wikipedia article found for ${QUOTED}`), 'no se encontró ningún artículo de Wikipedia titulado $1'),
  en(/Tool error: Wikipedia answered HTTP (\d+)/, 'error de la herramienta: Wikipedia respondió HTTP $1'),
  en("Tool error: Wikipedia's answer has no extract", 'error de la herramienta: la respuesta de Wikipedia no trae resumen'),
  en(new RegExp(`Error: tool ${QUOTED} does not exist\\. Available:`), 'error: la herramienta $1 no existe. Disponibles:'),
  en('Tool error: invalid arguments:', 'error de la herramienta: argumentos no válidos:'),
];

const TIENDA: readonly LabGloss[] = [en(new RegExp(`no product called ${QUOTED}`), 'no hay ningún producto llamado $1')];

const ANALISTA: readonly LabGloss[] = [
  es(new RegExp(`la columna ${QUOTED} no existe; columnas:`), 'column $1 does not exist; columns:'),
  es(new RegExp(`la columna ${QUOTED} es ${KIND}: el valor (.+?) no es (un número|una fecha AAAA-MM-DD|un texto)`), (_, column = '', adjective = '', value = '', expected = '') =>
    `column ${column} is ${kind(adjective)}: the value ${value} is not ${EXPECTED[expected] ?? expected}`,
  ),
  es(new RegExp(`el operador '([^']*)' no se aplica a la columna ${KIND} ${QUOTED}; operadores válidos:`), (_, op = '', adjective = '', column = '') =>
    `the '${op}' operator does not apply to the ${kind(adjective)} column ${column}; valid operators:`,
  ),
  es("el operador 'in' necesita una lista de valores, no", "the 'in' operator needs a list of values, not"),
  es("el operador 'in' necesita al menos un valor en la lista", "the 'in' operator needs at least one value in the list"),
  es(/el operador '([^']*)' necesita un solo valor, no una lista \(para varios valores usa 'in'\)/, "the '$1' operator needs a single value, not a list (for several values use 'in')"),
  es(/la operación '([^']*)' necesita una columna;/, "the '$1' operation needs a column;"),
  es(new RegExp(`la operación '([^']*)' no se aplica a la columna ${KIND} ${QUOTED};`), (_, op = '', adjective = '', column = '') =>
    `the '${op}' operation does not apply to the ${kind(adjective)} column ${column};`,
  ),
  es('columnas numéricas o de fechas:', 'numeric or date columns:'),
  es('columnas numéricas:', 'numeric columns:'),
];

const HOGAR: readonly LabGloss[] = [es(new RegExp(`no hay ningún cuarto llamado ${QUOTED}; cuartos:`), 'there is no room called $1; rooms:')];

const VIAJES: readonly LabGloss[] = [
  es(new RegExp(`ciudad desconocida: ${QUOTED}\\. Ciudades disponibles:`), 'unknown city: $1. Available cities:'),
  es(new RegExp(`moneda desconocida: ${QUOTED}\\. Monedas disponibles:`), 'unknown currency: $1. Available currencies:'),
];

/** The approval guardrail's denials (guardrails/approval.ts `denialText`), in the language each lab speaks to its model. */
const APPROVAL: readonly LabGloss[] = [
  es(/nadie pudo aprobar esta llamada a (\w+), así que no se hizo/, 'no one was there to approve this call to $1, so it was not made'),
  es(/la persona no aprobó esta llamada a (\w+)/, 'the person did not approve this call to $1'),
  en(/no one was there to approve this call to (\w+), so it was not made/, 'nadie pudo aprobar esta llamada a $1, así que no se hizo'),
  en(/the person did not approve this call to (\w+)/, 'la persona no aprobó esta llamada a $1'),
];

/** Every lab's tool errors, glossed. */
export const LAB_ERROR_GLOSSES: readonly LabGloss[] = [...ASISTENTE, ...TIENDA, ...ANALISTA, ...HOGAR, ...VIAJES, ...APPROVAL];
