// The analyst's three tools on a small table whose answers can be checked by eye: every result shape, every
// refusal with its exact message, and the table swap that keeps the old table when a file fails.
import { describe, expect, it } from 'vitest';
import { createAnalistaKit } from '../../../../../src/core/labs/analista/analista-kit.ts';
import { csvTable } from '../../../../../src/core/labs/analista/csv-table.ts';
import type { Table } from '../../../../../src/core/labs/analista/table.ts';

const CSV = [
  'pedido,fecha,region,producto,unidades,importe,nota',
  'P-1,2024-01-05,Norte,Cuaderno,10,450,',
  'P-2,2024-01-20,Sur,Silla,2,5798,urgente',
  'P-3,2024-02-03,Norte,Silla,1,2899,',
  'P-4,2024-02-10,Centro,Foco LED,12,1908.5,',
  'P-5,2024-03-01,Sur,Cuaderno,,0.1,Regalo urgente',
  'P-6,2024-03-15,Norte,Foco LED,4,0.2,',
].join('\n');

function small(): Table {
  const result = csvTable('pedidos.csv', new TextEncoder().encode(CSV));
  if (!result.ok) throw new Error(result.error.en);
  return result.table;
}

const analista = () => createAnalistaKit(small());
const run = (name: string, args: unknown) => analista().kit.execute(name, args);
const cond = (columna: string, operador: string, valor: unknown) => ({ columna, operador, valor });
const COLUMNS = 'pedido, fecha, region, producto, unidades, importe, nota';

describe('the kit', () => {
  it('offers list_columns, filter_rows and aggregate, and refuses other names', () => {
    const { kit } = analista();
    expect(kit.tools.map((t) => t.name)).toEqual(['list_columns', 'filter_rows', 'aggregate']);
    expect(kit.executeDetailed('describe_table', {})).toEqual({
      output: { error: 'herramienta desconocida: describe_table' },
      label: 'wrong_func_name',
    });
  });

  it('shows the model Spanish descriptions and pydantic-shaped schemas', () => {
    const { kit } = analista();
    expect(kit.tools.map((t) => t.description)).toEqual([
      'Lista las columnas de la tabla: nombre, tipo (texto, número o fecha), valores de ejemplo (o todos, si son pocos) ' +
        'y mínimo y máximo de números y fechas; dice también cuántas filas tiene. Úsala primero para conocer el esquema.',
      'Devuelve las filas que cumplen todas las condiciones (como mucho 20) y cuántas filas coinciden en total. ' +
        'Operadores: ==, !=, >, >=, <, <= (números y fechas AAAA-MM-DD), contains (texto, sin distinguir mayúsculas) ' +
        'e in (lista de valores).',
      'Calcula count, sum, mean, min o max de una columna sobre las filas que cumplen las condiciones (todas si no hay ' +
        'ninguna), opcionalmente por grupos de otra columna (del mayor al menor, 50 como mucho). ' +
        'count sin columna cuenta filas. Sumas y medias se redondean a 2 decimales.',
    ]);
    expect(kit.jsonSchema('list_columns')).toEqual({ properties: {}, title: 'ArgsListColumns', type: 'object' });
    const aggregate = kit.jsonSchema('aggregate');
    expect(aggregate.required).toEqual(['operacion']);
    expect(Object.keys(aggregate.properties as object)).toEqual(['operacion', 'columna', 'agrupar_por', 'condiciones']);
    expect(kit.jsonSchema('filter_rows').$defs).toEqual({
      Condicion: {
        properties: {
          columna: { title: 'Columna', type: 'string' },
          operador: { enum: ['==', '!=', '>', '>=', '<', '<=', 'contains', 'in'], title: 'Operador', type: 'string' },
          valor: {
            anyOf: [{ type: 'string' }, { type: 'number' }, { items: { type: ['string', 'number'] }, type: 'array' }],
            description: "Un número, un texto o una fecha AAAA-MM-DD; una lista de ellos con 'in'",
            title: 'Valor',
          },
        },
        required: ['columna', 'operador', 'valor'],
        title: 'Condicion',
        type: 'object',
      },
    });
  });
});

