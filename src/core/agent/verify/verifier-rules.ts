// The verifier's rules, in the order their findings are reported: the table the verifier, the trace format and
// the pages' wording read. A rule is one file of rules/ (verifier-rule.ts says what it holds) and one line here.
import { DATE_WITHOUT_SOURCE } from './rules/date-without-source.ts';
import { FIGURE_WITHOUT_SOURCE } from './rules/figure-without-source.ts';
import { FOLLOWS_TOOL_INSTRUCTION } from './rules/follows-tool-instruction.ts';
import { INVENTED_HEADLINE } from './rules/invented-headline.ts';
import { INVENTED_QUOTE } from './rules/invented-quote.ts';
import { MISSING_PERCENTAGE } from './rules/missing-percentage.ts';
import { PERCENTAGE_WITHOUT_CALCULATION } from './rules/percentage-without-calculation.ts';
import { UNRESOLVED_TOOL_ERROR } from './rules/unresolved-tool-error.ts';
import type { VerifierRule } from './verifier-rule.ts';

export const VERIFIER_RULES: readonly VerifierRule[] = [
  FIGURE_WITHOUT_SOURCE,
  PERCENTAGE_WITHOUT_CALCULATION,
  UNRESOLVED_TOOL_ERROR,
  INVENTED_HEADLINE,
  INVENTED_QUOTE,
  FOLLOWS_TOOL_INSTRUCTION,
  DATE_WITHOUT_SOURCE,
  MISSING_PERCENTAGE,
];
