// Every tool output the lesson prints, reproduced on the lab's data (lesson-facts.md, "Tool outputs").
import { beforeAll, describe, expect, it } from 'vitest';
import { nodeDataSource } from '../../../../scripts/node-data-source.ts';
import { loadMarketData } from '../../../../src/core/data/load-market-data.ts';
import type { MarketData } from '../../../../src/core/data/market-data.ts';
import { BASIC_TOOLS, LESSON_TOOLS, createLessonToolKit } from '../../../../src/core/tools/lesson-tools.ts';
import type { ToolKit } from '../../../../src/core/tools/tool-kit-types.ts';
import { precioSinValidar } from '../../../../src/core/tools/unvalidated-date.ts';

let data: MarketData;
let kit: ToolKit;

beforeAll(async () => {
  data = await loadMarketData(nodeDataSource());
  kit = createLessonToolKit(data);
});

describe("the lesson's first code block", () => {
  it('precio on a Saturday answers with Friday and says so', () => {
    expect(kit.executeDetailed('precio', { ticker: 'BUSI', fecha: '2024-03-16' })).toEqual({
      output: { resultado: { ticker: 'BUSI', fecha: '2024-03-15', cierre: 26.19 } },
    });
  });

  it('a European date is refused with pydantic message, byte for byte', () => {
    const result = kit.executeDetailed('precio', { ticker: 'BUSI', fecha: '16/03/2024' });
    expect(result.label).toBe('value_error');
    // The lesson prints the Python repr: "argumentos no válidos: fecha: String should match pattern '^\\d{4}-\\d{2}-\\d{2}$'"
    expect(JSON.stringify(result.output)).toBe(
      String.raw`{"error":"argumentos no válidos: fecha: String should match pattern '^\\d{4}-\\d{2}-\\d{2}$'"}`,
    );
  });

  it('calculadora rounds to 4 decimals', () => {
    expect(kit.execute('calculadora', { expresion: '(27.88/26.19 - 1)*100' })).toEqual({ resultado: 6.4528 });
  });

  it('calculadora refuses the injection attempt with the lesson message', () => {
    expect(kit.execute('calculadora', { expresion: "__import__('os').getcwd()" })).toEqual({
      error: 'solo números, + - * / y paréntesis',
    });
  });

  it('buscar_noticias finds the takeover headline once, without its syndicated copies', () => {
    expect(JSON.stringify(kit.execute('buscar_noticias', { ticker: 'BUSI', desde: '2024-03-18', hasta: '2024-03-20' }))).toBe(
      '{"resultado":[{"fecha":"2024-03-19","titular":"Un fondo ofrece comprar Busmar Hogar"}]}',
    );
    const copies = data.headlines('BUSI', '2024-03-18T00:00:00.000Z', '2024-03-21T00:00:00.000Z');
    expect(copies.length).toBeGreaterThan(1);
  });

  it('buscar_noticias between the two closes of task 1 includes the takeover', () => {
    expect(kit.execute('buscar_noticias', { ticker: 'BUSI', desde: '2024-03-15', hasta: '2024-03-22' })).toEqual({
      resultado: [{ fecha: '2024-03-19', titular: 'Un fondo ofrece comprar Busmar Hogar' }],
    });
  });
});

describe('the closes and errors the traces rely on', () => {
  it.each([
    ['2024-01-03', 27.75],
    ['2024-03-01', 25.2],
    ['2024-03-15', 26.19],
    ['2024-03-22', 27.88],
  ])('BUSI on %s closes at %s', (fecha, cierre) => {
    expect(kit.execute('precio', { ticker: 'BUSI', fecha })).toEqual({ resultado: { ticker: 'BUSI', fecha, cierre } });
  });

  it('an unknown ticker (task 2)', () => {
    expect(kit.executeDetailed('precio', { ticker: 'ACME', fecha: '2024-03-15' })).toEqual({
      output: { error: 'ticker desconocido: ACME' },
    });
  });

  it('an invented ticker and date (argumentos_inventados): both fields, in declared order', () => {
    expect(kit.executeDetailed('precio', { ticker: 'BUSMAR', fecha: '15/03/2024' })).toEqual({
      output: {
        error:
          "argumentos no válidos: ticker: String should match pattern '^[A-Z]{4}$'; fecha: String should match pattern '^\\d{4}-\\d{2}-\\d{2}$'",
      },
      label: 'value_error',
    });
  });

  it('before the first session', () => {
    expect(kit.execute('precio', { ticker: 'BUSI', fecha: '2020-01-01' })).toEqual({ error: 'sin datos hasta 2020-01-01' });
  });

  it('a date that matches the pattern but does not exist', () => {
    expect(kit.execute('precio', { ticker: 'BUSI', fecha: '2024-02-30' })).toEqual({ error: 'fecha no válida: 2024-02-30' });
  });

  it('an unknown tool', () => {
    expect(kit.executeDetailed('precio_historico', { ticker: 'BUSI' })).toEqual({
      output: { error: 'herramienta desconocida: precio_historico' },
      label: 'wrong_func_name',
    });
  });
});

