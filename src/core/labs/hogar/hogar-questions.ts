// The house's questions: the course's conditional command (read, decide, write), a read-only question, and a
// command whose light is already off, so the honest report is "nothing changed". `changes` is what the state
// diff must show after a good run, whatever the model says.
import type { LabCall, LabQuestion } from '../lab-question.ts';
import type { HomeChange } from './home-diff.ts';

export interface HogarQuestion extends LabQuestion {
  changes: readonly HomeChange[];
}

const read: LabCall[] = [{ name: 'get_home_state', args: {} }];
const off = (cuarto: string): LabCall => ({ name: 'set_light', args: { cuarto, encendida: false } });

/** The course's command. */
export const HOGAR_COMMAND = 'Apaga las luces de todos los cuartos desocupados.';

export const HOGAR_QUESTIONS: readonly HogarQuestion[] = [
  {
    question: HOGAR_COMMAND,
    answer:
      'Apagué las luces de la cocina y la recámara, que estaban desocupadas. El baño ya tenía la luz apagada, ' +
      'y la sala y el estudio están ocupados.',
    gloss: {
      lang: 'en',
      question: 'Turn off the lights in every unoccupied room.',
      answer: 'I turned off the lights in the kitchen and the bedroom, which were unoccupied. The bathroom light was already off, and the living room and the study are occupied.',
    },
    accept: ['cocina y la recámara'],
    turns: [read, [off('cocina'), off('recámara')]],
    changes: [
      { room: 'cocina', field: 'luz_encendida', before: true, after: false },
      { room: 'recámara', field: 'luz_encendida', before: true, after: false },
    ],
  },
  {
    question: '¿Qué cuartos están ocupados y cuál de ellos es el más cálido?',
    answer: 'Están ocupados la sala (22.5 °C) y el estudio (23 °C); el más cálido es el estudio.',
    gloss: {
      lang: 'en',
      question: 'Which rooms are occupied, and which of them is the warmest?',
      answer: 'The living room (22.5 °C) and the study (23 °C) are occupied; the warmest is the study.',
    },
    accept: ['el más cálido es el estudio'],
    turns: [read],
    changes: [],
  },
  {
    question: 'Apaga la luz del baño.',
    answer: 'La luz del baño ya estaba apagada; no cambié nada.',
    gloss: {
      lang: 'en',
      question: 'Turn off the bathroom light.',
      answer: 'The bathroom light was already off; I changed nothing.',
    },
    accept: ['ya estaba apagada'],
    turns: [read, [off('baño')]],
    changes: [],
  },
];
