// The scripted model is the lesson's `guion`: a pure function of the tool results received so far.
import { describe, expect, it } from 'vitest';
import { scriptAction } from '../../../../src/core/sim/script.ts';

const close = (cierre: number, fecha: string) => ({ resultado: { ticker: 'BUSI', fecha, cierre } });
const prices = [close(26.19, '2024-03-15'), close(27.88, '2024-03-22')];
const invalid = { error: 'argumentos no válidos: …' };

describe('scriptAction', () => {
  it('correcto: both prices in one turn, the calculator on them, the answer from its result', () => {
    expect(scriptAction('correcto', [])).toMatchObject({
      rule: 'ask_prices',
      calls: [
        { name: 'precio', args: { ticker: 'BUSI', fecha: '2024-03-15' } },
        { name: 'precio', args: { ticker: 'BUSI', fecha: '2024-03-22' } },
      ],
    });
    expect(scriptAction('correcto', prices)).toEqual({
      kind: 'calls',
      rule: 'ask_calculator',
      calls: [{ name: 'calculadora', args: { expresion: '(27.88/26.19 - 1)*100' } }],
    });
    expect(scriptAction('correcto', [...prices, { resultado: 6.4528 }])).toEqual({
      kind: 'answer',
      rule: 'answer',
      text: 'El cierre de BUSI varió un 6.45 % entre 2024-03-15 y 2024-03-22.',
    });
  });

  it('argumentos_inventados: BUSMAR on 15/03/2024 first, then the correct script on what follows', () => {
    expect(scriptAction('argumentos_inventados', [])).toMatchObject({
      rule: 'ask_invented',
      calls: [{ name: 'precio', args: { ticker: 'BUSMAR', fecha: '15/03/2024' } }],
    });
    expect(scriptAction('argumentos_inventados', [invalid])).toMatchObject({ rule: 'ask_prices' });
    expect(scriptAction('argumentos_inventados', [invalid, ...prices])).toMatchObject({ rule: 'ask_calculator' });
  });

  it('herramienta_equivocada searches the news, then answers without a figure whatever it got', () => {
    expect(scriptAction('herramienta_equivocada', [])).toMatchObject({
      calls: [{ name: 'buscar_noticias', args: { ticker: 'BUSI', desde: '2024-03-15', hasta: '2024-03-22' } }],
    });
    expect(scriptAction('herramienta_equivocada', ['anything'])).toMatchObject({ text: 'BUSI subió por la oferta de compra de un fondo.' });
  });

  it('bucle asks for the same price forever', () => {
    const ask = scriptAction('bucle', []);
    expect(scriptAction('bucle', Array(29).fill({ error: 'llamada repetida: ya tienes el resultado' }))).toEqual(ask);
  });

  it('fallo_api variants ask for the prices, then fail their own way', () => {
    expect(scriptAction('fallo_api', [])).toMatchObject({ rule: 'ask_prices' });
    expect(scriptAction('fallo_api', prices)).toEqual({ kind: 'failure', rule: 'fail', failure: 'http_500' });
    expect(scriptAction('fallo_api_forma', prices)).toMatchObject({ failure: 'bad_shape' });
    expect(scriptAction('fallo_api_lento', prices)).toMatchObject({ failure: 'no_answer' });
  });

  it('says when a conversation is not one it was written for, where the lesson\'s guion would have raised', () => {
    expect(scriptAction('correcto', [prices[0]])).toMatchObject({ kind: 'unexpected' });
    expect(scriptAction('correcto', [invalid, invalid])).toMatchObject({ kind: 'unexpected' });
    expect(scriptAction('correcto', [...prices, invalid])).toMatchObject({ kind: 'unexpected' });
  });
});
