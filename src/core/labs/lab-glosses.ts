// Every model-facing text of the labs the page glosses in the other UI language: each preset question and its
// answer (their glosses sit beside them in the question files), the questions only a scripted scenario asks, the
// questions made for a student's own table, and the tools' errors. The UI's gloss lookup reads this list; the
// model never does.
import { LAB_ERROR_GLOSSES, type LabGloss } from './lab-error-glosses.ts';
import { LAB_DEFINITIONS } from './lab-registry.ts';

const other = (lang: LabGloss['from']): LabGloss['from'] => (lang === 'en' ? 'es' : 'en');

const QUESTIONS: readonly LabGloss[] = LAB_DEFINITIONS.flatMap((lab) =>
  lab.questions.flatMap(({ question, answer, gloss }) => [
    { from: other(gloss.lang), text: question, gloss: gloss.question },
    { from: other(gloss.lang), text: answer, gloss: gloss.answer },
  ]),
);

/** Questions a scripted scenario asks that no preset does. */
const SCENARIO_QUESTIONS: readonly LabGloss[] = [
  { from: 'es', text: 'Cuatro días en Kioto y tres en París, en pesos', gloss: 'Four days in Kyoto and three in Paris, in pesos' },
];

/** The questions the analyst offers the local model about a student's own table (analistaPresets). */
const TABLE_QUESTIONS: readonly LabGloss[] = [
  { from: 'es', text: '¿Cuántas filas tiene la tabla y qué columnas tiene?', gloss: 'How many rows does the table have, and which columns?' },
  { from: 'es', text: /^¿Cuál es el valor máximo de la columna (.+)\?$/, gloss: 'What is the largest value in column $1?' },
  { from: 'es', text: /^¿Cuál es la suma de (.+) para cada valor de (.+)\?$/, gloss: 'What is the sum of $1 for each value of $2?' },
];

/** Every lab text the page glosses, questions first. */
export const LAB_GLOSSES: readonly LabGloss[] = [...QUESTIONS, ...SCENARIO_QUESTIONS, ...TABLE_QUESTIONS, ...LAB_ERROR_GLOSSES];
