// The lesson's recorded runs of the local model (Qwen2.5-0.5B-Instruct, greedy, PyTorch fp32), as data: what the
// lab shows beside its own runs and what the verifier panel starts from. Calls and outputs are as the lesson
// printed them; the lesson cut long outputs at 70 characters, and the full values are the tools' own
// (lesson-facts.md). Exercise 1's trace is the news search of its solution, with its two hand-written answers.
import type { VerifiedCall, VerifyInput } from './verify/verify-input.ts';
import type { Bilingual } from '../i18n/bilingual.ts';

export interface ReferenceStep {
  /** Input tokens of that step's prompt, as the lesson printed them; absent when no model ran the step. */
  inputTokens?: number;
  calls: readonly VerifiedCall[];
}

export interface ReferenceAnswer {
  id: string;
  label: Bilingual;
  /** The final answer, byte for byte. */
  text: string;
  /** The Spanish lesson's own answer where it differs (exercise 1's hand-written ones); the verifier says the same of it. */
  textEs?: string;
  /** The verifier's details on this answer (empty: it passes). */
  expected: readonly string[];
}

/** An answer as the lesson in the UI's language wrote it. */
export const answerText = (answer: ReferenceAnswer, lang: 'en' | 'es'): string => (lang === 'es' && answer.textEs !== undefined ? answer.textEs : answer.text);

export interface ReferenceTrace {
  id: string;
  title: Bilingual;
  origin: Bilingual;
  /** The tools the model was offered. */
  tools: readonly string[];
  question: string;
  /** The steps, the last one being the step that wrote the answer. */
  steps: readonly ReferenceStep[];
  answers: readonly ReferenceAnswer[];
}

const LESSON_RUN: Bilingual = {
  en: "Recorded in the lesson: Qwen2.5-0.5B-Instruct, greedy decoding, PyTorch fp32.",
  es: 'Grabada en la lección: Qwen2.5-0.5B-Instruct, decodificación voraz, PyTorch fp32.',
};

const TAREA_PORCENTAJE = '¿Cuánto cambió en porcentaje el cierre de BUSI entre el 2024-03-15 y el 2024-03-22?';
const BUSI_15 = { ticker: 'BUSI', fecha: '2024-03-15', cierre: 26.19 };
const BUSI_22 = { ticker: 'BUSI', fecha: '2024-03-22', cierre: 27.88 };
const BASICAS = ['precio', 'buscar_noticias', 'calculadora'];

