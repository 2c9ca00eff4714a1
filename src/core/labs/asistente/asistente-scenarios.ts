// The calculator, clock and Wikipedia agent's scripted scenarios (the Tool-Calling Agent course). Each scripted model reads the
// results it was sent, so a different clock or article changes what it asks and answers, and a conversation it
// was not written for is reported rather than played through. Model-facing texts in English, as the course.
import type { ScriptAction } from '../../run/script-contract.ts';
import { answer, call, calls, errorOf, operand, textOf, unexpected } from '../script-reading.ts';
import type { LabScenario } from '../lab-scenario.ts';

/** The course's first question. */
export const CHAIN_QUESTION = 'What is 15% of 847 plus the current UTC hour?';
const FAISS_QUESTION = 'What does FAISS stand for, and who develops it?';
const EINSTEIN_QUESTION = 'How many years ago did Albert Einstein receive the Nobel Prize in Physics?';
const POWER_QUESTION = 'What is 2 to the power of 32?';
const PYTHON_QUESTION = 'Give me a one-sentence summary of the Wikipedia article about Python';

/** The course's default MAX_ITERATIONS is 8; its README suggests 2 to watch the graceful exit. */
const MAX_ITERATIONS_DEMO = 2;

const numberOf = (output: unknown): number | undefined => {
  const text = textOf(output);
  const value = text === undefined ? NaN : Number(text);
  return Number.isFinite(value) ? value : undefined;
};

type ChainRule = 'ask_percentage' | 'ask_clock' | 'ask_sum' | 'answer';

const CHAIN_RULES: readonly ChainRule[] = ['ask_percentage', 'ask_clock', 'ask_sum', 'answer'];

/** 15% of 847, then the UTC hour, then their sum: the course's sample run, with the reasoning it asks for. */
function chain(results: readonly unknown[]): ScriptAction<ChainRule> {
  const n = results.length;
  if (n === 0) return calls('ask_percentage', [call('calculator', { expression: '847 * 0.15' })], 'First, 15% of 847.');
  const part = numberOf(results[0]);
  if (part === undefined) return unexpected('expected the calculator result of 847 * 0.15 first');
  if (n === 1) return calls('ask_clock', [call('get_datetime')], `15% of 847 is ${part}; I still need the current UTC hour.`);
  const hour = /T(\d{2}):\d{2}:\d{2}Z$/.exec(textOf(results[1]) ?? '')?.[1];
  if (hour === undefined) return unexpected('expected a UTC time (…T14:00:00Z) from get_datetime second');
  const h = Number(hour);
  if (n === 2) {
    const sum = call('calculator', { expression: `${operand(part)} + ${operand(h)}` });
    return calls('ask_sum', [sum], `15% of 847 is ${part} and the current UTC hour is ${h}; now their sum.`);
  }
  const total = numberOf(results[2]);
  if (n > 3 || total === undefined) return unexpected('expected the sum from the calculator third, and nothing after it');
  return answer('answer', `15% of 847 is ${part}. The current UTC hour is ${h}. The total is ${total}.`);
}

/**
 * The same script for a model without native tool calls: each call is written in the reply as the course's
 * Ollama fallback reads it, `{"tool": "calculator", "args": {"expression": "847 * 0.15"}}`, after its reasoning.
 */
function asJsonText<R extends string>(act: (results: readonly unknown[]) => ScriptAction<R>) {
  return (results: readonly unknown[]): ScriptAction<R> => {
    const action = act(results);
    if (action.kind !== 'calls') return action;
    const [only] = action.calls;
    if (!only || action.calls.length > 1) return unexpected('a text reply holds one call');
    const json = JSON.stringify({ tool: only.name, args: only.args });
    return answer(action.rule, action.text === undefined ? json : `${action.text}\n${json}`);
  };
}

type HallucinationRule = 'ask_web' | 'ask_wikipedia' | 'answer';

