// The CSV analyst's scenarios on the four API shapes, over the generated quarter of orders: the schema first and
// one aggregate; a guessed column recovered from the error that lists the real ones. On a table of another
// shape the scripts say what they miss.
import { describe, expect, it } from 'vitest';
import { loadTable } from '../../../../../src/core/labs/analista/load-table.ts';
import { ofType, runOnEveryShape, useLabSimulators } from '../lab-fixture.ts';

const sim = useLabSimulators();
const lab = 'analista';
const COLUMNS = 'pedido, fecha, cliente, region, producto, categoria, unidades, precio_unitario, importe, estado';

describe('analista scenarios on every API shape', () => {
  it('febrero_norte: list_columns, then one aggregate over the delivered February orders of the Norte region', async () => {
    for (const trace of await runOnEveryShape(sim, { lab, scenario: 'febrero_norte' })) {
      const [schema, sum] = ofType(trace, 'result');
      expect(schema?.name).toBe('list_columns');
      expect(sum?.args).toEqual({
        operacion: 'sum',
        columna: 'importe',
        condiciones: [
          { columna: 'estado', operador: '==', valor: 'entregado' },
          { columna: 'region', operador: '==', valor: 'Norte' },
          { columna: 'fecha', operador: '>=', valor: '2024-02-01' },
          { columna: 'fecha', operador: '<=', valor: '2024-02-29' },
        ],
      });
      expect(sum?.output).toEqual({ resultado: { operacion: 'sum', columna: 'importe', filas_consideradas: 155, valor: 619090.85 } });
      expect(trace.summary).toMatchObject({ steps: 3, calls: 2, errors: 0, findings: [] });
      expect(trace.summary.answer).toBe('Los pedidos entregados de la región Norte en febrero sumaron 619,090.85.');
      expect(trace.extras).toMatchObject({ lab, table: { source: 'pedidos_trimestre.parquet', rowCount: 2636 } });
    }
  });

  it("columna_desconocida: 'status' does not exist, the error lists the columns, and 'estado' counts 132", async () => {
    for (const trace of await runOnEveryShape(sim, { lab, scenario: 'columna_desconocida' })) {
      const [guess, fixed] = ofType(trace, 'result');
      expect(guess).toMatchObject({ executed: true, output: { error: `la columna 'status' no existe; columnas: ${COLUMNS}` } });
      expect(fixed?.output).toEqual({ resultado: { operacion: 'count', columna: null, filas_consideradas: 132, valor: 132 } });
      expect(trace.summary).toMatchObject({ steps: 3, errors: 1, answer: 'Se cancelaron 132 pedidos.', findings: [] });
    }
  });
});

describe('another table', () => {
  it('the scripts target the bundled orders: on a table without their columns the run ends in a script mismatch', async () => {
    const csv = new TextEncoder().encode('ciudad,habitantes\nLeón,1721000\nMérida,995000\n');
    const loaded = await loadTable('ciudades.csv', csv);
    if (!loaded.ok) throw new Error(loaded.error.en);
    const trace = await sim.run({ lab, scenario: 'febrero_norte', provider: 'openai-chat', table: loaded.table });
    expect(trace.summary.end).toEqual({ kind: 'script_mismatch', detail: "the table has no column 'estado' with the value 'entregado'" });
    expect(trace.script).toMatchObject({ status: 'unexpected', played: ['schema'] });
    expect(trace.extras).toMatchObject({ table: { source: 'ciudades.csv', rowCount: 2 } });
  });
});