describe('list_columns', () => {
  it('gives the row count and, per column, its type, examples or all values, range and empty cells', () => {
    expect(run('list_columns', {})).toEqual({
      resultado: {
        filas: 6,
        columnas: [
          { nombre: 'pedido', tipo: 'texto', distintos: 6, valores: ['P-1', 'P-2', 'P-3', 'P-4', 'P-5', 'P-6'] },
          { nombre: 'fecha', tipo: 'fecha', min: '2024-01-05', max: '2024-03-15', ejemplos: ['2024-01-05', '2024-01-20', '2024-02-03'] },
          { nombre: 'region', tipo: 'texto', distintos: 3, valores: ['Centro', 'Norte', 'Sur'] },
          { nombre: 'producto', tipo: 'texto', distintos: 3, valores: ['Cuaderno', 'Foco LED', 'Silla'] },
          { nombre: 'unidades', tipo: 'número', vacias: 1, min: 1, max: 12, ejemplos: [10, 2, 1] },
          { nombre: 'importe', tipo: 'número', min: 0.1, max: 5798, ejemplos: [450, 5798, 2899] },
          { nombre: 'nota', tipo: 'texto', vacias: 4, distintos: 2, valores: ['Regalo urgente', 'urgente'] },
        ],
      },
    });
  });

  it('lists examples instead of all values when a text column has more than 8 distinct values', () => {
    const rows = Array.from({ length: 9 }, (_, i) => `c${i}`).join('\n');
    const result = csvTable('c.csv', new TextEncoder().encode(`cliente\n${rows}\n`));
    if (!result.ok) throw new Error(result.error.en);
    expect(createAnalistaKit(result.table).kit.execute('list_columns', {})).toEqual({
      resultado: { filas: 9, columnas: [{ nombre: 'cliente', tipo: 'texto', distintos: 9, ejemplos: ['c0', 'c1', 'c2'] }] },
    });
  });

  it('refuses arguments it does not declare', () => {
    expect(run('list_columns', { tabla: 'pedidos' })).toEqual({ error: 'argumentos no válidos: tabla: Extra inputs are not permitted' });
  });
});

