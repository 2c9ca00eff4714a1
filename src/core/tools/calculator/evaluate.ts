// Walks the tree with Python's float arithmetic. The only operations that exist are the ones in this switch.
import type { Expr } from './parse.ts';

export type Evaluation = { value: number } | { divisionByZero: true } | { exponentTooLarge: true };

class DivisionByZero {}
class ExponentTooLarge {}

function divisor(value: number): number {
  if (value === 0) throw new DivisionByZero();
  return value;
}

function evaluateNode(e: Expr, maxExponent: number): number {
  switch (e.kind) {
    case 'number':
      return e.value;
    case 'unary': {
      const v = evaluateNode(e.operand, maxExponent);
      return e.op === '-' ? -v : v;
    }
    case 'binary': {
      const a = evaluateNode(e.left, maxExponent);
      const b = evaluateNode(e.right, maxExponent);
      switch (e.op) {
        case '+':
          return a + b;
        case '-':
          return a - b;
        case '*':
          return a * b;
        case '/':
          return a / divisor(b);
        case '%': {
          // Python's modulo takes the sign of the divisor: -7 % 3 is 2.
          const m = a % divisor(b);
          return m !== 0 && m < 0 !== b < 0 ? m + b : m;
        }
        case '**':
          // Python raises ZeroDivisionError for 0 ** negative.
          if (a === 0 && b < 0) throw new DivisionByZero();
          if (Math.abs(b) > maxExponent) throw new ExponentTooLarge();
          return a ** b;
      }
    }
  }
}

/** `maxExponent` bounds the absolute value of every `**` exponent (Infinity: no bound). */
export function evaluate(expr: Expr, maxExponent = Infinity): Evaluation {
  try {
    return { value: evaluateNode(expr, maxExponent) };
  } catch (error) {
    if (error instanceof DivisionByZero) return { divisionByZero: true };
    if (error instanceof ExponentTooLarge) return { exponentTooLarge: true };
    throw error;
  }
}
