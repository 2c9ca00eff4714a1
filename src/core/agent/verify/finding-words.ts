// Every finding the verifier can report, with its words: the verifier's own "no answer" and the rules' of the
// table. The trace format takes its codes from here, and a page its wording of a finding.
import { NO_ANSWER } from './no-answer.ts';
import type { FindingWords } from './verifier-rule.ts';
import { VERIFIER_RULES } from './verifier-rules.ts';

/** The words of every finding `rules` (the table by default) and the verifier can report, `no_answer` first. */
export function findingWords(rules: readonly FindingWords[] = VERIFIER_RULES): [FindingWords, ...FindingWords[]] {
  return [NO_ANSWER, ...rules];
}

/** The codes a finding may have. */
export const FINDING_CODES = findingWords().map((w) => w.id) as [string, ...string[]];
