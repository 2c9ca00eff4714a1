import { describe, expect, it } from 'vitest';
import { answerMatches } from '../../../../../src/core/labs/lab-question.ts';
import { CIUDADES, UNIDADES_POR_DOLAR } from '../../../../../src/core/labs/viajes/travel-data.ts';
import { createViajesKit, tipoDeCambio, unknownCityMessage } from '../../../../../src/core/labs/viajes/viajes-kit.ts';
import { VIAJES_QUESTION, VIAJES_QUESTIONS } from '../../../../../src/core/labs/viajes/viajes-questions.ts';

const kit = createViajesKit();

describe('the travel budgeter (the Multiple Tools course)', () => {
  it('offers a city cost, an exchange rate and the lesson calculator', () => {
    expect(kit.tools.map((t) => t.name)).toEqual(['costo_diario', 'tipo_de_cambio', 'calculadora']);
    expect(kit.tools[2]?.description).toBe('Evalúa una expresión aritmética con + - * / y paréntesis.');
    expect(CIUDADES).toHaveLength(10);
  });

  it('costo_diario: the daily cost in dollars, the city found whatever its accents, case or English name', () => {
    const tokio = { resultado: { ciudad: 'Tokio', pais: 'Japón', costo_diario: 165, moneda: 'USD' } };
    for (const ciudad of ['Tokio', 'tokio', ' TOKYO ', 'Tokyo']) expect(kit.execute('costo_diario', { ciudad })).toEqual(tokio);
    expect(kit.execute('costo_diario', { ciudad: 'Paris' })).toMatchObject({ resultado: { ciudad: 'París', costo_diario: 190 } });
    expect(kit.execute('costo_diario', { ciudad: 'ciudad de mexico' })).toMatchObject({ resultado: { ciudad: 'Ciudad de México' } });
  });

  it('an unknown city is an error that lists the known ones', () => {
    const expected =
      "ciudad desconocida: 'Kioto'. Ciudades disponibles: Bangkok, Berlín, Buenos Aires, Ciudad de México, Londres, " +
      'Madrid, Nueva York, París, Roma, Tokio';
    expect(kit.execute('costo_diario', { ciudad: 'Kioto' })).toEqual({ error: expected });
    expect(unknownCityMessage('Kioto')).toBe(expected);
  });

  it('tipo_de_cambio: units of `a` per unit of `de`, through the dollar, to 6 decimals', () => {
    expect(kit.execute('tipo_de_cambio', { de: 'USD', a: 'MXN' })).toEqual({ resultado: { de: 'USD', a: 'MXN', tasa: 18.5 } });
    expect(kit.execute('tipo_de_cambio', { de: 'mxn', a: 'usd' })).toEqual({ resultado: { de: 'MXN', a: 'USD', tasa: 0.054054 } });
    expect(tipoDeCambio('EUR', 'JPY').tasa).toBe(163.043478);
    expect(tipoDeCambio('EUR', 'EUR').tasa).toBe(1);
  });

  it('an unknown currency is an error that lists the known codes', () => {
    expect(kit.execute('tipo_de_cambio', { de: 'USD', a: 'pesos' })).toEqual({
      error: `moneda desconocida: 'pesos'. Monedas disponibles: ${Object.keys(UNIDADES_POR_DOLAR).join(', ')}`,
    });
    expect(kit.execute('tipo_de_cambio', { de: 'constructor', a: 'USD' })).toEqual({
      error: "moneda desconocida: 'constructor'. Monedas disponibles: ARS, BRL, CLP, COP, EUR, GBP, JPY, MXN, THB, USD",
    });
  });

  it("the calculator is the lesson's: four operators, rounded to 4 decimals, nothing else", () => {
    expect(kit.execute('calculadora', { expresion: '4 * 165 + 3 * 190' })).toEqual({ resultado: 1230 });
    expect(kit.execute('calculadora', { expresion: '1230 / 18.5' })).toEqual({ resultado: 66.4865 });
    expect(kit.execute('calculadora', { expresion: '2 ** 10' })).toEqual({ error: 'solo números, + - * / y paréntesis' });
  });

  it('invented arguments are refused', () => {
    expect(kit.executeDetailed('costo_diario', { ciudad: 'Roma', dias: 3 }).label).toBe('unexpected_param');
  });
});

describe("the course's trip: four days in Tokyo and three in Paris, in pesos", () => {
  it('takes five calls: two city costs, one exchange rate, two calculations', () => {
    const question = VIAJES_QUESTIONS[0];
    expect(question?.question).toBe(VIAJES_QUESTION);
    const calls = question?.turns.flat() ?? [];
    expect(calls.map((c) => c.name)).toEqual(['costo_diario', 'costo_diario', 'tipo_de_cambio', 'calculadora', 'calculadora']);
  });

  it('the figures come from the tools: 1230 USD, 22755 MXN', () => {
    const value = (name: string, args: Record<string, unknown>) => {
      const output = kit.execute(name, args);
      if (!('resultado' in output)) throw new Error(output.error);
      return output.resultado as Record<string, number>;
    };
    const tokio = value('costo_diario', { ciudad: 'Tokio' }).costo_diario;
    const paris = value('costo_diario', { ciudad: 'París' }).costo_diario;
    const tasa = value('tipo_de_cambio', { de: 'USD', a: 'MXN' }).tasa;
    const dolares = kit.execute('calculadora', { expresion: `4 * ${tokio} + 3 * ${paris}` });
    expect(dolares).toEqual({ resultado: 1230 });
    expect(kit.execute('calculadora', { expresion: `1230 * ${tasa}` })).toEqual({ resultado: 22755 });
  });

  it.each(VIAJES_QUESTIONS.map((q) => [q.question, q]))('%s: the good run succeeds and its last result is the answer', (_, question) => {
    const outputs = question.turns.flat().map((call) => kit.execute(call.name, call.args));
    for (const output of outputs) expect(output).toHaveProperty('resultado');
    const last = outputs.at(-1) as { resultado: number };
    expect(answerMatches(question, String(last.resultado))).toBe(true);
    expect(answerMatches(question, question.answer)).toBe(true);
  });
});
