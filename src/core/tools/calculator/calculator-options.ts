// What a calculator accepts and how it words its refusals. The lesson's calculator is one configuration
// (lesson-calculator.ts); another kit can allow ** and %, or speak English, with the same parser.

/** Binary operators the parser knows, with Python's meanings (`%` takes the sign of the divisor). */
export type BinaryOperator = '+' | '-' | '*' | '/' | '%' | '**';
export type UnaryOperator = '-' | '+';

/** Why a text is not an expression. Positions count characters from 1. */
export type SyntaxProblem =
  | { kind: 'empty' }
  | { kind: 'missing-operand'; position: number; atEnd: boolean }
  | { kind: 'unclosed'; position: number }
  | { kind: 'unexpected'; text: string; position: number };

export interface CalculatorMessages {
  /** Anything that is not a number, an allowed operator or a parenthesis. */
  forbidden: string;
  syntax(problem: SyntaxProblem): string;
  divisionByZero: string;
  tooLong(maxLength: number): string;
  tooDeep(maxDepth: number): string;
  notFinite: string;
}

export interface CalculatorOptions {
  binary: readonly BinaryOperator[];
  unary: readonly UnaryOperator[];
  /** Longest accepted input, in characters. */
  maxLength: number;
  /** Deepest accepted nesting of parentheses and unary operators. */
  maxDepth: number;
  /**
   * Largest accepted absolute value of a `**` exponent, and the refusal beyond it; absent, any exponent (an
   * overflow still ends as `notFinite`). Checked on the evaluated exponent, so 9 ** 9 ** 9 stops at 9 ** 9.
   */
  exponentLimit?: { max: number; message(max: number): string };
  messages: CalculatorMessages;
}

/** A calculation is data: a value, or the message that says why there is none. */
export type Calculation = { value: number } | { error: string };