export const REFERENCE_TRACES: readonly ReferenceTrace[] = [
  {
    id: 'tarea_porcentaje',
    title: {
      en: 'Task 1: percentage change of BUSI (three basic tools)',
      es: 'Tarea 1: cambio porcentual de BUSI (tres herramientas básicas)',
    },
    origin: LESSON_RUN,
    tools: BASICAS,
    question: TAREA_PORCENTAJE,
    steps: [
      {
        inputTokens: 567,
        calls: [
          { name: 'precio', args: { ticker: 'BUSI', fecha: '2024-03-15' }, output: { resultado: BUSI_15 } },
          { name: 'precio', args: { ticker: 'BUSI', fecha: '2024-03-22' }, output: { resultado: BUSI_22 } },
        ],
      },
      { inputTokens: 734, calls: [] },
    ],
    answers: [
      {
        id: 'modelo',
        label: { en: "The model's answer", es: 'La respuesta del modelo' },
        text: 'El cambio en el cierre del producto BUSI entre el 2024-03-15 y el 2024-03-22 fue de 27.88%.',
        expected: ['percentage without a calculation: 27.88%'],
      },
    ],
  },
  {
    id: 'tarea_acme',
    title: {
      en: 'Task 2: close of ACME, a ticker that does not exist',
      es: 'Tarea 2: cierre de ACME, un ticker que no existe',
    },
    origin: LESSON_RUN,
    tools: BASICAS,
    question: '¿Cuál fue el cierre de ACME el 2024-03-15?',
    steps: [
      {
        inputTokens: 548,
        calls: [
          { name: 'precio', args: { ticker: 'ACME', fecha: '2024-03-15' }, output: { error: 'ticker desconocido: ACME' } },
        ],
      },
      { inputTokens: 612, calls: [] },
    ],
    answers: [
      {
        id: 'modelo',
        label: { en: "The model's answer", es: 'La respuesta del modelo' },
        text: 'El cierre del ticker ACME el 2024-03-15 fue de $10.',
        expected: ['figure without a source: 10', 'unresolved tool error'],
      },
    ],
  },
  {
    id: 'variacion',
    title: {
      en: 'Task 1 again, with variacion and buscar_noticias',
      es: 'La tarea 1 otra vez, con variacion y buscar_noticias',
    },
    origin: LESSON_RUN,
    tools: ['variacion', 'buscar_noticias'],
    question: TAREA_PORCENTAJE,
    steps: [
      {
        inputTokens: 533,
        calls: [
          {
            name: 'variacion',
            args: { ticker: 'BUSI', desde: '2024-03-15', hasta: '2024-03-22' },
            output: { resultado: { desde: BUSI_15, hasta: BUSI_22, variacion_pct: 6.45 } },
          },
        ],
      },
      { inputTokens: 691, calls: [] },
    ],
    answers: [
      {
        id: 'modelo',
        label: { en: "The model's answer", es: 'La respuesta del modelo' },
        text: 'El cambio en el cierre de la acción BUSI entre el 2024-03-15 y el 2024-03-22 fue de 6.45%.',
        expected: [],
      },
    ],
  },
  {
    id: 'ejercicio_1',
    title: {
      en: 'Exercise 1: quoted headlines (BUSI news, March 18-20, 2024)',
      es: 'Ejercicio 1: titulares citados (noticias de BUSI, 18-20 de marzo de 2024)',
    },
    origin: {
      en: "The lesson's exercise 1: one news search and two hand-written answers. The exercise gives no question; this one is the lab's.",
      es: 'El ejercicio 1 de la lección: una búsqueda de noticias y dos respuestas escritas a mano. El ejercicio no da pregunta; esta es del laboratorio.',
    },
    tools: ['buscar_noticias'],
    question: '¿Qué noticias hubo de BUSI entre el 2024-03-18 y el 2024-03-20?',
    steps: [
      {
        calls: [
          {
            name: 'buscar_noticias',
            args: { ticker: 'BUSI', desde: '2024-03-18', hasta: '2024-03-20' },
            output: { resultado: [{ fecha: '2024-03-19', titular: 'Un fondo ofrece comprar Busmar Hogar' }] },
          },
        ],
      },
    ],
    answers: [
      {
        id: 'fiel',
        label: { en: 'Faithful answer', es: 'Respuesta fiel' },
        text: 'On March 19: “Un fondo ofrece comprar Busmar Hogar”.',
        textEs: 'El 19 de marzo: «Un fondo ofrece comprar Busmar Hogar».',
        expected: [],
      },
      {
        // Its "40 %" sits inside the quote, so only the headline rule judges it: one finding, not three.
        id: 'inventada',
        label: { en: 'Invented answer', es: 'Respuesta inventada' },
        text: 'There was a news item: "Busmar Hogar dispara su beneficio un 40 %".',
        textEs: 'Hubo una noticia: "Busmar Hogar dispara su beneficio un 40 %".',
        expected: ['headline not in any news result: Busmar Hogar dispara su beneficio un 40 %'],
      },
    ],
  },
];

/** What the verifier reads for one recorded answer (or any answer a student types against that trace). */
export function referenceVerifyInput(trace: ReferenceTrace, answer: string | null): VerifyInput {
  return { question: trace.question, answer, calls: trace.steps.flatMap((s) => s.calls) };
}