describe('filter_rows', () => {
  const pedidos = (args: unknown) => {
    const out = run('filter_rows', { columnas: ['pedido'], ...(args as object) });
    if (!('resultado' in out)) throw new Error(out.error);
    const r = out.resultado as { filas_coincidentes: number; filas: { pedido: string }[] };
    return [r.filas_coincidentes, r.filas.map((f) => f.pedido).join(' ')];
  };

  it('returns the matching rows, all columns by default, with how many matched and how many are shown', () => {
    expect(run('filter_rows', { condiciones: [cond('producto', '==', 'Silla')] })).toEqual({
      resultado: {
        filas_coincidentes: 2,
        filas_mostradas: 2,
        filas: [
          { pedido: 'P-2', fecha: '2024-01-20', region: 'Sur', producto: 'Silla', unidades: 2, importe: 5798, nota: 'urgente' },
          { pedido: 'P-3', fecha: '2024-02-03', region: 'Norte', producto: 'Silla', unidades: 1, importe: 2899, nota: null },
        ],
      },
    });
  });

  it('bounds the rows returned by limite (default 10, at most 20) but counts all matches', () => {
    expect(run('filter_rows', { condiciones: [cond('region', '!=', 'Centro')], limite: 2, columnas: ['pedido', 'importe'] })).toEqual({
      resultado: { filas_coincidentes: 5, filas_mostradas: 2, filas: [{ pedido: 'P-1', importe: 450 }, { pedido: 'P-2', importe: 5798 }] },
    });
    expect(run('filter_rows', { condiciones: [cond('region', '==', 'Norte')], limite: 21 })).toEqual({
      error: 'argumentos no válidos: limite: Input should be less than or equal to 20',
    });
    expect(run('filter_rows', { condiciones: [cond('region', '==', 'Norte')], limite: 0 })).toEqual({
      error: 'argumentos no válidos: limite: Input should be greater than or equal to 1',
    });
  });

  it('applies every operator, with all conditions at once', () => {
    expect(pedidos({ condiciones: [cond('importe', '>', 2899)] })).toEqual([1, 'P-2']);
    expect(pedidos({ condiciones: [cond('importe', '>=', 2899)] })).toEqual([2, 'P-2 P-3']);
    expect(pedidos({ condiciones: [cond('unidades', '<', 4)] })).toEqual([2, 'P-2 P-3']);
    expect(pedidos({ condiciones: [cond('unidades', '<=', 4)] })).toEqual([3, 'P-2 P-3 P-6']);
    expect(pedidos({ condiciones: [cond('fecha', '>=', '2024-02-01'), cond('fecha', '<=', '2024-02-29')] })).toEqual([2, 'P-3 P-4']);
    expect(pedidos({ condiciones: [cond('fecha', '==', '2024-03-01')] })).toEqual([1, 'P-5']);
    expect(pedidos({ condiciones: [cond('nota', 'contains', 'URGENTE')] })).toEqual([2, 'P-2 P-5']);
    expect(pedidos({ condiciones: [cond('nota', 'contains', 'regalo')] })).toEqual([1, 'P-5']);
    expect(pedidos({ condiciones: [cond('region', 'in', ['Sur', 'Centro'])] })).toEqual([3, 'P-2 P-4 P-5']);
    expect(pedidos({ condiciones: [cond('unidades', 'in', [1, 12])] })).toEqual([2, 'P-3 P-4']);
    expect(pedidos({ condiciones: [cond('region', '==', 'Norte'), cond('producto', '!=', 'Silla')] })).toEqual([2, 'P-1 P-6']);
    expect(pedidos({ condiciones: [cond('region', '==', 'norte')] })).toEqual([0, '']);
  });

  it('never matches a missing value, whatever the operator', () => {
    expect(pedidos({ condiciones: [cond('unidades', '!=', 3)] })).toEqual([5, 'P-1 P-2 P-3 P-4 P-6']);
    expect(pedidos({ condiciones: [cond('nota', '!=', 'urgente')] })).toEqual([1, 'P-5']);
  });

  it('names an unknown column and lists the real ones (in conditions and in columnas)', () => {
    const error = { error: `la columna 'regio' no existe; columnas: ${COLUMNS}` };
    expect(run('filter_rows', { condiciones: [cond('regio', '==', 'Norte')] })).toEqual(error);
    expect(run('filter_rows', { condiciones: [cond('region', '==', 'Norte')], columnas: ['pedido', 'regio'] })).toEqual(error);
  });

  it('refuses an operator outside the set, listing the set', () => {
    expect(run('filter_rows', { condiciones: [cond('region', 'like', 'N%')] })).toEqual({
      error: "argumentos no válidos: condiciones: Input should be '==', '!=', '>', '>=', '<', '<=', 'contains' or 'in'",
    });
  });

  it("refuses an operator that does not fit the column's type, listing the valid ones", () => {
    expect(run('filter_rows', { condiciones: [cond('region', '>', 'M')] })).toEqual({
      error: "el operador '>' no se aplica a la columna de texto 'region'; operadores válidos: ==, !=, contains, in",
    });
    expect(run('filter_rows', { condiciones: [cond('importe', 'contains', 45)] })).toEqual({
      error: "el operador 'contains' no se aplica a la columna numérica 'importe'; operadores válidos: ==, !=, >, >=, <, <=, in",
    });
    expect(run('filter_rows', { condiciones: [cond('fecha', 'contains', '2024-01')] })).toEqual({
      error: "el operador 'contains' no se aplica a la columna de fechas 'fecha'; operadores válidos: ==, !=, >, >=, <, <=, in",
    });
  });

  it("refuses a value of the wrong type for the column", () => {
    expect(run('filter_rows', { condiciones: [cond('unidades', '>', '3')] })).toEqual({
      error: "la columna 'unidades' es numérica: el valor '3' no es un número",
    });
    expect(run('filter_rows', { condiciones: [cond('fecha', '>=', '01/02/2024')] })).toEqual({
      error: "la columna 'fecha' es de fechas: el valor '01/02/2024' no es una fecha AAAA-MM-DD",
    });
    expect(run('filter_rows', { condiciones: [cond('fecha', '>=', '2024-02-30')] })).toEqual({
      error: "la columna 'fecha' es de fechas: el valor '2024-02-30' no es una fecha AAAA-MM-DD",
    });
    expect(run('filter_rows', { condiciones: [cond('region', '==', 5)] })).toEqual({
      error: "la columna 'region' es de texto: el valor 5 no es un texto",
    });
    expect(run('filter_rows', { condiciones: [cond('region', 'in', ['Sur', 1])] })).toEqual({
      error: "la columna 'region' es de texto: el valor 1 no es un texto",
    });
    expect(run('filter_rows', { condiciones: [cond('region', '==', true)] })).toEqual({
      error: 'argumentos no válidos: condiciones: Input should be a valid string, number or list',
    });
  });

  it("wants a list with 'in' and a single value with the others", () => {
    expect(run('filter_rows', { condiciones: [cond('region', 'in', 'Sur')] })).toEqual({
      error: "el operador 'in' necesita una lista de valores, no 'Sur'",
    });
    expect(run('filter_rows', { condiciones: [cond('region', 'in', [])] })).toEqual({
      error: "el operador 'in' necesita al menos un valor en la lista",
    });
    expect(run('filter_rows', { condiciones: [cond('region', '==', ['Sur', 'Norte'])] })).toEqual({
      error: "el operador '==' necesita un solo valor, no una lista (para varios valores usa 'in')",
    });
  });

  it('needs at least one condition', () => {
    expect(run('filter_rows', { condiciones: [] })).toEqual({
      error: 'argumentos no válidos: condiciones: List should have at least 1 item after validation, not 0',
    });
    expect(run('filter_rows', {})).toEqual({ error: 'argumentos no válidos: condiciones: Field required' });
  });
});

