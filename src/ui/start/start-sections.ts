// The guided path of #/start: the lesson's topics in the lesson's order (read from the course text, seed
// 000_9130ac280a88348d), each with its id for `?s=`, its title and a few sentences of the lab's own. The widget
// each section embeds is chosen by id in StartPage.svelte; this file has no UI so the order and the links test in Node.
import type { Params } from '../common/route.svelte.ts';

export const SECTION_IDS = [
  'tools',
  'template',
  'loop',
  'verifier',
  'planning',
  'shapes',
  'scenarios',
  'tokens',
  'exercises',
] as const;

export type SectionId = (typeof SECTION_IDS)[number];

export interface StartSection {
  id: SectionId;
  title: { en: string; es: string };
  body: { en: string; es: string };
  /** The page that has the rest of this topic, for the section's "open it on its page" link. */
  page: { path: string; params?: Readonly<Record<string, string>> };
}

export const SECTIONS: readonly StartSection[] = [
  { id: 'tools', page: { path: '/tools' },
    title: { en: 'The tools', es: 'Las herramientas' },
    body: {
      en: 'A model cannot look anything up; it can only ask. The program offers it four tools, each described by a JSON Schema, and when the model asks for one the program checks the arguments, runs the tool over the course data and hands back the result, or an error as plain data. Change the arguments below and call the tool yourself.',
      es: 'Un modelo no puede consultar nada; solo puede pedir. El programa le ofrece cuatro herramientas, cada una descrita por un JSON Schema, y cuando el modelo pide una, el programa revisa los argumentos, la ejecuta sobre los datos del curso y le devuelve el resultado, o un error como dato. Cambia los argumentos y llama tú a la herramienta.',
    } },
  { id: 'template', page: { path: '/local' },
    title: { en: 'The template under the hood', es: 'La plantilla por dentro' },
    body: {
      en: 'An API hides it, but a local model reads one long text: the chat template writes the tool schemas, the question and every earlier result into a single prompt. Here is that prompt for the lesson\'s first task, made by the real tokenizer of Qwen2.5-0.5B-Instruct; the highlighted part is where the tools go.',
      es: 'Una API lo oculta, pero un modelo local lee un único texto largo: la plantilla de chat escribe los esquemas de las herramientas, la pregunta y cada resultado anterior en un solo prompt. Aquí está ese prompt para la primera tarea de la lección, hecho con el tokenizador real de Qwen2.5-0.5B-Instruct; la parte resaltada es donde van las herramientas.',
    } },
  { id: 'loop', page: { path: '/local' },
    title: { en: 'The local ReAct loop', es: 'El bucle ReAct local' },
    body: {
      en: "ReAct alternates: the model asks for a tool, reads the result, and asks again until it writes an answer. Below, the lesson's small local model on its first task: its replies as the lesson recorded them, played back through this lab's own loop, tools and verifier, step by step. Notice what the verifier says of its answer. The local model page runs the same loop with the model itself once you load it.",
      es: 'ReAct alterna: el modelo pide una herramienta, lee el resultado y vuelve a pedir hasta escribir una respuesta. Abajo, el pequeño modelo local de la lección en su primera tarea: sus respuestas tal como la lección las grabó, reproducidas a través del bucle, las herramientas y el verificador de este laboratorio, paso a paso. Fíjate en qué dice el verificador de su respuesta. La página del modelo local ejecuta el mismo bucle con el propio modelo cuando lo cargas.',
    } },
  { id: 'verifier', page: { path: '/apis' },
    title: { en: 'The verifier', es: 'El verificador' },
    body: {
      en: 'A loop that ends is not a loop that is right. Before an answer reaches the user, a verifier compares it with what the tools really returned: a number nobody looked up, a date that was never read. Edit the answer and watch the findings change.',
      es: 'Que un bucle termine no quiere decir que acierte. Antes de que una respuesta llegue al usuario, un verificador la compara con lo que las herramientas devolvieron de verdad: una cifra que nadie consultó, una fecha que nunca se leyó. Edita la respuesta y mira cómo cambian los hallazgos.',
    } },
  { id: 'planning', page: { path: '/local', params: { mode: 'plan', plan: 'correcto' } },
    title: { en: 'Planning', es: 'Planificar' },
    body: {
      en: 'Instead of improvising one call at a time, the model can write the whole plan first; the program then executes each step and the model only writes the final sentence. Run the scripted plan and step through its stages.',
      es: 'En vez de improvisar llamada a llamada, el modelo puede escribir primero el plan entero; el programa ejecuta cada paso y el modelo solo redacta la frase final. Ejecuta el plan guionizado y recorre sus etapas.',
    } },
  { id: 'shapes', page: { path: '/apis' },
    title: { en: "The APIs' shapes", es: 'Las formas de las APIs' },
    body: {
      en: 'OpenAI, Anthropic and Gemini ask for tools and return calls in different JSON shapes, but the loop is the same. Pick a provider and compare the requests and replies of one correct run.',
      es: 'OpenAI, Anthropic y Gemini piden herramientas y devuelven llamadas con formas de JSON distintas, pero el bucle es el mismo. Elige un proveedor y compara las peticiones y respuestas de una ejecución correcta.',
    } },
  { id: 'scenarios', page: { path: '/apis', params: { all: '1' } },
    title: { en: 'The four scenarios', es: 'Los cuatro escenarios' },
    body: {
      en: 'Each simulated endpoint plays a script: a correct run, a loop that repeats itself, the wrong tool, arguments the model made up. Pick one and see which guardrail stops it, or what gets through.',
      es: 'Cada servidor simulado representa un guion: una ejecución correcta, un bucle que se repite, la herramienta equivocada, argumentos que el modelo se inventa. Elige uno y mira qué barrera lo detiene, o qué se cuela.',
    } },
  { id: 'tokens', page: { path: '/apis' },
    title: { en: 'Token growth', es: 'El crecimiento de los tokens' },
    body: {
      en: 'Every request sends the whole conversation again, so each step costs more than the one before and the total grows with the square of the steps. The chart sets the looping run beside the correct one.',
      es: 'Cada petición vuelve a enviar la conversación entera, así que cada paso cuesta más que el anterior y el total crece con el cuadrado de los pasos. El gráfico pone la ejecución en bucle junto a la correcta.',
    } },
  { id: 'exercises', page: { path: '/tools' },
    title: { en: 'The exercises', es: 'Los ejercicios' },
    body: {
      en: 'Exercise 1: a headline in the answer must be quoted exactly as a tool returned it. Type an answer with a quoted headline and see whether the verifier accepts it. Exercise 2: what happens when a tool takes dates without validating them.',
      es: 'Ejercicio 1: un titular en la respuesta debe citarse tal como lo devolvió una herramienta. Escribe una respuesta con un titular entre comillas y mira si el verificador la acepta. Ejercicio 2: qué pasa cuando una herramienta acepta fechas sin validarlas.',
    } },
];

/** The section a link asks for (`s=`): an unknown or missing id reads as the first. */
export function sectionIndex(params: Params): number {
  const i = SECTION_IDS.indexOf(params.s as SectionId);
  return i < 0 ? 0 : i;
}

/**
 * The params a move to section `id` writes: the section, and every widget param of the section left cleared, so
 * the next section's widget starts from its own default (the verifier's answer of one is not the exercise's).
 */
export function sectionPatch(id: SectionId): Record<string, string | undefined> {
  return { s: id, ...Object.fromEntries(WIDGET_PARAMS.map((k) => [k, undefined])) };
}

/** What the embedded widgets write into the link (VerifierPanel: ref, answer; UnvalidatedDates: prueba). */
export const WIDGET_PARAMS = ['ref', 'answer', 'prueba'] as const;
