// The travel budgeter of the Multiple Tools course: a city's daily cost, an exchange rate, and the calculator (the lesson's
// AST calculator: numbers, four operators and parentheses, no eval), so that the multi-step arithmetic models
// get confidently wrong always runs in code. A city or currency the tables lack is an error that lists the
// ones they have, so the model can recover. Model-facing texts in Spanish, as the course.
import { z } from 'zod';
import { calculadoraTool } from '../../tools/calculadora.ts';
import { pythonRepr } from '../../tools/python-repr.ts';
import { pythonRound } from '../../tools/python-round.ts';
import { createToolKit } from '../../tools/tool-kit.ts';
import type { ToolDefinition, ToolKit } from '../../tools/tool-kit-types.ts';
import { CIUDADES, UNIDADES_POR_DOLAR, type City } from './travel-data.ts';
import { CLOSED_LOOKUP } from '../../tools/tool-annotations.ts';

/** Lower case, no accents, single spaces: "  PARÍS " and "paris" are the same city. */
const fold = (text: string) =>
  text
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/\s+/g, ' ')
    .trim();

export const unknownCityMessage = (ciudad: string, cities: readonly City[] = CIUDADES) =>
  `ciudad desconocida: ${pythonRepr(ciudad)}. Ciudades disponibles: ${cities.map((c) => c.nombre).join(', ')}`;

export const unknownCurrencyMessage = (moneda: string) =>
  `moneda desconocida: ${pythonRepr(moneda)}. Monedas disponibles: ${Object.keys(UNIDADES_POR_DOLAR).join(', ')}`;

export function costoDiario(ciudad: string, cities: readonly City[] = CIUDADES) {
  const key = fold(ciudad);
  const city = cities.find((c) => [c.nombre, ...c.alias].some((name) => fold(name) === key));
  if (!city) throw new Error(unknownCityMessage(ciudad, cities));
  return { ciudad: city.nombre, pais: city.pais, costo_diario: city.costoDiario, moneda: 'USD' };
}

function unitsPerDollar(code: string): number {
  const key = code.trim().toUpperCase();
  // hasOwn: "constructor" is not a currency.
  const units = Object.hasOwn(UNIDADES_POR_DOLAR, key) ? UNIDADES_POR_DOLAR[key] : undefined;
  if (units === undefined) throw new Error(unknownCurrencyMessage(code));
  return units;
}

/** How many units of `a` one unit of `de` buys, to 6 decimals (a cross rate through the dollar). */
export function tipoDeCambio(de: string, a: string) {
  const tasa = pythonRound(unitsPerDollar(a) / unitsPerDollar(de), 6);
  return { de: de.trim().toUpperCase(), a: a.trim().toUpperCase(), tasa };
}

const CostoArgs = z.object({ ciudad: z.string() });
const CambioArgs = z.object({ de: z.string(), a: z.string() });
const CostoOutput = z.strictObject({ ciudad: z.string(), pais: z.string(), costo_diario: z.number(), moneda: z.literal('USD') });
const CambioOutput = z.strictObject({ de: z.string(), a: z.string(), tasa: z.number() });

export function viajesTools(cities: readonly City[] = CIUDADES): ToolDefinition[] {
  const costo: ToolDefinition<z.infer<typeof CostoArgs>> = {
    name: 'costo_diario',
    description:
      'Costo de un día en una ciudad, por persona (hospedaje, comida y transporte local), en dólares ' +
      'estadounidenses (USD). Una ciudad por llamada.',
    schema: CostoArgs,
    argsTitle: 'ArgsCostoDiario',
    annotations: CLOSED_LOOKUP,
    output: CostoOutput,
    run: ({ ciudad }) => costoDiario(ciudad, cities),
  };
  const cambio: ToolDefinition<z.infer<typeof CambioArgs>> = {
    name: 'tipo_de_cambio',
    description:
      'Tipo de cambio entre dos monedas dadas por su código ISO 4217 (USD, MXN, EUR...): cuántas unidades ' +
      'de `a` vale una unidad de `de`.',
    schema: CambioArgs,
    argsTitle: 'ArgsTipoDeCambio',
    annotations: CLOSED_LOOKUP,
    output: CambioOutput,
    run: ({ de, a }) => tipoDeCambio(de, a),
  };
  return [costo, cambio, calculadoraTool] as ToolDefinition[];
}

/** costo_diario, tipo_de_cambio and calculadora. An invented argument is refused, as in the lesson's kit. */
export function createViajesKit(cities: readonly City[] = CIUDADES): ToolKit {
  return createToolKit(viajesTools(cities), { extraArgs: 'forbid' });
}
