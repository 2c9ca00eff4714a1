// The office store's scenarios (the Multiple Tools course) on the four API shapes: the course's answer with every product priced
// in one turn, and a misspelt name recovered from the store's own error.
import { describe, expect, it } from 'vitest';
import { TIENDA_SCENARIOS } from '../../../../../src/core/labs/tienda/tienda-scenarios.ts';
import { ofType, runOnEveryShape, useLabSimulators } from '../lab-fixture.ts';

const sim = useLabSimulators();
const lab = 'tienda';
const ANSWER = 'Under $30 and in stock: notebook ($3.50), stapler ($11.00) and desk lamp ($27.50). One of each costs $42.00.';
const LISTED = ['desk lamp', 'monitor stand', 'notebook', 'pen', 'stapler'];

describe('tienda scenarios on every API shape', () => {
  it("a scenario's description does not give its answer away (the student finds it in the run)", () => {
    const compra = TIENDA_SCENARIOS.find((s) => s.id === 'compra');
    for (const text of [compra?.gloss.en, compra?.gloss.es]) {
      expect(text).toBeDefined();
      expect(text).not.toMatch(/42\.00|desk lamp|stapler/);
    }
  });

  it('compra: the list, five prices in one turn, then notebook, stapler, desk lamp and 42.00', async () => {
    for (const trace of await runOnEveryShape(sim, { lab, scenario: 'compra' })) {
      expect(trace.summary).toMatchObject({ steps: 3, calls: 6, errors: 0, answer: ANSWER, findings: [] });
      const calls = ofType(trace, 'call');
      expect(calls.map((c) => [c.step, c.name])).toEqual([[1, 'list_products'], ...LISTED.map(() => [2, 'get_product'])]);
      expect(ofType(trace, 'result')[0]?.output).toEqual({ resultado: { products: LISTED } });
      expect(ofType(trace, 'result').slice(1).map((r) => r.args)).toEqual(LISTED.map((name) => ({ name })));
      expect(trace.extras).toEqual({ lab });
      expect(trace.script.status).toBe('complete');
    }
  });

  it("nombre_mal_escrito: 'notebok' gets the course's error as data, and the model asks again", async () => {
    for (const trace of await runOnEveryShape(sim, { lab, scenario: 'nombre_mal_escrito' })) {
      const results = ofType(trace, 'result');
      const misspelt = results.find((r) => r.isError);
      expect(misspelt).toMatchObject({ step: 2, args: { name: 'notebok' }, executed: true, output: { error: "no product called 'notebok'" } });
      expect(misspelt?.label).toBeUndefined();
      expect(results.at(-1)).toMatchObject({ step: 3, args: { name: 'notebook' }, output: { resultado: { name: 'notebook', price: 3.5, stock: 120 } } });
      expect(trace.summary).toMatchObject({ steps: 4, calls: 7, errors: 1, answer: ANSWER, findings: [] });
      expect(trace.script).toMatchObject({ status: 'complete', played: ['list', 'price_all', 'fix_name', 'answer'] });
    }
  });
});
