// Every tool of every kit declares the shape of what it returns (an MCP server lists it as the tool's
// outputSchema, and an MCP client checks results against it): each tool, run on real inputs, returns a value its
// own output schema accepts, strictly (no field the schema lacks).
import { describe, expect, it } from 'vitest';
import { nodeDataSource } from '../../../../scripts/node-data-source.ts';
import { loadMarketData } from '../../../../src/core/data/load-market-data.ts';
import { createAnalistaKit } from '../../../../src/core/labs/analista/analista-kit.ts';
import type { LabId } from '../../../../src/core/labs/lab-registry.ts';
import { LAB_IDS, loadLabRun } from '../../../../src/core/labs/lab-registry.ts';
import { createLessonToolKit } from '../../../../src/core/tools/lesson-tools.ts';
import type { ToolKit } from '../../../../src/core/tools/tool-kit-types.ts';
import { loadOrders } from '../labs/lab-fixture.ts';

type Call = [name: string, args: Record<string, unknown>];

const LESSON_CALLS: Call[] = [
  ['precio', { ticker: 'BUSI', fecha: '2024-03-15' }],
  ['precio', { ticker: 'BUSI', fecha: '2024-03-16' }],
  ['variacion', { ticker: 'BUSI', desde: '2024-03-01', hasta: '2024-03-15' }],
  ['buscar_noticias', { ticker: 'BUSI', desde: '2024-03-01', hasta: '2024-03-31' }],
  ['buscar_noticias', { ticker: 'BUSI', desde: '2030-01-01', hasta: '2030-01-02' }],
  ['calculadora', { expresion: '(26.19 - 25) / 25 * 100' }],
];

const LAB_CALLS: Record<LabId, Call[]> = {
  asistente: [
    ['calculator', { expression: '2 ** 10 / 3' }],
    ['get_datetime', {}],
    ['get_datetime', { timezone: 'Europe/Madrid' }],
    ['wikipedia_search', { title: 'Python (programming language)' }],
  ],
  tienda: [
    ['list_products', {}],
    ['get_product', { name: 'Monitor Stand' }],
  ],
  analista: [
    ['list_columns', {}],
    ['filter_rows', { condiciones: [{ columna: 'region', operador: '==', valor: 'Centro' }], limite: 3 }],
    ['filter_rows', { condiciones: [{ columna: 'importe', operador: '>', valor: 1e12 }], columnas: ['pedido'] }],
    ['aggregate', { operacion: 'sum', columna: 'importe' }],
    ['aggregate', { operacion: 'count' }],
    ['aggregate', { operacion: 'max', columna: 'fecha', agrupar_por: 'region' }],
    ['aggregate', { operacion: 'mean', columna: 'importe', condiciones: [{ columna: 'importe', operador: '<', valor: 0 }] }],
  ],
  hogar: [
    ['get_home_state', {}],
    ['set_light', { cuarto: 'Cocina', encendida: false }],
    ['set_light', { cuarto: 'baño', encendida: false }],
  ],
  viajes: [
    ['costo_diario', { ciudad: 'paris' }],
    ['tipo_de_cambio', { de: 'usd', a: 'MXN' }],
    ['calculadora', { expresion: '190 * 5' }],
  ],
};

/** Runs each call on the kit; every result must parse strictly with its tool's output schema. */
async function checkCalls(kit: ToolKit, calls: readonly Call[]): Promise<void> {
  for (const [name, args] of calls) {
    const tool = kit.tools.find((t) => t.name === name);
    const { output } = await kit.executeDetailedAsync(name, args);
    if (!('resultado' in output)) throw new Error(`${name}: ${output.error}`);
    expect(tool?.output, `${name} declares its output`).toBeDefined();
    const parsed = tool?.output?.safeParse(output.resultado);
    expect(parsed?.error, `${name} ${JSON.stringify(args)}`).toBeUndefined();
    expect(parsed?.data, name).toEqual(output.resultado);
  }
  // A tool added to a kit needs a case here.
  expect(kit.tools.map((t) => t.name).filter((n) => !calls.some(([called]) => called === n))).toEqual([]);
}

describe('tool output schemas', () => {
  it('accept what the lesson’s tools return', async () => {
    await checkCalls(createLessonToolKit(await loadMarketData(nodeDataSource())), LESSON_CALLS);
  });

  it('accept what every lab’s tools return', async () => {
    const table = await loadOrders();
    for (const lab of LAB_IDS) await checkCalls((await loadLabRun(lab))({ table }).kit, LAB_CALLS[lab]);
  });

  it('accept a column with missing values, and refuse a value of the wrong shape', async () => {
    const kit = createAnalistaKit({
      source: 'test',
      rowCount: 3,
      columns: [
        { name: 'nota', type: 'string', values: ['a', null, 'b'] },
        { name: 'n', type: 'number', values: [1, null, 3] },
      ],
    }).kit;
    await checkCalls(kit, [
      ['list_columns', {}],
      ['filter_rows', { condiciones: [{ columna: 'n', operador: '>=', valor: 1 }] }],
      ['aggregate', { operacion: 'min', columna: 'n', agrupar_por: 'nota' }],
    ]);
    const summary = await kit.executeAsync('list_columns', {});
    expect(summary).toMatchObject({ resultado: { columnas: [{ nombre: 'nota', vacias: 1 }, { nombre: 'n', vacias: 1 }] } });
    const listColumns = kit.tools.find((t) => t.name === 'list_columns');
    expect(listColumns?.output?.safeParse({ filas: 3, columnas: [], extra: 1 }).success).toBe(false);
    expect(listColumns?.output?.safeParse({ filas: 3 }).success).toBe(false);
  });
});
