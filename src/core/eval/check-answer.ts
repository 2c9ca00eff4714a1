// Does a final answer hold the right answer? Read the way the lesson's verifier reads answers, so that the two
// agree on what a figure is: numbers with Spanish and English separators (read-numbers.ts), ISO dates set apart,
// quotes in «», "" or “” (quoted-text.ts), and the lesson's tolerance (`cerca`: 0.6 %, at least 0.006). Unlike the
// verifier, the checker knows the answer: it says whether the run was right, the verifier only whether it looks
// grounded in its trace. Checked on known good and bad answers in tests/unit/core/eval/check-answer.test.ts.
import { splitQuotes } from '../agent/verify/quoted-text.ts';
import { isNear, readNumbers } from '../agent/verify/read-numbers.ts';
import type { ExpectedAnswer } from './eval-task.ts';

export interface CheckResult {
  pass: boolean;
  /** One line: what was looked for and what was found. */
  detail: string;
}

const ISO_DATE = /(?<!\d)\d{4}-\d{2}-\d{2}(?!\d)/g;
const DAY_FIRST_DATE = /(?<!\d)\d{1,2}\/\d{1,2}\/\d{4}(?!\d)/g;
const PERCENT_AFTER = /^\s*(?:%|por\s+ciento(?!\p{L})|per\s?cent(?!\p{L}))/iu;
/** How an answer says a ticker does not exist, in Spanish and English. */
const NOT_EXISTS =
  /\bno\s+existe\b|\bno\s+figura\b|\bno\s+aparece\b|\bdesconocid[oa]\b|\bno\s+(?:es|hay)\s+(?:un|ningún|ninguna)\s+ticker\b|\bdoes\s+not\s+exist\b|\bdoesn['’]t\s+exist\b|\bunknown\s+ticker\b|\bnot\s+a\s+(?:known\s+)?ticker\b/iu;

/** The answer's prose: quotes and dates blanked, positions kept (a date's digits are no figures). */
function prose(answer: string): string {
  const blank = (m: string) => ' '.repeat(m.length);
  return splitQuotes(answer).rest.replace(ISO_DATE, blank).replace(DAY_FIRST_DATE, blank);
}

function figures(answer: string): number[] {
  return readNumbers(prose(answer)).flatMap((n) => n.values);
}

function percentages(answer: string): number[] {
  const text = prose(answer);
  return readNumbers(text)
    .filter((n) => PERCENT_AFTER.test(text.slice(n.index + n.text.length)))
    .flatMap((n) => n.values);
}

/**
 * @example checkAnswer({ kind: 'percentage', value: 6.45 }, 'El cierre de BUSI varió un 6,45 % …') // pass
 * @example checkAnswer({ kind: 'quote', text: 'Un fondo ofrece comprar Busmar Hogar', fecha }, 'Un fondo compra Busmar') // fail
 */
export function checkAnswer(expected: ExpectedAnswer, answer: string | null): CheckResult {
  if (answer === null || answer.trim() === '') return { pass: false, detail: 'no answer' };
  switch (expected.kind) {
    case 'number': {
      const found = figures(answer);
      const pass = found.some((x) => isNear(x, [expected.value]));
      return { pass, detail: `${expected.value} ${pass ? 'found' : `not among ${list(found)}`}` };
    }
    case 'percentage': {
      const found = percentages(answer);
      const pass = found.some((x) => isNear(x, [expected.value]));
      return { pass, detail: `${expected.value} % ${pass ? 'found' : `not among the percentages ${list(found)}`}` };
    }
    case 'quote': {
      const quotes = splitQuotes(answer).quotes;
      const pass = quotes.includes(expected.text);
      return { pass, detail: pass ? `«${expected.text}» quoted` : `«${expected.text}» not quoted verbatim (quotes: ${list(quotes)})` };
    }
    case 'not_exists': {
      const says = NOT_EXISTS.test(answer);
      const found = figures(answer);
      const pass = says && found.length === 0;
      const detail = !says ? `does not say that ${expected.ticker} does not exist` : found.length > 0 ? `says it does not exist but gives ${list(found)}` : `${expected.ticker} does not exist: said`;
      return { pass, detail };
    }
  }
}

function list(items: readonly (number | string)[]): string {
  return items.length === 0 ? '(none)' : items.join(', ');
}
