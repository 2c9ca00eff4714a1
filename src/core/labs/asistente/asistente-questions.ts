// The companion agent's question set (the Tool-Calling Agent course): the course's three questions and nine more over the same
// tools, each with its answer, the clock it is asked at, and a good run's calls. The course's target: 90 % of
// them answered within 5 iterations. Wikipedia answers come from the bundled summaries.
import type { LabQuestion } from '../lab-question.ts';

export interface AsistenteQuestion extends LabQuestion {
  /** The clock get_datetime reads for this question (ISO 8601, UTC). */
  now: string;
}

/** The time of the course's sample run ("→ 2025-06-16T14:00:00Z"). */
export const ASISTENTE_CLOCK = '2025-06-16T14:00:00Z';

const calc = (expression: string) => [{ name: 'calculator', args: { expression } }];
const clock = (timezone?: string) => [{ name: 'get_datetime', args: timezone === undefined ? {} : { timezone } }];
const wiki = (title: string) => [{ name: 'wikipedia_search', args: { title } }];

export const ASISTENTE_QUESTIONS: readonly AsistenteQuestion[] = [
  {
    question: 'What is 15% of 847 plus the current UTC hour?',
    answer: '15% of 847 is 127.05. The current UTC hour is 14. The total is 141.05.',
    gloss: {
      lang: 'es',
      question: '¿Cuánto es el 15 % de 847 más la hora UTC actual?',
      answer: 'El 15 % de 847 es 127,05. La hora UTC actual es 14. El total es 141,05.',
    },
    accept: ['141.05'],
    now: ASISTENTE_CLOCK,
    turns: [calc('847 * 0.15'), clock(), calc('127.05 + 14')],
  },
  {
    question: 'What day of the week will January 1st 2030 fall on?',
    // 1 January 2000 was a Saturday; 30 years with 8 leap days later is 3 weekdays on.
    answer: 'January 1st 2030 falls on a Tuesday.',
    gloss: {
      lang: 'es',
      question: '¿Qué día de la semana caerá el 1 de enero de 2030?',
      answer: 'El 1 de enero de 2030 cae en martes.',
    },
    accept: ['Tuesday'],
    now: ASISTENTE_CLOCK,
    turns: [calc('(30 * 365 + 8) % 7')],
  },
  {
    question: 'What is 2 to the power of 32?',
    answer: '2 to the power of 32 is 4294967296.',
    gloss: {
      lang: 'es',
      question: '¿Cuánto es 2 elevado a 32?',
      answer: '2 elevado a 32 es 4294967296.',
    },
    accept: ['4294967296'],
    now: ASISTENTE_CLOCK,
    turns: [calc('2 ** 32')],
  },
  {
    question: 'Give me a one-sentence summary of the Wikipedia article about Python',
    answer: 'Python is a high-level, general-purpose programming language created by Guido van Rossum and first released in 1991.',
    gloss: {
      lang: 'es',
      question: 'Resúmeme en una frase el artículo de Wikipedia sobre Python',
      answer: 'Python es un lenguaje de programación de alto nivel y de propósito general, creado por Guido van Rossum y publicado por primera vez en 1991.',
    },
    accept: ['programming language'],
    now: ASISTENTE_CLOCK,
    turns: [wiki('Python (programming language)')],
  },
  {
    question: 'What time is it right now in Tokyo?',
    answer: 'It is 23:00 in Tokyo (UTC+09:00).',
    gloss: {
      lang: 'es',
      question: '¿Qué hora es ahora mismo en Tokio?',
      answer: 'En Tokio son las 23:00 (UTC+09:00).',
    },
    accept: ['23:00', '11:00 pm', '11 pm'],
    now: ASISTENTE_CLOCK,
    turns: [clock('Asia/Tokyo')],
  },
  {
    question: 'What time is it in Madrid right now?',
    // Winter: Madrid is on UTC+01:00.
    answer: 'It is 10:45 in Madrid (UTC+01:00).',
    gloss: {
      lang: 'es',
      question: '¿Qué hora es en Madrid ahora mismo?',
      answer: 'En Madrid son las 10:45 (UTC+01:00).',
    },
    accept: ['10:45'],
    now: '2025-01-15T09:45:00Z',
    turns: [clock('Europe/Madrid')],
  },
  {
    question: 'How many years ago did Albert Einstein receive the Nobel Prize in Physics?',
    answer: 'Einstein received the 1921 Nobel Prize in Physics, 104 years ago.',
    gloss: {
      lang: 'es',
      question: '¿Hace cuántos años recibió Albert Einstein el Premio Nobel de Física?',
      answer: 'Einstein recibió el Premio Nobel de Física de 1921, hace 104 años.',
    },
    accept: ['104'],
    now: ASISTENTE_CLOCK,
    turns: [wiki('Albert Einstein'), clock(), calc('2025 - 1921')],
  },
  {
    question: 'How many metres taller is Mount Everest than the Eiffel Tower?',
    answer: 'Mount Everest (8,848.86 m) is 8,518.86 metres taller than the Eiffel Tower (330 m).',
    gloss: {
      lang: 'es',
      question: '¿Cuántos metros más alto es el monte Everest que la torre Eiffel?',
      answer: 'El monte Everest (8848,86 m) es 8518,86 metros más alto que la torre Eiffel (330 m).',
    },
    accept: ['8518.86'],
    now: ASISTENTE_CLOCK,
    turns: [wiki('Mount Everest'), wiki('Eiffel Tower'), calc('8848.86 - 330')],
  },
  {
    question: 'How many years passed between the first ascent of Mount Everest and the Apollo 11 Moon landing?',
    answer: 'Everest was first climbed in 1953 and Apollo 11 landed in 1969: 16 years apart.',
    gloss: {
      lang: 'es',
      question: '¿Cuántos años pasaron entre la primera ascensión al Everest y la llegada del Apolo 11 a la Luna?',
      answer: 'El Everest se coronó por primera vez en 1953 y el Apolo 11 llegó a la Luna en 1969: 16 años después.',
    },
    accept: ['16 years'],
    now: ASISTENTE_CLOCK,
    turns: [wiki('Mount Everest'), wiki('Apollo 11'), calc('1969 - 1953')],
  },
  {
    question: 'What is the remainder when 2 to the power of 20 is divided by 7?',
    answer: 'The remainder is 4.',
    gloss: {
      lang: 'es',
      question: '¿Cuál es el resto de dividir 2 elevado a 20 entre 7?',
      answer: 'El resto es 4.',
    },
    accept: ['4'],
    now: ASISTENTE_CLOCK,
    turns: [calc('2 ** 20 % 7')],
  },
  {
    question: 'How many days are left until January 1st 2026?',
    answer: 'Today is June 16th 2025, so 199 days are left until January 1st 2026.',
    gloss: {
      lang: 'es',
      question: '¿Cuántos días faltan para el 1 de enero de 2026?',
      answer: 'Hoy es 16 de junio de 2025, así que faltan 199 días para el 1 de enero de 2026.',
    },
    accept: ['199'],
    now: ASISTENTE_CLOCK,
    turns: [clock(), calc('(30 - 16) + 31 + 31 + 30 + 31 + 30 + 31 + 1')],
  },
  {
    question: 'What does FAISS stand for, and who develops it?',
    answer: "FAISS stands for Facebook AI Similarity Search; it is developed by Meta Platforms' Fundamental AI Research group.",
    gloss: {
      lang: 'es',
      question: '¿Qué significan las siglas FAISS y quién lo desarrolla?',
      answer: 'FAISS significa Facebook AI Similarity Search; lo desarrolla el grupo Fundamental AI Research de Meta Platforms.',
    },
    accept: ['Facebook AI Similarity Search'],
    now: ASISTENTE_CLOCK,
    turns: [wiki('FAISS')],
  },
];
