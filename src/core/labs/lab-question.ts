// A companion lab's preset question: what a right answer says, how to recognise it in a model's text, and the
// calls a good run makes, and both in the other UI language for the page. Question sets are data for the labs'
// one-click runs and their scripted scenarios.
import type { UiLanguage } from '../i18n/bilingual.ts';

export interface LabCall {
  name: string;
  args: Record<string, unknown>;
}

export interface LabQuestion {
  question: string;
  /** A right final answer, in a sentence. */
  answer: string;
  /** The answer counts as right when it contains any of these (see `answerMatches`). */
  accept: readonly string[];
  /** A good run's tool calls, turn by turn; the calls of one turn are independent and may run together. */
  turns: readonly (readonly LabCall[])[];
  /** The question and its answer in the UI language the course does not speak, shown beside them (the model reads only the originals). */
  gloss: LabQuestionGloss;
}

interface LabQuestionGloss {
  /** The UI language of the gloss: English for a Spanish course, Spanish for an English one. */
  lang: UiLanguage;
  question: string;
  answer: string;
}

const normalize = (text: string) =>
  text
    .toLowerCase()
    // "1,083", "1 083" (a no-break space, as Intl writes it) and "1083" are the same figure.
    .replace(/(\d)[,\u00a0\u202f](?=\d{3}\b)/g, '$1')
    .replace(/\s+/g, ' ');

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * Whether `text` contains one of the question's accepted fragments, ignoring case, spacing and thousands
 * separators. A figure must stand alone: "42" matches "42" and "42.00" but not "142", "420" or "42.5".
 */
export function answerMatches(question: Pick<LabQuestion, 'accept'>, text: string): boolean {
  const haystack = normalize(text);
  return question.accept.some((fragment) => {
    const needle = escapeRegExp(normalize(fragment));
    return new RegExp(`(?<![\\d.])${needle}(?:\\.0+)?(?!\\d|\\.\\d)`).test(haystack);
  });
}
