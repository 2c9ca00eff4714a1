// Arithmetic the model did itself ("notebook $3.50, stapler $11.00, desk lamp $27.50: $42.00 together"; "two
// cost $85.98") has no tool result behind it, but the verifier can redo it: a figure passes when it is the sum of
// two or more figures the answer took from tool results before writing it, or one such figure times a count the
// question gives.
import { isNear } from './read-numbers.ts';

/** Only the last few earlier figures are tried: subsets grow as 2^n. */
const MAX_TERMS = 12;

/**
 * @example isCheckedTotal(42, [3.5, 11, 27.5], []) // true: 3.5 + 11 + 27.5
 * @example isCheckedTotal(85.98, [42.99], [2])      // true: 2 × 42.99
 */
export function isCheckedTotal(value: number, earlier: readonly number[], counts: readonly number[]): boolean {
  if (earlier.some((term) => counts.some((count) => isNear(value, [term * count])))) return true;
  const terms = earlier.slice(-MAX_TERMS);
  for (let mask = 1; mask < 1 << terms.length; mask++) {
    let count = 0;
    let sum = 0;
    terms.forEach((term, i) => {
      if (mask & (1 << i)) {
        count += 1;
        sum += term;
      }
    });
    if (count >= 2 && isNear(value, [sum])) return true;
  }
  return false;
}
