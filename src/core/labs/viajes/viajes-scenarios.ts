// The travel budgeter's scripted scenarios (the Multiple Tools course): the city costs and the exchange rate in one turn, then
// the calculator for the dollars and for the pesos: five calls, and every sum done in code. The unknown city's
// error lists the known ones; the model says which it cannot price and budgets the rest. Texts in Spanish.
import type { ScriptAction } from '../../run/script-contract.ts';
import { VIAJES_QUESTION } from './viajes-questions.ts';
import { answer, call, calls, errorOf, isRecordValue, operand, resultOf, unexpected } from '../script-reading.ts';
import type { LabScenario } from '../lab-scenario.ts';

const UNKNOWN_CITY_QUESTION = 'Cuatro días en Kioto y tres en París, en pesos';

/** What each question asks for: days per city, in its order. */
const TRIP = [
  { ciudad: 'Tokio', dias: 4, palabra: 'Cuatro' },
  { ciudad: 'París', dias: 3, palabra: 'tres' },
] as const;

const field = (output: unknown, name: string): unknown => {
  const value = resultOf(output);
  return isRecordValue(value) ? value[name] : undefined;
};

const numberField = (output: unknown, name: string): number | undefined => {
  const value = field(output, name);
  return typeof value === 'number' ? value : undefined;
};

const calculation = (output: unknown): number | undefined => {
  const value = resultOf(output);
  return typeof value === 'number' ? value : undefined;
};

type BudgetRule = 'ask_costs' | 'ask_usd_total' | 'ask_pesos' | 'answer';

const BUDGET_RULES: readonly BudgetRule[] = ['ask_costs', 'ask_usd_total', 'ask_pesos', 'answer'];

const askCosts = (first: string) =>
  calls<BudgetRule>('ask_costs', [
    call('costo_diario', { ciudad: first }),
    call('costo_diario', { ciudad: 'París' }),
    call('tipo_de_cambio', { de: 'USD', a: 'MXN' }),
  ]);

/** Four days in Tokio and three in París, in pesos: the course's five calls. */
function budget(results: readonly unknown[]): ScriptAction<BudgetRule> {
  const n = results.length;
  if (n === 0) return askCosts('Tokio');
  if (n < 3) return unexpected('expected both city costs and the exchange rate in one turn');
  const [tokio, paris] = [numberField(results[0], 'costo_diario'), numberField(results[1], 'costo_diario')];
  const tasa = numberField(results[2], 'tasa');
  if (tokio === undefined || paris === undefined || tasa === undefined) return unexpected('expected two city costs and a rate first');
  const [a, b] = TRIP;
  return dollarsThenPesos(
    results,
    `${a.dias} * ${operand(tokio)} + ${b.dias} * ${operand(paris)}`,
    tasa,
    (usd, pesos) =>
      `${a.palabra} días en ${a.ciudad} (${tokio} USD al día) y ${b.palabra} en ${b.ciudad} (${paris} USD al día) suman ${usd} USD; ` +
      `a ${tasa} pesos por dólar, son ${pesos} MXN.`,
  );
}

/** Kioto is not in the table: the error lists the known cities; the model says so and budgets París alone. */
function unknownCity(results: readonly unknown[]): ScriptAction<BudgetRule> {
  const n = results.length;
  if (n === 0) return askCosts('Kioto');
  if (n < 3) return unexpected('expected both city costs and the exchange rate in one turn');
  const known = /Ciudades disponibles: (.+)$/.exec(errorOf(results[0]) ?? '')?.[1];
  const paris = numberField(results[1], 'costo_diario');
  const tasa = numberField(results[2], 'tasa');
  if (known === undefined) return unexpected("expected Kioto's error to list the known cities");
  if (paris === undefined || tasa === undefined) return unexpected("expected París's cost and the rate");
  return dollarsThenPesos(
    results,
    `${TRIP[1].dias} * ${operand(paris)}`,
    tasa,
    (usd, pesos) =>
      `Kioto no está en la tabla de costos (ciudades disponibles: ${known}), así que no puedo presupuestar esos días. ` +
      `Los tres días en París cuestan ${usd} USD, que a ${tasa} pesos por dólar son ${pesos} MXN.`,
  );
}

/**
 * What both budgets do once the costs and the rate are in (three results): the calculator for the dollars
 * (`usdSum`), then for the pesos, then the answer `write` makes of the two.
 */
function dollarsThenPesos(
  results: readonly unknown[],
  usdSum: string,
  tasa: number,
  write: (usd: number, pesos: number) => string,
): ScriptAction<BudgetRule> {
  const n = results.length;
  if (n === 3) return calls('ask_usd_total', [call('calculadora', { expresion: usdSum })]);
  const usd = calculation(results[3]);
  if (usd === undefined) return unexpected('expected the total in dollars from the calculator');
  if (n === 4) return calls('ask_pesos', [call('calculadora', { expresion: `${operand(usd)} * ${operand(tasa)}` })]);
  const pesos = calculation(results[4]);
  if (n > 5 || pesos === undefined) return unexpected('expected the total in pesos from the calculator last');
  return answer('answer', write(usd, pesos));
}

export const VIAJES_SCENARIOS: readonly LabScenario[] = [
  {
    id: 'presupuesto',
    label: { en: 'The trip budget', es: 'El presupuesto del viaje' },
    gloss: {
      en: 'Two city costs and the exchange rate in one turn, then the calculator for the dollars and for the pesos: five calls, 22755 MXN.',
      es: 'Dos costos por ciudad y el tipo de cambio en un turno, luego la calculadora para los dólares y para los pesos: cinco llamadas, 22755 MXN.',
    },
    question: VIAJES_QUESTION,
    rules: BUDGET_RULES,
    act: budget,
  },
  {
    id: 'ciudad_desconocida',
    label: { en: 'Unknown city', es: 'Ciudad desconocida' },
    gloss: {
      en: "Kioto is not in the table: its error comes back as data listing the known cities; the model says it cannot price Kioto and budgets París. The verifier still notes the datum the answer lacks.",
      es: 'Kioto no está en la tabla: su error vuelve como dato con la lista de ciudades conocidas; el modelo dice que no puede presupuestar Kioto y calcula París. El verificador señala igualmente el dato que le falta a la respuesta.',
    },
    question: UNKNOWN_CITY_QUESTION,
    rules: BUDGET_RULES,
    act: unknownCity,
  },
];
