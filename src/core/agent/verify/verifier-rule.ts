// One verifier rule, as the table (verifier-rules.ts) lists it: what it checks, its finding's code and one-line
// wording in English and Spanish, and its check over the answer and the trace. Adding a rule is a file exporting
// one of these and a line in the table: the verifier (verify-answer.ts), the trace format and the pages' wording
// of a finding read the table, so none of them is edited.
import type { Bilingual } from '../../i18n/bilingual.ts';
import type { CheckedAnswer } from './checked-answer.ts';
import type { Finding } from './finding.ts';

/**
 * What a finding says about itself. In `detail`, `{}` stands for its variable part (a figure, a quote, a tool's
 * name): the English is the trace's (a stable key for tests, goldens and exports), the Spanish what a Spanish page
 * shows around the same part.
 */
export interface FindingWords {
  /** The finding's code, snake_case: `figure_without_source`. */
  id: string;
  /** What the rule checks, in a sentence (the title of its findings on the pages). */
  checks: Bilingual;
  detail: Bilingual;
  /** How a Spanish page says the variable part (the run's end reason); as the trace wrote it when absent. */
  partEs?: (part: string) => string;
}

export interface VerifierRule extends FindingWords {
  /**
   * Its findings are all kept, though their details are the same (each is a different failed call); without it,
   * a detail already reported is not reported again.
   */
  keepsRepeats?: boolean;
  /** The findings on one answer, in the order the answer gives them; none when it passes. */
  check(answer: CheckedAnswer): Finding[];
}

/** @example detailOf(FIGURE_WITHOUT_SOURCE, '10') // 'figure without a source: 10' */
export function detailOf(words: FindingWords, part = ''): string {
  return words.detail.en.replace('{}', () => part);
}
