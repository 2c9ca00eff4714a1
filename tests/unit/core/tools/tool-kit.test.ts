import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { createAsistenteKit } from '../../../../src/core/labs/asistente/asistente-kit.ts';
import { createToolKit } from '../../../../src/core/tools/tool-kit.ts';
import type { ToolDefinition } from '../../../../src/core/tools/tool-kit-types.ts';
import { ArgsFiltro } from './companion-shapes.ts';

const ArgsPrecio = z.object({ ticker: z.string().regex(/^[A-Z]{4}$/), fecha: z.string().regex(/^\d{4}-\d{2}-\d{2}$/) });

const eco: ToolDefinition<z.infer<typeof ArgsPrecio>> = {
  name: 'eco',
  description: 'Devuelve sus argumentos.',
  schema: ArgsPrecio,
  argsTitle: 'ArgsPrecio',
  run: (args) => ({ ...args }),
};

const falla: ToolDefinition<{ motivo: string }> = {
  name: 'falla',
  description: 'Lanza lo que se le pida.',
  schema: z.object({ motivo: z.string() }),
  argsTitle: 'ArgsFalla',
  run: ({ motivo }) => {
    if (motivo === 'error') throw new Error('se rompió');
    if (motivo === 'texto') throw 'un texto lanzado';
    throw { raro: true };
  },
};

const filtro: ToolDefinition<z.infer<typeof ArgsFiltro>> = {
  name: 'filtro',
  description: 'Filtra.',
  schema: ArgsFiltro,
  argsTitle: 'ArgsFiltro',
  run: (args) => args,
};

const refinado: ToolDefinition<{ n: number }> = {
  name: 'refinado',
  description: 'Un esquema cuyo refine lanza.',
  schema: z.object({ n: z.number() }).refine(() => {
    throw new Error('refine roto');
  }) as unknown as ToolDefinition<{ n: number }>['schema'],
  argsTitle: 'ArgsRefinado',
  run: ({ n }) => n,
};

const kit = createToolKit([eco, falla, filtro, refinado]);
const invalid = (issues: string) => ({ error: `argumentos no válidos: ${issues}` });

describe('execute', () => {
  it('runs a valid call and returns {resultado}', () => {
    expect(kit.executeDetailed('eco', { ticker: 'BUSI', fecha: '2024-03-15' })).toEqual({
      output: { resultado: { ticker: 'BUSI', fecha: '2024-03-15' } },
    });
    expect(kit.has('eco')).toBe(true);
    expect(kit.has('otra')).toBe(false);
  });

  it('an unknown tool is wrong_func_name', () => {
    expect(kit.executeDetailed('otra', {})).toEqual({ output: { error: 'herramienta desconocida: otra' }, label: 'wrong_func_name' });
    expect(kit.executeDetailed(undefined as unknown as string, {}).label).toBe('wrong_func_name');
  });

  it('missing fields are missing_required, in declared order', () => {
    expect(kit.executeDetailed('eco', {})).toEqual({
      output: invalid('ticker: Field required; fecha: Field required'),
      label: 'missing_required',
    });
  });

  it('a value of the wrong type is type_error (pydantic does not turn numbers into strings)', () => {
    expect(kit.executeDetailed('eco', { ticker: 1234, fecha: null })).toEqual({
      output: invalid('ticker: Input should be a valid string; fecha: Input should be a valid string'),
      label: 'type_error',
    });
  });

  it('extra arguments are refused by default, after the field errors', () => {
    expect(kit.executeDetailed('eco', { ticker: 'BUSI', fecha: '2024-03-15', moneda: 'EUR', x: 1 })).toEqual({
      output: invalid('moneda: Extra inputs are not permitted; x: Extra inputs are not permitted'),
      label: 'unexpected_param',
    });
    expect(kit.executeDetailed('eco', { ticker: 'busi', moneda: 'EUR' })).toEqual({
      output: invalid(
        "ticker: String should match pattern '^[A-Z]{4}$'; fecha: Field required; moneda: Extra inputs are not permitted",
      ),
      label: 'value_error',
    });
  });

  it('lists the first 20 field messages and counts the rest: a list of 100,000 bad items is not a message of megabytes', () => {
    const lista: ToolDefinition<{ n: number[] }> = { name: 'lista', description: 'Números.', schema: z.object({ n: z.array(z.number()) }), argsTitle: 'ArgsLista', run: (a) => a };
    const wide = createToolKit([lista]);
    const { output, label } = wide.executeDetailed('lista', { n: Array.from({ length: 100_000 }, () => 'x'), a: 1, b: 2 });
    const message = (output as { error: string }).error;
    expect(label).toBe('type_error');
    expect(message).toBe(invalid([...Array.from({ length: 20 }, () => 'n: Input should be a valid number'), 'y 99982 más'].join('; ')).error);
    // Unexpected keys counted one each, after the listed ones.
    const keys = Object.fromEntries(Array.from({ length: 25 }, (_, i) => [`k${i}`, i]));
    const error = (wide.execute('lista', { n: [1], ...keys }) as { error: string }).error;
    expect(error.split('; ')).toHaveLength(21);
    expect(error).toMatch(/k19: Extra inputs are not permitted; y 5 más$/);
    // The companion course's kit counts in English, as its messages are.
    const english = createAsistenteKit({ extraTools: [lista as ToolDefinition] }).execute('lista', { n: Array.from({ length: 30 }, () => 'x') });
    expect((english as { error: string }).error).toMatch(/^Tool error: invalid arguments: n: Input should be a valid number; .*; and 10 more$/);
  });

  it("with extraArgs 'ignore' the call runs and says what it ignored", () => {
    const lenient = createToolKit([eco], { extraArgs: 'ignore' });
    expect(lenient.executeDetailed('eco', { ticker: 'BUSI', fecha: '2024-03-15', moneda: 'EUR' })).toEqual({
      output: { resultado: { ticker: 'BUSI', fecha: '2024-03-15' } },
      ignoredArgs: ['moneda'],
    });
    expect(lenient.executeDetailed('eco', { ticker: 'BUSI', fecha: '2024-03-15' })).toEqual({
      output: { resultado: { ticker: 'BUSI', fecha: '2024-03-15' } },
    });
  });

  it.each([[null], ['{"ticker": "BUSI"}'], [[1, 2]], [42], [undefined]])('arguments that are not an object (%j)', (args) => {
    expect(kit.executeDetailed('eco', args)).toEqual({
      output: invalid('Input should be a valid dictionary or instance of ArgsPrecio'),
      label: 'type_error',
    });
  });

  it('a tool that throws gives {error} with the message, and no label', () => {
    expect(kit.executeDetailed('falla', { motivo: 'error' })).toEqual({ output: { error: 'se rompió' } });
    expect(kit.executeDetailed('falla', { motivo: 'texto' })).toEqual({ output: { error: 'un texto lanzado' } });
    expect(kit.executeDetailed('falla', { motivo: 'objeto' })).toEqual({ output: { error: '[object Object]' } });
  });

  it('a schema that throws while validating does not escape either', () => {
    expect(kit.execute('refinado', { n: 1 })).toEqual({ error: 'refine roto' });
  });

  it('a "__proto__" key from JSON.parse is an extra argument like any other', () => {
    const args = JSON.parse('{"ticker": "BUSI", "fecha": "2024-03-15", "__proto__": {"polluted": true}}');
    expect(kit.executeDetailed('eco', args)).toEqual({
      output: invalid('__proto__: Extra inputs are not permitted'),
      label: 'unexpected_param',
    });
    const lenient = createToolKit([eco], { extraArgs: 'ignore' });
    const result = lenient.executeDetailed('eco', args);
    expect(result.ignoredArgs).toEqual(['__proto__']);
    expect(Object.getPrototypeOf((result.output as { resultado: object }).resultado)).toBe(Object.prototype);
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });

  it('execute is executeDetailed without the label', () => {
    expect(kit.execute('eco', {})).toEqual(invalid('ticker: Field required; fecha: Field required'));
  });
});

