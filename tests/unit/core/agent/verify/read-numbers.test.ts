import { describe, expect, it } from 'vitest';
import { isNear, numbersInValue, readNumbers, readToken } from '../../../../../src/core/agent/verify/read-numbers.ts';

describe('readToken: Spanish and English writing', () => {
  it.each([
    ['10', [10]],
    ['03', [3]],
    ['26,19', [26.19]],
    ['26.19', [26.19]],
    ['6,4528', [6.4528]],
    ['0,500', [0.5]],
    ['0.500', [0.5]],
    ['12345,678', [12345.678]],
    ['1.234,5', [1234.5]],
    ['1,234.5', [1234.5]],
    ['1.234.567', [1234567]],
    ['1,234,567', [1234567]],
    ['1.234.567,89', [1234567.89]],
    ['1,234,567.89', [1234567.89]],
    ['1\u00a0234,5', [1234.5]],
    ['12\u202f345', [12345]],
  ])('%s → %j', (token, values) => {
    expect(readToken(token)).toEqual(values);
  });

  it('keeps both readings of an ambiguous group, the lesson’s first', () => {
    // The lesson reads a lone comma as decimal (1.234) and `d.ddd` as thousands (1234).
    expect(readToken('1,234')).toEqual([1.234, 1234]);
    expect(readToken('1.234')).toEqual([1234, 1.234]);
    expect(readToken('26,190')).toEqual([26.19, 26190]);
  });

  it('refuses tokens that are no number', () => {
    expect(readToken('1.2.3')).toBeNull();
    expect(readToken('1,2,3')).toBeNull();
    expect(readToken('1.23,4.5')).toBeNull();
  });
});

describe('readNumbers', () => {
  it('finds the lesson’s figures, a date splitting into its parts', () => {
    const found = readNumbers('El cierre del ticker ACME el 2024-03-15 fue de $10.');
    expect(found.map((n) => n.text)).toEqual(['2024', '03', '15', '10']);
    expect(found.map((n) => n.values)).toEqual([[2024], [3], [15], [10]]);
  });

  it('does not take a sentence’s punctuation into a number', () => {
    expect(readNumbers('fue de 27.88%. Y 26,19, luego 5.').map((n) => n.text)).toEqual(['27.88', '26,19', '5']);
  });

  it('reads a malformed token as its digit runs, with their positions', () => {
    const found = readNumbers('versión 1.2.3');
    expect(found.map((n) => [n.text, n.index])).toEqual([['1', 8], ['2', 10], ['3', 12]]);
  });
});

describe('numbersInValue', () => {
  it('takes numbers and the numbers written in strings, not keys', () => {
    expect(numbersInValue({ ticker: 'BUSI', fecha: '2024-03-15', cierre: 26.19, k2: null })).toEqual([2024, 3, 15, 26.19]);
    expect(numbersInValue([6.4528, [1, 'x 2']])).toEqual([6.4528, 1, 2]);
  });
});

describe('isNear: the lesson’s tolerance', () => {
  it('accepts 0.6 % relative, at least 0.006 absolute', () => {
    expect(isNear(6.45, [6.4528])).toBe(true);
    expect(isNear(6.49, [6.4528])).toBe(true);
    expect(isNear(6.50, [6.4528])).toBe(false);
    expect(isNear(0.5059, [0.5])).toBe(true);
    expect(isNear(0.5061, [0.5])).toBe(false);
    expect(isNear(10, [26.19, 27.88])).toBe(false);
  });

  it('ignores the sign, as the reader does', () => {
    expect(isNear(3.2, [-3.2])).toBe(true);
  });
});
