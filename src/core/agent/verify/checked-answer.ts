// An answer as the verifier's rules read it: the question, the answer and the run's calls, with the parts of the
// answer the rules judge read once. Quoted passages are judged only by the quote rules: a real headline may carry
// figures ("sube un 5 %") that no tool computed, and an invented one is flagged once, as invented. ISO dates are
// judged whole by the date rule, so the figures and percentages are those of the rest, the answer's prose.
import { ISO_DATE } from './iso-dates.ts';
import { percentagesIn } from './percentages.ts';
import { splitQuotes } from './quoted-text.ts';
import { readNumbers, type WrittenNumber } from './read-numbers.ts';
import type { VerifierOptions } from './verifier-options.ts';
import { succeeded, type SucceededCall, type VerifiedCall, type VerifyInput } from './verify-input.ts';

export interface CheckedAnswer {
  question: string;
  answer: string;
  calls: readonly VerifiedCall[];
  /** The calls that returned a result, in trace order. */
  succeeded: readonly SucceededCall[];
  /** How the run's kit reads (which tools compute, which return headlines…). */
  options: VerifierOptions;
  /** The answer's quoted passages («…», "…", “…”). */
  quotes: readonly string[];
  /** The ISO dates outside the quotes. */
  dates: readonly string[];
  /** The figures of the prose: outside the quotes and the dates. */
  figures: readonly WrittenNumber[];
  /** The percentages the prose gives. */
  percentages: readonly WrittenNumber[];
}

export function readAnswer(input: VerifyInput, answer: string, options: VerifierOptions): CheckedAnswer {
  const { quotes, rest } = splitQuotes(answer);
  const prose = rest.replace(ISO_DATE, (d) => ' '.repeat(d.length));
  return {
    question: input.question,
    answer,
    calls: input.calls,
    succeeded: input.calls.filter(succeeded),
    options,
    quotes,
    dates: rest.match(ISO_DATE) ?? [],
    figures: readNumbers(prose),
    percentages: percentagesIn(prose),
  };
}