describe('variacion', () => {
  it('returns both closes, their sessions and the change in percent', () => {
    expect(JSON.stringify(kit.execute('variacion', { ticker: 'BUSI', desde: '2024-03-15', hasta: '2024-03-22' }))).toBe(
      '{"resultado":{"desde":{"ticker":"BUSI","fecha":"2024-03-15","cierre":26.19},' +
        '"hasta":{"ticker":"BUSI","fecha":"2024-03-22","cierre":27.88},"variacion_pct":6.45}}',
    );
  });

  it('on a weekend it says which sessions it used', () => {
    const output = kit.execute('variacion', { ticker: 'BUSI', desde: '2024-03-16', hasta: '2024-03-23' });
    expect(output).toEqual({
      resultado: {
        desde: { ticker: 'BUSI', fecha: '2024-03-15', cierre: 26.19 },
        hasta: { ticker: 'BUSI', fecha: '2024-03-22', cierre: 27.88 },
        variacion_pct: 6.45,
      },
    });
  });

  it('passes on the errors of precio', () => {
    expect(kit.execute('variacion', { ticker: 'ACME', desde: '2024-03-15', hasta: '2024-03-22' })).toEqual({
      error: 'ticker desconocido: ACME',
    });
  });
});

describe('what the model is shown', () => {
  it('the tool list and descriptions, byte for byte', () => {
    expect(BASIC_TOOLS).toEqual(['precio', 'buscar_noticias', 'calculadora']);
    expect(LESSON_TOOLS).toEqual(['precio', 'buscar_noticias', 'calculadora', 'variacion']);
    expect(kit.tools.map((t) => [t.name, t.description])).toEqual([
      ['precio', 'Cierre de una acción en una sesión (la última sesión en o antes de la fecha).'],
      ['buscar_noticias', 'Titulares de noticias de una acción entre dos fechas (AAAA-MM-DD).'],
      ['calculadora', 'Evalúa una expresión aritmética con + - * / y paréntesis.'],
      [
        'variacion',
        'Variación porcentual del cierre de una acción entre dos fechas (AAAA-MM-DD), calculada con los dos cierres.',
      ],
    ]);
  });

  it('a kit with some of the tools, in the order asked', () => {
    const planning = createLessonToolKit(data, ['variacion', 'buscar_noticias']);
    expect(planning.tools.map((t) => t.name)).toEqual(['variacion', 'buscar_noticias']);
    expect(planning.execute('precio', { ticker: 'BUSI', fecha: '2024-03-15' })).toEqual({
      error: 'herramienta desconocida: precio',
    });
  });

  // The lesson's <tools> line for precio, and pydantic's output for the others (same models, same rules).
  it.each([
    [
      'precio',
      String.raw`{"properties": {"ticker": {"pattern": "^[A-Z]{4}$", "title": "Ticker", "type": "string"}, "fecha": {"pattern": "^\\d{4}-\\d{2}-\\d{2}$", "title": "Fecha", "type": "string"}}, "required": ["ticker", "fecha"], "title": "ArgsPrecio", "type": "object"}`,
    ],
    [
      'buscar_noticias',
      String.raw`{"properties": {"ticker": {"pattern": "^[A-Z]{4}$", "title": "Ticker", "type": "string"}, "desde": {"pattern": "^\\d{4}-\\d{2}-\\d{2}$", "title": "Desde", "type": "string"}, "hasta": {"pattern": "^\\d{4}-\\d{2}-\\d{2}$", "title": "Hasta", "type": "string"}}, "required": ["ticker", "desde", "hasta"], "title": "ArgsNoticias", "type": "object"}`,
    ],
    [
      'calculadora',
      String.raw`{"properties": {"expresion": {"title": "Expresion", "type": "string"}}, "required": ["expresion"], "title": "ArgsCalculadora", "type": "object"}`,
    ],
    [
      'variacion',
      String.raw`{"properties": {"ticker": {"pattern": "^[A-Z]{4}$", "title": "Ticker", "type": "string"}, "desde": {"pattern": "^\\d{4}-\\d{2}-\\d{2}$", "title": "Desde", "type": "string"}, "hasta": {"pattern": "^\\d{4}-\\d{2}-\\d{2}$", "title": "Hasta", "type": "string"}}, "required": ["ticker", "desde", "hasta"], "title": "ArgsVariacion", "type": "object"}`,
    ],
  ])('the JSON Schema of %s, keys in pydantic order', (name, pydantic) => {
    // JSON.parse keeps the key order, so equal strings mean equal keys, values and order.
    expect(JSON.stringify(kit.jsonSchema(name))).toBe(JSON.stringify(JSON.parse(pydantic)));
  });
});

describe("exercise 2: the same dates without validation", () => {
  it('reproduces the silent error: 01/03/2024 becomes January 3', () => {
    const rows = ['15/03/2024', '2024-03-15', '01/03/2024', '2024-03-01'].map((f) => [f, precioSinValidar(data, 'BUSI', f)]);
    expect(rows).toEqual([
      ['15/03/2024', { reading: { input: '15/03/2024', date: null, reading: 'invalid' }, output: { error: 'sin datos hasta 15/03/2024' } }],
      [
        '2024-03-15',
        {
          reading: { input: '2024-03-15', date: '2024-03-15', reading: 'utc' },
          output: { resultado: { ticker: 'BUSI', fecha: '2024-03-15', cierre: 26.19 } },
        },
      ],
      [
        '01/03/2024',
        {
          reading: { input: '01/03/2024', date: '2024-01-03', reading: 'local' },
          output: { resultado: { ticker: 'BUSI', fecha: '2024-01-03', cierre: 27.75 } },
        },
      ],
      [
        '2024-03-01',
        {
          reading: { input: '2024-03-01', date: '2024-03-01', reading: 'utc' },
          output: { resultado: { ticker: 'BUSI', fecha: '2024-03-01', cierre: 25.2 } },
        },
      ],
    ]);
    // The validated tool refuses both European forms instead.
    expect(kit.execute('precio', { ticker: 'BUSI', fecha: '01/03/2024' })).toHaveProperty('error');
  });
});
