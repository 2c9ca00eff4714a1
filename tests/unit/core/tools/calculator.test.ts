import { describe, expect, it } from 'vitest';
import type { CalculatorOptions } from '../../../../src/core/tools/calculator/calculator-options.ts';
import { createCalculator } from '../../../../src/core/tools/calculator/calculator.ts';
import { LESSON_CALCULATOR_OPTIONS, lessonCalculator } from '../../../../src/core/tools/calculator/lesson-calculator.ts';
import { calculadora } from '../../../../src/core/tools/calculadora.ts';

const FORBIDDEN = 'solo números, + - * / y paréntesis';

describe("the lesson's calculator", () => {
  it.each([
    ['(27.88/26.19 - 1)*100', 6.452844597174479],
    ['2 + 3 * 4', 14],
    ['(2 + 3) * 4', 20],
    ['10 - 4 - 3', 3],
    ['64 / 4 / 2', 8],
    ['-3 * -2', 6],
    ['--3', 3],
    ['2 - -3', 5],
    ['-(2 + 3)', -5],
    ['.5 + 5.', 5.5],
    ['1e3 / 2.5E-1', 4000],
    [' \t(1)\n', 1],
    ['0.1 + 0.2', 0.30000000000000004],
  ])('%s = %s', (expression, value) => {
    expect(lessonCalculator(expression)).toEqual({ value });
  });

  it.each([
    "__import__('os').getcwd()",
    '+3',
    '2 ** 3',
    '7 // 2',
    '7 % 2',
    'pi * 2',
    'alert(1)',
    '1;2',
    '`1`',
    '[1]',
    '1 < 2',
    '0x1F',
    '1_000',
    'Math.PI',
    '1e',
    '٣',
  ])('refuses %j with the lesson message', (expression) => {
    expect(lessonCalculator(expression)).toEqual({ error: FORBIDDEN });
  });

  it.each([
    ['', 'expresión no válida: está vacía'],
    ['   ', 'expresión no válida: está vacía'],
    ['1 +', 'expresión no válida: falta un número al final'],
    ['* 2', 'expresión no válida: falta un número en la posición 1'],
    ['()', 'expresión no válida: falta un número en la posición 2'],
    ['(1 + 2', 'expresión no válida: falta cerrar el paréntesis de la posición 1'],
    ['1 + 2)', 'expresión no válida: sobra «)» en la posición 6'],
    ['1 2', 'expresión no válida: sobra «2» en la posición 3'],
    ['(1 2)', 'expresión no válida: sobra «2» en la posición 4'],
    ['1.2.3', 'expresión no válida: sobra «.3» en la posición 4'],
  ])('a syntax error in %j says where', (expression, error) => {
    expect(lessonCalculator(expression)).toEqual({ error });
  });

  it('division by zero, including by -0 and by a zero subexpression', () => {
    for (const e of ['1/0', '0/0', '1/-0.0', '1/(2-2)']) expect(lessonCalculator(e)).toEqual({ error: 'división por cero' });
  });

  it('refuses non-finite results', () => {
    for (const e of ['1e400', '1e308 * 10', '1e308*10 - 1e308*10']) {
      expect(lessonCalculator(e)).toEqual({ error: 'el resultado no es un número finito' });
    }
  });

  it('limits the nesting to 50 levels of parentheses or unary minus', () => {
    expect(lessonCalculator('('.repeat(50) + '1' + ')'.repeat(50))).toEqual({ value: 1 });
    expect(lessonCalculator('('.repeat(51) + '1' + ')'.repeat(51))).toEqual({
      error: 'expresión demasiado anidada (más de 50 niveles)',
    });
    expect(lessonCalculator('-'.repeat(50) + '1')).toEqual({ value: 1 });
    expect(lessonCalculator('-'.repeat(51) + '1')).toEqual({ error: 'expresión demasiado anidada (más de 50 niveles)' });
  });

  it('limits the length to 500 characters', () => {
    const long = Array.from({ length: 250 }, () => '1').join('+');
    expect(long.length).toBe(499);
    expect(lessonCalculator(long)).toEqual({ value: 250 });
    expect(lessonCalculator(long + ' ')).toEqual({ value: 250 });
    expect(lessonCalculator(long + '  ')).toEqual({ error: 'expresión demasiado larga (más de 500 caracteres)' });
  });

  it('the tool rounds to 4 decimals as Python does and turns refusals into errors', () => {
    expect(calculadora('(27.88/26.19 - 1)*100')).toBe(6.4528);
    expect(calculadora('2/3')).toBe(0.6667);
    expect(() => calculadora('1/0')).toThrow('división por cero');
  });
});

describe('another configuration of the same parser (the door for the companion calculator)', () => {
  const english: CalculatorOptions = {
    binary: ['+', '-', '*', '/', '%', '**'],
    unary: ['-', '+'],
    maxLength: 100,
    maxDepth: 10,
    messages: {
      forbidden: 'only numbers, + - * / ** % and parentheses',
      syntax: (p) => `invalid expression (${p.kind})`,
      divisionByZero: 'division by zero',
      tooLong: (n) => `longer than ${n} characters`,
      tooDeep: (n) => `nested deeper than ${n}`,
      notFinite: 'not a finite number',
    },
  };
  const calc = createCalculator(english);

  it.each([
    ['2 + 2 * 3', 8],
    ['2 ** 32', 4294967296],
    ['2 ** 3 ** 2', 512],
    ['-2 ** 2', -4],
    ['2 ** -1', 0.5],
    ['(-2) ** 2', 4],
    ['+3', 3],
    ['7 % 3', 1],
    ['-7 % 3', 2],
    ['7 % -3', -2],
    ['15 / 100 * 847', 127.05],
  ])('%s = %s with Python semantics', (expression, value) => {
    expect(calc(expression)).toEqual({ value });
  });

  it('uses its own messages and limits', () => {
    expect(calc('pi * 2')).toEqual({ error: 'only numbers, + - * / ** % and parentheses' });
    expect(calc('7 // 2')).toEqual({ error: 'only numbers, + - * / ** % and parentheses' });
    expect(calc('5 % 0')).toEqual({ error: 'division by zero' });
    expect(calc('0 ** -1')).toEqual({ error: 'division by zero' });
    expect(calc('(1')).toEqual({ error: 'invalid expression (unclosed)' });
    expect(calc('10 ** 400')).toEqual({ error: 'not a finite number' });
    expect(calc('(-8) ** 0.5')).toEqual({ error: 'not a finite number' });
    expect(calc('('.repeat(11) + '1' + ')'.repeat(11))).toEqual({ error: 'nested deeper than 10' });
    expect(calc('1+'.repeat(50) + '1')).toEqual({ error: 'longer than 100 characters' });
  });

  it('the lesson configuration is not changed by it', () => {
    expect(LESSON_CALCULATOR_OPTIONS.binary).toEqual(['+', '-', '*', '/']);
    expect(lessonCalculator('2 ** 3')).toEqual({ error: FORBIDDEN });
  });
});
