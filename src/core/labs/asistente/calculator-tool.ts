// The companion agent's `calculator` (the Tool-Calling Agent course): + - * / ** % and parentheses on the lab's own parser. Names,
// calls and attributes get the course's refusal; the rest, which the course leaves to Python's exceptions and
// its `Tool error: {e}` wrapper, is worded here. The result is text, as the course's call_tool returns str().
import type { CalculatorOptions, SyntaxProblem } from '../../tools/calculator/calculator-options.ts';
import { createCalculator } from '../../tools/calculator/calculator.ts';
import type { ToolDefinition } from '../../tools/tool-kit-types.ts';
import { z } from 'zod';
import { CLOSED_LOOKUP } from '../../tools/tool-annotations.ts';

export const ONLY_ARITHMETIC = 'Error: only arithmetic is allowed';

function syntaxMessage(problem: SyntaxProblem): string {
  switch (problem.kind) {
    case 'empty':
      return 'Error: invalid expression: it is empty';
    case 'missing-operand':
      return problem.atEnd
        ? 'Error: invalid expression: a number is missing at the end'
        : `Error: invalid expression: a number is missing at position ${problem.position}`;
    case 'unclosed':
      return `Error: invalid expression: the parenthesis at position ${problem.position} is never closed`;
    case 'unexpected':
      return `Error: invalid expression: unexpected '${problem.text}' at position ${problem.position}`;
  }
}

export const ASISTENTE_CALCULATOR_OPTIONS: CalculatorOptions = {
  binary: ['+', '-', '*', '/', '%', '**'],
  // The course allows ast.UnaryOp, which holds both signs.
  unary: ['-', '+'],
  maxLength: 500,
  maxDepth: 50,
  // Python would compute 9 ** 9 ** 9 exactly for minutes; here the bound is stated, not discovered.
  exponentLimit: { max: 1000, message: (max) => `Error: exponent too large (the limit is ${max})` },
  messages: {
    forbidden: ONLY_ARITHMETIC,
    syntax: syntaxMessage,
    // What call_tool makes of Python's ZeroDivisionError.
    divisionByZero: 'Tool error: division by zero',
    tooLong: (max) => `Error: expression too long (over ${max} characters)`,
    tooDeep: (max) => `Error: expression nested too deeply (over ${max} levels)`,
    notFinite: 'Error: the result is not a finite number',
  },
};

const calculate = createCalculator(ASISTENTE_CALCULATOR_OPTIONS);

/**
 * A number as the tool's text. Integers print whole ("8", "4294967296"); one beyond 2**53 is a rounded float,
 * so it prints in exponent form ("1.8446744073709552e+19") rather than with digits it does not have. JavaScript
 * has one number type, so 10 / 2 prints "5" where Python prints "5.0".
 */
export function formatCalculation(value: number): string {
  if (Number.isInteger(value) && !Number.isSafeInteger(value)) return value.toExponential();
  return String(value);
}

/** `calculator(expression)`: the result as text, or an Error whose message is the course's wording. */
export function calculator(expression: string): string {
  const result = calculate(expression);
  if ('error' in result) throw new Error(result.error);
  return formatCalculation(result.value);
}

const CalculatorArgs = z.object({ expression: z.string() });

export const calculatorTool: ToolDefinition<z.infer<typeof CalculatorArgs>> = {
  name: 'calculator',
  description: 'Evaluate an arithmetic expression. Supports +, -, *, /, ** (power), % (modulo), and parentheses.',
  schema: CalculatorArgs,
  argsTitle: 'CalculatorArgs',
  annotations: CLOSED_LOOKUP,
  output: z.string(),
  run: ({ expression }) => calculator(expression),
};
