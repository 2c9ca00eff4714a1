// A run that ended without an answer, or with an empty one: the verifier has nothing to check and says so (the
// safe outcome). Not a rule of the table, which checks answers; its words sit beside the rules' (finding-words.ts).
import { endReasonSpanish } from './end-reason-wording.ts';
import type { Finding } from './finding.ts';
import { detailOf, type FindingWords } from './verifier-rule.ts';

export const NO_ANSWER: FindingWords = {
  id: 'no_answer',
  checks: { en: 'The run ends with an answer.', es: 'La ejecución termina con una respuesta.' },
  detail: { en: 'no answer: {}', es: 'sin respuesta: {}' },
  partEs: endReasonSpanish,
};

export function noAnswer(reason: string): Finding {
  return {
    code: NO_ANSWER.id,
    detail: detailOf(NO_ANSWER, reason),
    message: {
      en: `The run ended without an answer (${reason}). That is the safe outcome: nothing unverified is shown.`,
      es: `La ejecución terminó sin respuesta (${endReasonSpanish(reason)}). Es el final seguro: no se muestra nada sin verificar.`,
    },
  };
}
