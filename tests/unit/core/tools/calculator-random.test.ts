// The calculator against a reference on thousands of random expressions, and thousands of random strings
// that must never throw out of execute nor give a value unless they are arithmetic.
import { describe, expect, it } from 'vitest';
import { seededRandom, type Random } from '../../../../src/core/random/seeded-random.ts';
import { calculadoraTool } from '../../../../src/core/tools/calculadora.ts';
import { pythonRound } from '../../../../src/core/tools/python-round.ts';
import { createToolKit } from '../../../../src/core/tools/tool-kit.ts';

const kit = createToolKit([calculadoraTool]);
const FORBIDDEN = 'solo números, + - * / y paréntesis';
const RUNS = 5000;

type Tree = { n: number; text: string } | { neg: Tree } | { op: '+' | '-' | '*' | '/'; a: Tree; b: Tree };

function numberLiteral(random: Random): { n: number; text: string } {
  const whole = random.int(0, 999);
  switch (random.int(0, 5)) {
    case 0:
      return { n: whole, text: String(whole) };
    case 1: {
      const decimals = String(random.int(0, 999)).padStart(3, '0');
      return { n: Number(`${whole}.${decimals}`), text: `${whole}.${decimals}` };
    }
    case 2: {
      const digits = String(random.int(1, 99));
      return { n: Number(`0.${digits}`), text: `.${digits}` };
    }
    case 3:
      return { n: whole, text: `${whole}.` };
    case 4: {
      const exp = random.int(-3, 3);
      const text = `${random.int(1, 9)}.${random.int(0, 9)}${random.pick(['e', 'E'])}${exp}`;
      return { n: Number(text), text };
    }
    default:
      return { n: 0, text: random.pick(['0', '0.0', '00']) };
  }
}

function tree(random: Random, depth: number): Tree {
  if (depth === 0 || random.chance(0.25)) return numberLiteral(random);
  if (random.chance(0.15)) return { neg: tree(random, depth - 1) };
  return { op: random.pick(['+', '-', '*', '/'] as const), a: tree(random, depth - 1), b: tree(random, depth - 1) };
}

/** The value computed on the tree itself; null when a division by zero happens. */
function reference(t: Tree): number | null {
  if ('n' in t) return t.n;
  if ('neg' in t) {
    const v = reference(t.neg);
    return v === null ? null : -v;
  }
  const a = reference(t.a);
  const b = reference(t.b);
  if (a === null || b === null) return null;
  if (t.op === '/' && b === 0) return null;
  return t.op === '+' ? a + b : t.op === '-' ? a - b : t.op === '*' ? a * b : a / b;
}

const PRECEDENCE = { '+': 1, '-': 1, '*': 2, '/': 2 };

/** Text for a tree: parentheses where the grammar needs them, some redundant ones, random spacing. */
function render(t: Tree, random: Random): { text: string; depth: number } {
  const space = () => random.pick(['', '', ' ', '  ', '\t', '\n']);
  const wrap = (inner: { text: string; depth: number }) => ({ text: `(${space()}${inner.text}${space()})`, depth: inner.depth + 1 });
  let out: { text: string; depth: number };
  if ('n' in t) out = { text: t.text, depth: 0 };
  else if ('neg' in t) {
    const operand = render(t.neg, random);
    const needs = 'op' in t.neg;
    const inner = needs ? wrap(operand) : operand;
    out = { text: `-${space()}${inner.text}`, depth: inner.depth + 1 };
  } else {
    let a = render(t.a, random);
    let b = render(t.b, random);
    if ('op' in t.a && PRECEDENCE[t.a.op] < PRECEDENCE[t.op]) a = wrap(a);
    if ('op' in t.b && PRECEDENCE[t.b.op] <= PRECEDENCE[t.op]) b = wrap(b);
    out = { text: `${a.text}${space()}${t.op}${space()}${b.text}`, depth: Math.max(a.depth, b.depth) };
  }
  if (random.chance(0.08)) out = wrap(out);
  if (random.chance(0.002)) for (let i = random.int(40, 60); i > 0; i--) out = wrap(out);
  return out;
}

