import { describe, expect, it } from 'vitest';
import { calculator, formatCalculation, ONLY_ARITHMETIC } from '../../../../../src/core/labs/asistente/calculator-tool.ts';
import { createAsistenteKit } from '../../../../../src/core/labs/asistente/asistente-kit.ts';

describe('calculator (the Tool-Calling Agent course)', () => {
  it.each([
    ['2 + 2 * 3', '8'],
    ['2 ** 32', '4294967296'],
    ['847 * 0.15', '127.05'],
    ['127.05 + 14', '141.05'],
    ['(30 * 365 + 8) % 7', '3'],
    ['-7 % 3', '2'],
    ['2 ** -2', '0.25'],
    ['+3 - -2', '5'],
    ['(1 + 2) * (3 + 4) / 7', '3'],
    ['10 / 4', '2.5'],
  ])('%s → %s', (expression, result) => {
    expect(calculator(expression)).toBe(result);
  });

  it.each([
    'pi * 2',
    "__import__('os').system('echo bad')",
    'abs(-2)',
    '(2).real',
    'x',
    '2 if 1 else 3',
    '7 // 2',
    '1 < 2',
    '[1, 2]',
    "'a' * 3",
    'lambda: 1',
  ])('refuses %j with the course message', (expression) => {
    expect(() => calculator(expression)).toThrow(ONLY_ARITHMETIC);
  });

  it("the refusal is the course's text", () => {
    expect(ONLY_ARITHMETIC).toBe('Error: only arithmetic is allowed');
  });

  it.each([
    ['', 'Error: invalid expression: it is empty'],
    ['1 +', 'Error: invalid expression: a number is missing at the end'],
    ['* 2', 'Error: invalid expression: a number is missing at position 1'],
    ['(1 + 2', 'Error: invalid expression: the parenthesis at position 1 is never closed'],
    ['1 2', "Error: invalid expression: unexpected '2' at position 3"],
    ['1 / 0', 'Tool error: division by zero'],
    ['5 % 0', 'Tool error: division by zero'],
    ['0 ** -1', 'Tool error: division by zero'],
    ['2 ** 1001', 'Error: exponent too large (the limit is 1000)'],
    ['9 ** 9 ** 9', 'Error: exponent too large (the limit is 1000)'],
    ['10 ** 400', 'Error: the result is not a finite number'],
    ['('.repeat(51) + '1' + ')'.repeat(51), 'Error: expression nested too deeply (over 50 levels)'],
    ['1+'.repeat(250) + '1', 'Error: expression too long (over 500 characters)'],
  ])('%j → %s', (expression, message) => {
    expect(() => calculator(expression)).toThrow(message);
  });

  it('prints integers beyond 2**53 in exponent form, not with invented digits', () => {
    expect(calculator('2 ** 53 - 1')).toBe('9007199254740991');
    expect(calculator('2 ** 64')).toBe('1.8446744073709552e+19');
    expect(formatCalculation(0.1 + 0.2)).toBe('0.30000000000000004');
  });

  it('through the kit: {resultado} as text, or {error} with the message', () => {
    const kit = createAsistenteKit();
    expect(kit.execute('calculator', { expression: '2 + 2 * 3' })).toEqual({ resultado: '8' });
    expect(kit.execute('calculator', { expression: 'pi * 2' })).toEqual({ error: 'Error: only arithmetic is allowed' });
  });
});