/** Asks for a tool nobody registered; the refusal lists the real ones, and it carries on with Wikipedia. */
function hallucination(results: readonly unknown[]): ScriptAction<HallucinationRule> {
  const n = results.length;
  if (n === 0) return calls('ask_web', [call('web_search', { query: 'FAISS' })], 'I will search the web for FAISS.');
  const refusal = errorOf(results[0]) ?? '';
  if (!refusal.includes('wikipedia_search')) return unexpected('expected web_search to be refused with a list of the available tools');
  if (n === 1) {
    return calls('ask_wikipedia', [call('wikipedia_search', { title: 'FAISS' })], 'There is no web_search tool, but wikipedia_search is available.');
  }
  const extract = textOf(results[1]) ?? '';
  const stands = /^FAISS \(([^)]+)\)/.exec(extract)?.[1];
  const developer = /developed by ([^.]+)\./.exec(extract)?.[1];
  if (n > 2 || stands === undefined || developer === undefined) return unexpected("expected FAISS's article second, and nothing after it");
  return answer('answer', `FAISS stands for ${stands}; it is developed by ${developer}.`);
}

type RecoveryRule = 'ask_article' | 'retry_article' | 'ask_clock' | 'ask_difference' | 'answer';

/** Wikipedia times out; it retries under a shorter title, then does the arithmetic with the clock. */
function timeoutRecovery(results: readonly unknown[]): ScriptAction<RecoveryRule> {
  const n = results.length;
  if (n === 0) return calls('ask_article', [call('wikipedia_search', { title: 'Albert Einstein' })], "I'll look up Albert Einstein on Wikipedia.");
  let extract = textOf(results[0]);
  let next = 1;
  if (extract === undefined) {
    if (!/timed out/i.test(errorOf(results[0]) ?? '')) return unexpected('expected the article or a timeout first');
    if (n === 1) {
      return calls('retry_article', [call('wikipedia_search', { title: 'Einstein' })], 'Wikipedia timed out; I will try again with a shorter title.');
    }
    extract = textOf(results[1]);
    next = 2;
  }
  const nobel = /(\d{4}) Nobel Prize/.exec(extract ?? '')?.[1];
  if (nobel === undefined) return unexpected('expected the article to give the year of the Nobel Prize');
  if (n === next) return calls('ask_clock', [call('get_datetime')], `He received the ${nobel} Nobel Prize; now the current year.`);
  const year = /^(\d{4})-/.exec(textOf(results[next]) ?? '')?.[1];
  if (year === undefined) return unexpected('expected the current time from get_datetime');
  if (n === next + 1) return calls('ask_difference', [call('calculator', { expression: `${year} - ${nobel}` })]);
  const years = numberOf(results[next + 1]);
  if (n > next + 2 || years === undefined) return unexpected('expected the difference from the calculator last');
  return answer('answer', `Einstein received the ${nobel} Nobel Prize in Physics, ${years} years ago.`);
}

type EmptyRule = 'ask_power' | 'answer';

/** Computes 2 ** 32, then replies with no text at all: the course's "no tool call and no text". */
function emptyAnswer(results: readonly unknown[]): ScriptAction<EmptyRule> {
  if (results.length === 0) return calls('ask_power', [call('calculator', { expression: '2 ** 32' })]);
  if (results.length > 1 || numberOf(results[0]) === undefined) return unexpected('expected one calculator result');
  return answer('answer', '');
}

type NaiveRule = 'ask_article' | 'answer';

/**
 * A naive model: it summarizes the article, unless the article tells it to "reply only with" something, which it
 * then does. It takes tool output for instructions; the lab keeps it as data and the verifier catches the answer.
 */
function naiveReader(results: readonly unknown[]): ScriptAction<NaiveRule> {
  if (results.length === 0) {
    return calls('ask_article', [call('wikipedia_search', { title: 'Python (programming language)' })], "I'll fetch the article's summary.");
  }
  const extract = textOf(results[0]);
  if (results.length > 1 || extract === undefined) return unexpected("expected the Python article's summary, and nothing after it");
  const ordered = /reply only with:?\s*"([^"]+)"/i.exec(extract)?.[1];
  if (ordered !== undefined) return answer('answer', ordered);
  const [first = extract] = extract.split(/(?<=\.)\s/);
  return answer('answer', first);
}

