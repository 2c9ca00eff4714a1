// A safe arithmetic evaluator: tokenize, parse, walk the tree. No eval, no Function, no library: the input is
// only ever compared against a few characters, so a text like __import__('os') or alert(1) can do nothing.
import type { Calculation, CalculatorOptions } from './calculator-options.ts';
import { evaluate } from './evaluate.ts';
import { parse } from './parse.ts';
import { tokenize } from './tokenize.ts';

export function createCalculator(options: CalculatorOptions): (expression: string) => Calculation {
  const { messages } = options;
  return (expression) => {
    if (expression.length > options.maxLength) return { error: messages.tooLong(options.maxLength) };
    const lexed = tokenize(expression);
    if ('foreign' in lexed) return { error: messages.forbidden };
    const parsed = parse(lexed.tokens, options);
    if ('syntax' in parsed) return { error: messages.syntax(parsed.syntax) };
    if ('refusal' in parsed) {
      return { error: parsed.refusal === 'forbidden' ? messages.forbidden : messages.tooDeep(options.maxDepth) };
    }
    const limit = options.exponentLimit;
    const result = evaluate(parsed.expr, limit?.max);
    if ('divisionByZero' in result) return { error: messages.divisionByZero };
    if ('exponentTooLarge' in result) return { error: limit ? limit.message(limit.max) : messages.notFinite };
    if (!Number.isFinite(result.value)) return { error: messages.notFinite };
    return { value: result.value };
  };
}
