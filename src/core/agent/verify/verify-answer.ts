// The lesson's final-answer verifier: the answer is checked against the trace with deterministic rules, each one
// file of rules/ listed in verifier-rules.ts and run in that order (a caller may hand it that table with rules of
// its own added). A run without an answer has nothing to check: its one finding says so (no-answer.ts). A detail
// already reported is not reported again, except by a rule that keeps repeats (one finding per failed call).
// Options for other kits (verifier-options.ts): quotes checked against any result, counts written as words in the
// question, totals the verifier adds up itself, and answers that obey an instruction found in a tool result.
import { readAnswer } from './checked-answer.ts';
import type { Finding } from './finding.ts';
import { noAnswer } from './no-answer.ts';
import { LESSON_VERIFIER_OPTIONS, type VerifierOptions } from './verifier-options.ts';
import type { VerifierRule } from './verifier-rule.ts';
import { VERIFIER_RULES } from './verifier-rules.ts';
import type { VerifyInput } from './verify-input.ts';

/**
 * Findings on a finished run; an empty list means the answer passed.
 * @example verifyAnswer({ question: '¿Cuál fue el cierre de ACME el 2024-03-15?', answer: '… fue de $10.', calls })
 *   // details: ['figure without a source: 10', 'unresolved tool error']
 */
export function verifyAnswer(
  input: VerifyInput,
  options: VerifierOptions = LESSON_VERIFIER_OPTIONS,
  rules: readonly VerifierRule[] = VERIFIER_RULES,
): Finding[] {
  const { answer } = input;
  if (answer === null) return [noAnswer(input.endReason ?? 'step limit')];
  if (answer.trim() === '') return [noAnswer('empty answer')];
  const checked = readAnswer(input, answer, options);
  const details = new Set<string>();
  return rules.flatMap((rule) =>
    rule.check(checked).filter((f) => {
      const fresh = rule.keepsRepeats === true || !details.has(f.detail);
      details.add(f.detail);
      return fresh;
    }),
  );
}