describe('pydantic messages for the companion shapes', () => {
  const valid = {
    condiciones: [{ columna: 'precio', operador: 'lt', valor: 30 }],
    activo: true,
    nota: 'hola',
    precio_max: 2.5,
  };

  it('a valid call gets the defaults filled in', () => {
    expect(kit.execute('filtro', valid)).toEqual({ resultado: { ...valid, limite: 5, orden: null } });
  });

  it.each([
    [{ limite: 1.5 }, 'limite: Input should be a valid integer, got a number with a fractional part', 'type_error'],
    [{ limite: '5' }, 'limite: Input should be a valid integer', 'type_error'],
    [{ activo: 'sí' }, 'activo: Input should be a valid boolean', 'type_error'],
    [{ nota: 'a' }, 'nota: String should have at least 2 characters', 'value_error'],
    [{ nota: 'demasiado' }, 'nota: String should have at most 5 characters', 'value_error'],
    [{ precio_max: 3 }, 'precio_max: Input should be less than 3', 'value_error'],
    [{ precio_max: 0 }, 'precio_max: Input should be greater than 0', 'value_error'],
    [{ condiciones: [] }, 'condiciones: List should have at least 1 item after validation, not 0', 'value_error'],
    [{ condiciones: 'precio < 30' }, 'condiciones: Input should be a valid list', 'type_error'],
    [{ condiciones: ['precio'] }, 'condiciones: Input should be a valid dictionary or instance of Condicion', 'type_error'],
    [
      { condiciones: [{ columna: 'precio', operador: '<', valor: 30 }] },
      "condiciones: Input should be 'eq', 'lt' or 'gt'",
      'value_error',
    ],
    [
      { condiciones: [{ columna: 'precio', operador: 'lt', valor: -1 }] },
      'condiciones: Input should be greater than or equal to 0',
      'value_error',
    ],
    [{ condiciones: [{ operador: 'lt', valor: 1 }] }, 'condiciones: Field required', 'missing_required'],
    [{ orden: 3 }, 'orden: Input should be a valid string', 'type_error'],
  ])('%j → %s', (change, message, label) => {
    expect(kit.executeDetailed('filtro', { ...valid, ...change })).toEqual({ output: invalid(message), label });
  });

  it('the JSON Schema is cached per tool, frozen, and unknown names are a programming error', () => {
    expect(kit.jsonSchema('filtro')).toBe(kit.jsonSchema('filtro'));
    expect(Object.isFrozen(kit.jsonSchema('filtro').properties)).toBe(true);
    expect(() => kit.jsonSchema('otra')).toThrow('no tool named otra');
  });
});