describe('calculadora against a reference', () => {
  it(`agrees on ${RUNS} random expressions`, () => {
    const random = seededRandom(2024, 'calculator-trees');
    const seen = { value: 0, divisionByZero: 0, tooLong: 0, tooDeep: 0 };
    for (let i = 0; i < RUNS; i++) {
      const t = tree(random, random.int(1, 7));
      const { text, depth } = render(t, random);
      const value = reference(t);
      const output = kit.execute('calculadora', { expresion: text });
      if (text.length > 500) {
        seen.tooLong++;
        expect(output, text).toEqual({ error: 'expresión demasiado larga (más de 500 caracteres)' });
      } else if (depth > 50) {
        seen.tooDeep++;
        expect(output, text).toEqual({ error: 'expresión demasiado anidada (más de 50 niveles)' });
      } else if (value === null) {
        seen.divisionByZero++;
        expect(output, text).toEqual({ error: 'división por cero' });
      } else {
        seen.value++;
        expect(output, text).toEqual({ resultado: pythonRound(value, 4) });
      }
    }
    expect(seen.value).toBeGreaterThan(RUNS * 0.8);
    expect(seen.divisionByZero).toBeGreaterThan(10);
    expect(seen.tooDeep).toBeGreaterThan(0);
  });
});

const FRAGMENTS = [
  'constructor', '__proto__', 'prototype', 'alert(1)', '1;2', '`', '${1}', 'process.exit()', 'this', 'globalThis',
  'Math.PI', 'eval("1")', 'new Function("return 1")()', 'require("fs")', "__import__('os')", '.getcwd()', '0x1F',
  '1_000', '**', '//', '%', '[1]', '{}', '"1"', "'1'", '٣', 'NaN', 'Infinity', 'e', '.', '..', '()', 'import("x")',
  '\\', '\n', '=', '=>', '!', '~', '&', '|', '^', '<', '>', ',', ':', '?', 'j', 'True', 'None', '#', '@',
];
const ARITHMETIC = ['0', '1', '2', '7', '9', '.', 'e', 'E', '+', '-', '*', '/', '(', ')', ' '];
// What the tokenizer can read: numbers, Python's arithmetic operators, parentheses, ASCII whitespace.
const TOKENIZABLE = /^[\d.eE+\-*/%() \t\n\r\f\v]*$/;
const KNOWN_ERRORS = [FORBIDDEN, 'división por cero', 'el resultado no es un número finito'];

function randomString(random: Random): string {
  const parts: string[] = [];
  for (let i = random.int(0, 12); i > 0; i--) {
    const roll = random.next();
    if (roll < 0.3) parts.push(random.pick(FRAGMENTS));
    else if (roll < 0.8) parts.push(random.pick(ARITHMETIC));
    else parts.push(String.fromCharCode(random.int(0, 0x2fff)));
  }
  return parts.join('');
}

describe('calculadora on random strings', () => {
  it(`never throws and only computes arithmetic, on ${RUNS} strings`, () => {
    const random = seededRandom(2024, 'calculator-strings');
    let values = 0;
    for (let i = 0; i < RUNS; i++) {
      const text = randomString(random);
      const output = kit.execute('calculadora', { expresion: text });
      if ('resultado' in output) {
        values++;
        expect(/^[\d.eE+\-*/() \t\n]*$/.test(text) && !/\*\*|\/\//.test(text), text).toBe(true);
        expect(Number.isFinite(output.resultado), text).toBe(true);
      } else if (!TOKENIZABLE.test(text)) {
        expect(output.error, text).toBe(FORBIDDEN);
      } else {
        expect(
          KNOWN_ERRORS.includes(output.error) || output.error.startsWith('expresión no válida: '),
          `${text} → ${output.error}`,
        ).toBe(true);
      }
    }
    expect(values).toBeGreaterThan(50);
  });

  it('never throws on arguments of any shape', () => {
    const random = seededRandom(2024, 'calculator-args');
    const shapes: unknown[] = [null, undefined, 0, 1.5, true, [], ['1+1'], {}, { expresion: 1 }, { expresion: null }];
    for (let i = 0; i < 200; i++) shapes.push({ expresion: randomString(random), [randomString(random)]: 1 });
    for (const args of shapes) {
      const result = kit.executeDetailed('calculadora', args);
      expect(result.output).toSatisfy((o: object) => 'resultado' in o || 'error' in o);
    }
  });
});