describe('aggregate', () => {
  it('counts rows, or the non-empty cells of a column', () => {
    expect(run('aggregate', { operacion: 'count' })).toEqual({
      resultado: { operacion: 'count', columna: null, filas_consideradas: 6, valor: 6 },
    });
    expect(run('aggregate', { operacion: 'count', columna: 'unidades' })).toEqual({
      resultado: { operacion: 'count', columna: 'unidades', filas_consideradas: 6, valor: 5 },
    });
    expect(run('aggregate', { operacion: 'count', columna: 'region', condiciones: [cond('producto', '==', 'Silla')] })).toEqual({
      resultado: { operacion: 'count', columna: 'region', filas_consideradas: 2, valor: 2 },
    });
  });

  it('sums and averages rounded to 2 decimals, skipping empty cells', () => {
    const sum = run('aggregate', { operacion: 'sum', columna: 'importe', condiciones: [cond('importe', '<', 1)] });
    // 0.1 + 0.2 is 0.30000000000000004 in binary floating point.
    expect(sum).toEqual({ resultado: { operacion: 'sum', columna: 'importe', filas_consideradas: 2, valor: 0.3 } });
    expect(run('aggregate', { operacion: 'mean', columna: 'unidades' })).toEqual({
      resultado: { operacion: 'mean', columna: 'unidades', filas_consideradas: 6, valor: 5.8 },
    });
    expect(run('aggregate', { operacion: 'mean', columna: 'importe' })).toEqual({
      resultado: { operacion: 'mean', columna: 'importe', filas_consideradas: 6, valor: 1842.63 },
    });
  });

  it('takes the min and max of numbers and dates', () => {
    expect(run('aggregate', { operacion: 'max', columna: 'importe' })).toEqual({
      resultado: { operacion: 'max', columna: 'importe', filas_consideradas: 6, valor: 5798 },
    });
    expect(run('aggregate', { operacion: 'min', columna: 'fecha', condiciones: [cond('region', '==', 'Sur')] })).toEqual({
      resultado: { operacion: 'min', columna: 'fecha', filas_consideradas: 2, valor: '2024-01-20' },
    });
  });

  it('gives null for the mean, min and max of no rows, and 0 for their sum and count', () => {
    const none = [cond('region', '==', 'Oeste')];
    const valor = (operacion: string) => {
      const out = run('aggregate', { operacion, columna: 'importe', condiciones: none });
      return 'resultado' in out ? (out.resultado as { valor: unknown }).valor : out.error;
    };
    expect(['count', 'sum', 'mean', 'min', 'max'].map(valor)).toEqual([0, 0, null, null, null]);
  });

  it('groups by a column, largest value first, ties by group name, empty groups last', () => {
    expect(run('aggregate', { operacion: 'sum', columna: 'unidades', agrupar_por: 'producto' })).toEqual({
      resultado: {
        operacion: 'sum',
        columna: 'unidades',
        filas_consideradas: 6,
        agrupar_por: 'producto',
        grupos_totales: 3,
        grupos: [
          { grupo: 'Foco LED', valor: 16, filas: 2 },
          { grupo: 'Cuaderno', valor: 10, filas: 2 },
          { grupo: 'Silla', valor: 3, filas: 2 },
        ],
      },
    });
    expect(run('aggregate', { operacion: 'count', agrupar_por: 'nota' })).toEqual({
      resultado: {
        operacion: 'count',
        columna: null,
        filas_consideradas: 6,
        agrupar_por: 'nota',
        grupos_totales: 3,
        grupos: [
          { grupo: null, valor: 4, filas: 4 },
          { grupo: 'Regalo urgente', valor: 1, filas: 1 },
          { grupo: 'urgente', valor: 1, filas: 1 },
        ],
      },
    });
    expect(run('aggregate', { operacion: 'max', columna: 'unidades', agrupar_por: 'region', condiciones: [cond('region', '!=', 'Centro')] })).toEqual({
      resultado: {
        operacion: 'max',
        columna: 'unidades',
        filas_consideradas: 5,
        agrupar_por: 'region',
        grupos_totales: 2,
        grupos: [
          { grupo: 'Norte', valor: 10, filas: 3 },
          { grupo: 'Sur', valor: 2, filas: 2 },
        ],
      },
    });
  });

  it('returns at most 50 groups and says how many there are', () => {
    const rows = Array.from({ length: 60 }, (_, i) => `c${String(i).padStart(2, '0')},${i}`).join('\n');
    const result = csvTable('c.csv', new TextEncoder().encode(`cliente,n\n${rows}\n`));
    if (!result.ok) throw new Error(result.error.en);
    const out = createAnalistaKit(result.table).kit.execute('aggregate', { operacion: 'sum', columna: 'n', agrupar_por: 'cliente' });
    const r = (out as { resultado: { grupos_totales: number; grupos: { grupo: string }[] } }).resultado;
    expect(r.grupos_totales).toBe(60);
    expect(r.grupos).toHaveLength(50);
    expect([r.grupos[0]?.grupo, r.grupos[49]?.grupo]).toEqual(['c59', 'c10']);
  });

  it('needs a column for sum, mean, min and max, and one of the right type', () => {
    expect(run('aggregate', { operacion: 'sum' })).toEqual({
      error: "la operación 'sum' necesita una columna; columnas numéricas: unidades, importe",
    });
    expect(run('aggregate', { operacion: 'mean', columna: 'region' })).toEqual({
      error: "la operación 'mean' no se aplica a la columna de texto 'region'; columnas numéricas: unidades, importe",
    });
    expect(run('aggregate', { operacion: 'sum', columna: 'fecha' })).toEqual({
      error: "la operación 'sum' no se aplica a la columna de fechas 'fecha'; columnas numéricas: unidades, importe",
    });
    expect(run('aggregate', { operacion: 'max', columna: 'producto' })).toEqual({
      error: "la operación 'max' no se aplica a la columna de texto 'producto'; columnas numéricas o de fechas: fecha, unidades, importe",
    });
    expect(run('aggregate', { operacion: 'min' })).toEqual({
      error: "la operación 'min' necesita una columna; columnas numéricas o de fechas: fecha, unidades, importe",
    });
  });

  it('names unknown columns, operations and conditions', () => {
    expect(run('aggregate', { operacion: 'sum', columna: 'total' })).toEqual({ error: `la columna 'total' no existe; columnas: ${COLUMNS}` });
    expect(run('aggregate', { operacion: 'count', agrupar_por: 'zona' })).toEqual({ error: `la columna 'zona' no existe; columnas: ${COLUMNS}` });
    expect(run('aggregate', { operacion: 'median', columna: 'importe' })).toEqual({
      error: "argumentos no válidos: operacion: Input should be 'count', 'sum', 'mean', 'min' or 'max'",
    });
    expect(run('aggregate', { operacion: 'sum', columna: 'importe', condiciones: [cond('importe', '>', 'mucho')] })).toEqual({
      error: "la columna 'importe' es numérica: el valor 'mucho' no es un número",
    });
  });

  it('refuses an invented argument instead of ignoring it (an ignored filter would give a wrong total)', () => {
    expect(analista().kit.executeDetailed('aggregate', { operacion: 'sum', columna: 'importe', filtro: { region: 'Sur' } })).toEqual({
      output: { error: 'argumentos no válidos: filtro: Extra inputs are not permitted' },
      label: 'unexpected_param',
    });
  });

  it('says when a text column has no numeric columns to offer', () => {
    const result = csvTable('t.csv', new TextEncoder().encode('a\nx\n'));
    if (!result.ok) throw new Error(result.error.en);
    expect(createAnalistaKit(result.table).kit.execute('aggregate', { operacion: 'sum', columna: 'a' })).toEqual({
      error: "la operación 'sum' no se aplica a la columna de texto 'a'; columnas numéricas: ninguna",
    });
  });
});

