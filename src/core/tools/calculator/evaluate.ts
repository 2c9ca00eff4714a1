// Walks the tree with Python's float arithmetic. The only operations that exist are the ones in this switch.
import type { Expr } from './parse.ts';

export type Evaluation = { value: number } | { divisionByZero: true };

class DivisionByZero {}

function divisor(value: number): number {
  if (value === 0) throw new DivisionByZero();
  return value;
}

function evaluateNode(e: Expr): number {
  switch (e.kind) {
    case 'number':
      return e.value;
    case 'unary': {
      const v = evaluateNode(e.operand);
      return e.op === '-' ? -v : v;
    }
    case 'binary': {
      const a = evaluateNode(e.left);
      const b = evaluateNode(e.right);
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
          return a ** b;
      }
    }
  }
}

export function evaluate(expr: Expr): Evaluation {
  try {
    return { value: evaluateNode(expr) };
  } catch (error) {
    if (error instanceof DivisionByZero) return { divisionByZero: true };
    throw error;
  }
}
