// What the companion kits added to the shared tool modules: asynchronous tools, a kit's own wording for
// unknown tools and invalid arguments, an exponent limit in the calculator, Python's repr of a list.
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { createCalculator } from '../../../../src/core/tools/calculator/calculator.ts';
import { LESSON_CALCULATOR_OPTIONS } from '../../../../src/core/tools/calculator/lesson-calculator.ts';
import { pythonRepr } from '../../../../src/core/tools/python-repr.ts';
import { createToolKit } from '../../../../src/core/tools/tool-kit.ts';
import type { ToolDefinition } from '../../../../src/core/tools/tool-kit-types.ts';

const Args = z.object({ texto: z.string() });

const eco: ToolDefinition<{ texto: string }> = {
  name: 'eco',
  description: 'Devuelve su texto.',
  schema: Args,
  argsTitle: 'ArgsEco',
  run: ({ texto }) => texto,
};

const espera: ToolDefinition<{ texto: string }> = {
  name: 'espera',
  description: 'Devuelve su texto más tarde, o falla más tarde.',
  schema: Args,
  argsTitle: 'ArgsEspera',
  run: async ({ texto }) => {
    await new Promise((resolve) => setTimeout(resolve, 1));
    if (texto === 'falla') throw new Error('falló tarde');
    if (texto === 'rechaza') return Promise.reject('un texto rechazado');
    return texto.toUpperCase();
  },
};

const kit = createToolKit([eco, espera] as ToolDefinition[]);

describe('asynchronous tools', () => {
  it('executeAsync awaits the result', async () => {
    await expect(kit.executeAsync('espera', { texto: 'hola' })).resolves.toEqual({ resultado: 'HOLA' });
  });

  it('a rejection becomes {error}, never a rejected promise', async () => {
    await expect(kit.executeDetailedAsync('espera', { texto: 'falla' })).resolves.toEqual({ output: { error: 'falló tarde' } });
    await expect(kit.executeAsync('espera', { texto: 'rechaza' })).resolves.toEqual({ error: 'un texto rechazado' });
  });

  it('refusals and validation behave as in the synchronous path, with the same labels', async () => {
    await expect(kit.executeDetailedAsync('otra', {})).resolves.toEqual(kit.executeDetailed('otra', {}));
    await expect(kit.executeDetailedAsync('espera', {})).resolves.toEqual({
      output: { error: 'argumentos no válidos: texto: Field required' },
      label: 'missing_required',
    });
  });

  it('synchronous tools run through executeAsync too', async () => {
    await expect(kit.executeAsync('eco', { texto: 'hola' })).resolves.toEqual({ resultado: 'hola' });
  });

  it('the synchronous execute does not hand back a promise as a result', () => {
    expect(kit.execute('espera', { texto: 'falla' })).toEqual({ error: 'espera is asynchronous: call executeAsync' });
  });

  it('ignored arguments are reported by the asynchronous path as well', async () => {
    const lenient = createToolKit([espera] as ToolDefinition[], { extraArgs: 'ignore' });
    await expect(lenient.executeDetailedAsync('espera', { texto: 'a', extra: 1 })).resolves.toEqual({
      output: { resultado: 'A' },
      ignoredArgs: ['extra'],
    });
  });
});

describe("a kit's own messages", () => {
  const english = createToolKit([eco] as ToolDefinition[], {
    unknownToolMessage: (name, available) => `no ${name}; have ${available.join('+')}`,
    invalidArgsMessage: (details) => `bad: ${details}`,
  });

  it('words unknown tools and invalid arguments its way; labels do not change', () => {
    expect(english.executeDetailed('otra', {})).toEqual({ output: { error: 'no otra; have eco' }, label: 'wrong_func_name' });
    expect(english.executeDetailed('eco', { texto: 1 })).toEqual({
      output: { error: 'bad: texto: Input should be a valid string' },
      label: 'type_error',
    });
  });

  it("the default is still the lesson's", () => {
    expect(kit.execute('otra', {})).toEqual({ error: 'herramienta desconocida: otra' });
  });
});

describe('the exponent limit', () => {
  const options = { ...LESSON_CALCULATOR_OPTIONS, binary: [...LESSON_CALCULATOR_OPTIONS.binary, '**' as const] };

  it('refuses an evaluated exponent beyond the limit, inner ones first', () => {
    const calc = createCalculator({ ...options, exponentLimit: { max: 10, message: (max) => `exponente > ${max}` } });
    expect(calc('2 ** 10')).toEqual({ value: 1024 });
    expect(calc('2 ** -10')).toEqual({ value: 1 / 1024 });
    expect(calc('2 ** 11')).toEqual({ error: 'exponente > 10' });
    expect(calc('2 ** (5 + 6)')).toEqual({ error: 'exponente > 10' });
    expect(calc('9 ** 9 ** 9')).toEqual({ error: 'exponente > 10' });
  });

  it('without one, any exponent runs and an overflow is not finite', () => {
    const calc = createCalculator(options);
    expect(calc('2 ** 1023')).toEqual({ value: 2 ** 1023 });
    expect(calc('2 ** 1024')).toEqual({ error: 'el resultado no es un número finito' });
  });
});

describe("Python's repr of a list", () => {
  it('quotes each item as Python does', () => {
    expect(pythonRepr(['calculator', 'get_datetime'])).toBe("['calculator', 'get_datetime']");
    expect(pythonRepr([])).toBe('[]');
    expect(pythonRepr(["it's", 1, null, true])).toBe(`["it's", 1, None, True]`);
  });
});
