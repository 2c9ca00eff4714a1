// The scripted "model": the lesson's `guion`, a pure function of the tool results the conversation already holds.
// One script per scenario serves every API shape; the simulators only translate it to and from the wire.
import { pythonFloatRepr } from '../json/python-json.ts';
import type { EndpointFailureKind, ScriptAction } from '../run/script-contract.ts';
import type { ScenarioId } from './scenarios.ts';

const DESDE = '2024-03-15';
const HASTA = '2024-03-22';

/** The named steps of the scripts, so that a run can say which were played and which never were. */
export type ScriptRule =
  | 'ask_prices'
  | 'ask_calculator'
  | 'answer'
  | 'ask_news'
  | 'ask_invented'
  | 'repeat_price'
  | 'fail';

/** The rules a complete run of each script plays, in order; `null` for a script that never ends. */
export const SCRIPT_RULES: Record<ScenarioId, readonly ScriptRule[] | null> = {
  correcto: ['ask_prices', 'ask_calculator', 'answer'],
  herramienta_equivocada: ['ask_news', 'answer'],
  argumentos_inventados: ['ask_invented', 'ask_prices', 'ask_calculator', 'answer'],
  bucle: null,
  fallo_api: ['ask_prices', 'fail'],
  fallo_api_forma: ['ask_prices', 'fail'],
  fallo_api_lento: ['ask_prices', 'fail'],
};

const FAILURES: Partial<Record<ScenarioId, EndpointFailureKind>> = {
  fallo_api: 'http_500',
  fallo_api_forma: 'bad_shape',
  fallo_api_lento: 'no_answer',
};

const askPrices = (): ScriptAction<ScriptRule> => ({
  kind: 'calls',
  rule: 'ask_prices',
  calls: [
    { name: 'precio', args: { ticker: 'BUSI', fecha: DESDE } },
    { name: 'precio', args: { ticker: 'BUSI', fecha: HASTA } },
  ],
});

/**
 * The next action for a conversation holding `results` (the tool outputs received so far, parsed from JSON when
 * they were JSON, in order).
 */
export function scriptAction(scenario: ScenarioId, results: readonly unknown[]): ScriptAction<ScriptRule> {
  const n = results.length;
  if (scenario === 'bucle') {
    return { kind: 'calls', rule: 'repeat_price', calls: [{ name: 'precio', args: { ticker: 'BUSI', fecha: DESDE } }] };
  }
  if (scenario === 'herramienta_equivocada') {
    if (n === 0) {
      return {
        kind: 'calls',
        rule: 'ask_news',
        calls: [{ name: 'buscar_noticias', args: { ticker: 'BUSI', desde: DESDE, hasta: HASTA } }],
      };
    }
    return { kind: 'answer', rule: 'answer', text: 'BUSI subió por la oferta de compra de un fondo.' };
  }
  const failure = FAILURES[scenario];
  if (failure !== undefined) return n === 0 ? askPrices() : { kind: 'failure', rule: 'fail', failure };
  if (scenario === 'argumentos_inventados') {
    if (n === 0) {
      return { kind: 'calls', rule: 'ask_invented', calls: [{ name: 'precio', args: { ticker: 'BUSMAR', fecha: '15/03/2024' } }] };
    }
    return priceThenCalculator(results.slice(1));
  }
  return priceThenCalculator(results);
}

/** The correct script from its start: both prices, the calculator on them, the answer from its result. */
function priceThenCalculator(results: readonly unknown[]): ScriptAction<ScriptRule> {
  const n = results.length;
  if (n === 0) return askPrices();
  if (n === 1) return { kind: 'unexpected', reason: 'expected both prices in one turn, got 1 result' };
  if (n === 2) {
    const a = close(results[0]);
    const b = close(results[1]);
    if (a === undefined || b === undefined) {
      return { kind: 'unexpected', reason: 'expected two closes ({"resultado": {"cierre": …}}) in the first two results' };
    }
    return {
      kind: 'calls',
      rule: 'ask_calculator',
      calls: [{ name: 'calculadora', args: { expresion: `(${pythonFloatRepr(b)}/${pythonFloatRepr(a)} - 1)*100` } }],
    };
  }
  const v = resultValue(results[2]);
  if (typeof v !== 'number') return { kind: 'unexpected', reason: 'expected a number from the calculator in the third result' };
  return { kind: 'answer', rule: 'answer', text: `El cierre de BUSI varió un ${v.toFixed(2)} % entre ${DESDE} y ${HASTA}.` };
}

function resultValue(output: unknown): unknown {
  if (typeof output !== 'object' || output === null || !('resultado' in output)) return undefined;
  return output.resultado;
}

function close(output: unknown): number | undefined {
  const value = resultValue(output);
  if (typeof value !== 'object' || value === null || !('cierre' in value)) return undefined;
  return typeof value.cierre === 'number' ? value.cierre : undefined;
}
