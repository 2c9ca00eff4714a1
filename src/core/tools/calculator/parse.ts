// Recursive descent over the tokens, with Python's precedence: + - < * / % < unary - + < ** (right-associative,
// so -2**2 is -(2**2) and 2**-1 is allowed). Produces a tree or a refusal; evaluates nothing.
import type { BinaryOperator, CalculatorOptions, SyntaxProblem, UnaryOperator } from './calculator-options.ts';
import type { Token } from './tokenize.ts';

export type Expr =
  | { kind: 'number'; value: number }
  | { kind: 'unary'; op: UnaryOperator; operand: Expr }
  | { kind: 'binary'; op: BinaryOperator; left: Expr; right: Expr };

export type Parsed = { expr: Expr } | { refusal: 'forbidden' | 'too-deep' } | { syntax: SyntaxProblem };

class Refusal {
  constructor(readonly parsed: Parsed) {}
}

export function parse(tokens: readonly Token[], options: CalculatorOptions): Parsed {
  if (tokens.length === 0) return { syntax: { kind: 'empty' } };
  let next = 0;
  let depth = 0;
  const endPosition = (tokens.at(-1)?.position ?? 0) + (tokens.at(-1)?.text.length ?? 0);

  const peek = () => tokens[next];
  const fail = (parsed: Parsed): never => {
    throw new Refusal(parsed);
  };
  const binaryOp = (text: string): BinaryOperator => {
    if (!(options.binary as readonly string[]).includes(text)) fail({ refusal: 'forbidden' });
    return text as BinaryOperator;
  };
  const enter = () => {
    if (++depth > options.maxDepth) fail({ refusal: 'too-deep' });
  };

  const expression = (): Expr => {
    let left = term();
    for (let t = peek(); t?.kind === 'operator' && (t.text === '+' || t.text === '-'); t = peek()) {
      next++;
      left = { kind: 'binary', op: binaryOp(t.text), left, right: term() };
    }
    return left;
  };

  const term = (): Expr => {
    let left = unary();
    for (let t = peek(); t?.kind === 'operator' && ['*', '/', '//', '%'].includes(t.text); t = peek()) {
      next++;
      left = { kind: 'binary', op: binaryOp(t.text), left, right: unary() };
    }
    return left;
  };

  const unary = (): Expr => {
    const t = peek();
    if (t?.kind === 'operator' && (t.text === '-' || t.text === '+')) {
      if (!(options.unary as readonly string[]).includes(t.text)) fail({ refusal: 'forbidden' });
      next++;
      enter();
      const operand = unary();
      depth--;
      return { kind: 'unary', op: t.text as UnaryOperator, operand };
    }
    return power();
  };

  const power = (): Expr => {
    const base = primary();
    const t = peek();
    if (t?.kind === 'operator' && t.text === '**') {
      next++;
      return { kind: 'binary', op: binaryOp('**'), left: base, right: unary() };
    }
    return base;
  };

  const primary = (): Expr => {
    const t = peek();
    if (t?.kind === 'number') {
      next++;
      return { kind: 'number', value: t.value };
    }
    if (t?.kind === 'open') {
      next++;
      enter();
      const inner = expression();
      if (peek()?.kind !== 'close') {
        const after = peek();
        fail({ syntax: after ? unexpected(after) : { kind: 'unclosed', position: t.position } });
      }
      next++;
      depth--;
      return inner;
    }
    return fail({
      syntax: t
        ? { kind: 'missing-operand', position: t.position, atEnd: false }
        : { kind: 'missing-operand', position: endPosition, atEnd: true },
    });
  };

  try {
    const expr = expression();
    const rest = peek();
    return rest ? { syntax: unexpected(rest) } : { expr };
  } catch (error) {
    if (error instanceof Refusal) return error.parsed;
    throw error;
  }
}

function unexpected(token: Token): SyntaxProblem {
  return { kind: 'unexpected', text: token.text, position: token.position };
}
