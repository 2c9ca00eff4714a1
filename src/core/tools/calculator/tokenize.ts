// Splits an expression into numbers, operators and parentheses. Any other character stops here: there is no
// token for a name, a quote, a dot after a value, a bracket or a semicolon, so nothing else can reach the parser.

export type Token =
  | { kind: 'number'; value: number; text: string; position: number }
  | { kind: 'operator'; text: string; position: number }
  | { kind: 'open' | 'close'; text: string; position: number };

export type Tokens = { tokens: Token[] } | { foreign: true };

// Python's float literal without underscores: 12, 1.5, 1., .5, 1e3, 2.5E-4.
const NUMBER = /(?:\d+(?:\.\d*)?|\.\d+)(?:[eE][+-]?\d+)?/y;
const WHITESPACE = /[ \t\n\r\f\v]/;
// Every arithmetic spelling of Python, so that a disallowed one (** or // in the lesson) is refused as an
// operator, not misread as two tokens. Longest first.
const OPERATORS = ['**', '//', '+', '-', '*', '/', '%'];

export function tokenize(text: string): Tokens {
  const tokens: Token[] = [];
  let i = 0;
  while (i < text.length) {
    const ch = text[i] as string;
    const position = i + 1;
    if (WHITESPACE.test(ch)) {
      i++;
      continue;
    }
    if (ch === '(' || ch === ')') {
      tokens.push({ kind: ch === '(' ? 'open' : 'close', text: ch, position });
      i++;
      continue;
    }
    NUMBER.lastIndex = i;
    const number = NUMBER.exec(text);
    if (number) {
      tokens.push({ kind: 'number', value: Number(number[0]), text: number[0], position });
      i += number[0].length;
      continue;
    }
    const op = OPERATORS.find((candidate) => text.startsWith(candidate, i));
    if (!op) return { foreign: true };
    tokens.push({ kind: 'operator', text: op, position });
    i += op.length;
  }
  return { tokens };
}