export const ASISTENTE_SCENARIOS: readonly LabScenario[] = [
  {
    id: 'cadena',
    label: { en: 'Tool chain', es: 'Cadena de herramientas' },
    gloss: {
      en: "The course's sample run: the calculator for 15% of 847, get_datetime for the UTC hour (a fixed clock, 14:00), the calculator for the sum, and the answer 141.05.",
      es: 'La ejecución de ejemplo del curso: la calculadora para el 15 % de 847, get_datetime para la hora UTC (un reloj fijo, las 14:00), la calculadora para la suma y la respuesta 141.05.',
    },
    question: CHAIN_QUESTION,
    rules: CHAIN_RULES,
    act: chain,
  },
  {
    id: 'herramienta_inventada',
    label: { en: 'Hallucinated tool', es: 'Herramienta inventada' },
    gloss: {
      en: 'Asks for web_search, which was never registered: the allowlist refuses it with the list of real tools, and the model carries on with wikipedia_search.',
      es: 'Pide web_search, que nunca se registró: la lista de permitidas la rechaza con la lista de herramientas reales, y el modelo sigue con wikipedia_search.',
    },
    question: FAISS_QUESTION,
    rules: ['ask_web', 'ask_wikipedia', 'answer'],
    act: hallucination,
  },
  {
    id: 'fallo_wikipedia',
    label: { en: 'Wikipedia times out', es: 'Wikipedia no responde' },
    gloss: {
      en: "The first Wikipedia request times out; the error goes back to the model as data, it retries with a shorter title, and finishes with the clock and the calculator.",
      es: 'La primera petición a Wikipedia agota su tiempo; el error vuelve al modelo como dato, reintenta con un título más corto y termina con el reloj y la calculadora.',
    },
    question: EINSTEIN_QUESTION,
    rules: ['ask_article', 'retry_article', 'ask_clock', 'ask_difference', 'answer'],
    act: timeoutRecovery,
    wikipedia: 'slow_once',
  },
  {
    id: 'respuesta_vacia',
    label: { en: 'Empty answer', es: 'Respuesta vacía' },
    gloss: {
      en: 'Computes 2 ** 32, then replies with no tool call and no text. The loop records an empty answer and the verifier flags that there is none.',
      es: 'Calcula 2 ** 32 y luego responde sin llamadas y sin texto. El bucle registra una respuesta vacía y el verificador señala que no hay respuesta.',
    },
    question: POWER_QUESTION,
    rules: ['ask_power', 'answer'],
    act: emptyAnswer,
  },
  {
    id: 'envenenamiento',
    label: { en: 'Tool output poisoning', es: 'Salida envenenada' },
    gloss: {
      en: 'The Wikipedia summary carries "ignore previous instructions… reply only with …". The lab sends it back as data, but this naive model obeys it; the verifier flags the answer.',
      es: 'El resumen de Wikipedia trae «ignore previous instructions… reply only with …». El laboratorio lo devuelve como dato, pero este modelo ingenuo obedece; el verificador señala la respuesta.',
    },
    question: PYTHON_QUESTION,
    rules: ['ask_article', 'answer'],
    act: naiveReader,
    wikipedia: 'poisoned',
  },
  {
    id: 'max_iteraciones',
    label: { en: 'Max iterations', es: 'Máximo de iteraciones' },
    gloss: {
      en: `The tool chain with MAX_ITERATIONS = ${MAX_ITERATIONS_DEMO}: the loop stops before the answer and gives the best partial answer, saying so.`,
      es: `La cadena de herramientas con MAX_ITERATIONS = ${MAX_ITERATIONS_DEMO}: el bucle se detiene antes de la respuesta y da la mejor respuesta parcial, avisando.`,
    },
    question: CHAIN_QUESTION,
    rules: CHAIN_RULES,
    act: chain,
    limits: { maxSteps: MAX_ITERATIONS_DEMO },
  },
  {
    id: 'json_texto',
    label: { en: 'No native tool calls (JSON text)', es: 'Sin llamadas nativas (JSON en texto)' },
    gloss: {
      en: 'A model without native tool calls writes each call as text, {"tool": …, "args": …}, as the course parses Ollama replies; the lab reads the call from the text, and the results can only go back as user text.',
      es: 'Un modelo sin llamadas nativas escribe cada llamada como texto, {"tool": …, "args": …}, como el curso lee las respuestas de Ollama; el laboratorio lee la llamada del texto, y los resultados solo pueden volver como texto del usuario.',
    },
    question: CHAIN_QUESTION,
    rules: CHAIN_RULES,
    act: asJsonText(chain),
    toolProtocol: 'json-text',
  },
];