describe('loading another table', () => {
  it('switches the tools to a file that loads, and keeps the current table when one does not', async () => {
    const a = analista();
    const before = a.table();
    const bad = await a.load('roto.csv', new TextEncoder().encode('x,y\n1,2\n3\n'));
    expect(bad).toEqual({ ok: false, error: { en: 'Line 3 has 1 field; the header has 2.', es: 'La línea 3 tiene 1 campo; el encabezado tiene 2.' } });
    expect(a.table()).toBe(before);
    expect(a.kit.execute('aggregate', { operacion: 'count' })).toEqual({
      resultado: { operacion: 'count', columna: null, filas_consideradas: 6, valor: 6 },
    });
    const good = await a.load('otro.csv', new TextEncoder().encode('x,y\n1,2\n3,4\n'));
    expect(good.ok).toBe(true);
    expect(a.table().source).toBe('otro.csv');
    expect(a.kit.execute('aggregate', { operacion: 'sum', columna: 'y' })).toEqual({
      resultado: { operacion: 'sum', columna: 'y', filas_consideradas: 2, valor: 6 },
    });
  });

  it('gives each kit its own table', async () => {
    const one = analista();
    const two = analista();
    await one.load('otro.csv', new TextEncoder().encode('x\n1\n'));
    expect(one.table().source).toBe('otro.csv');
    expect(two.table().source).toBe('pedidos.csv');
  });
});
