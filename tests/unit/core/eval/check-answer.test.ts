// The checkers on known good and bad answers: figures within the lesson's tolerance (0.6 %, at least 0.006),
// either separator; percentages only when written as percentages; headlines quoted word for word; an unknown
// ticker said not to exist, without a figure.
import { describe, expect, it } from 'vitest';
import { checkAnswer } from '../../../../src/core/eval/check-answer.ts';
import type { ExpectedAnswer } from '../../../../src/core/eval/eval-task.ts';

const close: ExpectedAnswer = { kind: 'number', value: 26.19, session: '2024-03-15' };
const change: ExpectedAnswer = { kind: 'percentage', value: 6.45 };
const headline: ExpectedAnswer = { kind: 'quote', text: 'Un fondo ofrece comprar Busmar Hogar', fecha: '2024-03-19' };
const acme: ExpectedAnswer = { kind: 'not_exists', ticker: 'ACME' };

describe.each([
  ['a close', close, ['El cierre de BUSI fue de 26.19 en la sesión del 2024-03-15.', 'Cerró a 26,19 €.', 'BUSI closed at 26.2 on 2024-03-15.'],
    ['El cierre de BUSI el 2024-03-15 fue de $10.', 'Cerró a 26,5.', 'No tengo el dato.', '', null]],
  ['a change', change, ['El cierre de BUSI varió un 6.45 % entre 2024-03-15 y 2024-03-22.', 'Subió un 6,4528 %.', 'A change of 6.45 per cent.'],
    ['El cambio fue de 27.88%.', 'El cierre pasó de 26.19 a 27.88 (6.45).', 'Varió un 6.5 %.', 'Bajó un 64.5 %.']],
  ['a headline', headline, ['El titular es «Un fondo ofrece comprar Busmar Hogar» (2024-03-19).', 'Se publicó "Un fondo ofrece comprar Busmar Hogar".', 'El titular fue “Un fondo ofrece comprar Busmar Hogar.”'],
    ['Un fondo ofrece comprar Busmar Hogar.', '«Un fondo quiere comprar Busmar Hogar»', '«Busmar Hogar dispara su beneficio un 40 %»', '«un fondo ofrece comprar busmar hogar»']],
  ['an unknown ticker', acme, ['ACME no existe en los datos: no es ninguno de sus tickers.', 'ACME does not exist in the panel.', 'El ticker ACME es desconocido.'],
    ['El cierre de ACME el 2024-03-15 fue de $10.', 'ACME no existe, pero cerró a 10.', 'No pude obtener el dato.']],
] as const)('%s', (_name, expected, good, bad) => {
  it.each(good)('passes %j', (answer) => {
    expect(checkAnswer(expected, answer).pass).toBe(true);
  });
  it.each(bad)('fails %j', (answer) => {
    expect(checkAnswer(expected, answer).pass).toBe(false);
  });
});

describe('the tolerance is the lesson’s', () => {
  it('0.6 % of the expected value, at least 0.006', () => {
    expect(checkAnswer({ kind: 'number', value: 100, session: 'x' }, 'fue 100.59').pass).toBe(true);
    expect(checkAnswer({ kind: 'number', value: 100, session: 'x' }, 'fue 100.61').pass).toBe(false);
    expect(checkAnswer({ kind: 'percentage', value: 0.5 }, 'varió un 0.5055 %').pass).toBe(true);
    expect(checkAnswer({ kind: 'percentage', value: 0.5 }, 'varió un 0.507 %').pass).toBe(false);
  });

  it('says what it looked for', () => {
    expect(checkAnswer(change, 'El cambio fue de 27.88%.').detail).toBe('6.45 % not among the percentages 27.88');
    expect(checkAnswer(acme, null).detail).toBe('no answer');
  });
});
