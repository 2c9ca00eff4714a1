// Loading a file the student picks: the orders file, Parquet files of other shapes, and the ones that cannot
// be read (truncated, random bytes, no rows), each with a message; CSV or Parquet chosen by the bytes.
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { parquetWriteBuffer } from 'hyparquet-writer';
import { describe, expect, it } from 'vitest';
import { loadTable } from '../../../../../src/core/labs/analista/load-table.ts';
import type { TableResult } from '../../../../../src/core/labs/analista/table.ts';
import { seededRandom } from '../../../../../src/core/random/seeded-random.ts';

const ORDERS = readFileSync(fileURLToPath(new URL('../../../../../public/data/pedidos_trimestre.parquet', import.meta.url)));

const errorOf = (result: TableResult) => (result.ok ? undefined : result.error);

/** Every plain type, with nulls, as pandas or DuckDB might write them. */
function mixedParquet(): ArrayBuffer {
  return parquetWriteBuffer({
    schema: [
      { name: 'root', num_children: 8 },
      { name: 'n', type: 'INT32', repetition_type: 'OPTIONAL' },
      { name: 'grande', type: 'INT64', repetition_type: 'OPTIONAL' },
      { name: 'texto', type: 'BYTE_ARRAY', converted_type: 'UTF8', repetition_type: 'OPTIONAL' },
      { name: 'activo', type: 'BOOLEAN', repetition_type: 'OPTIONAL' },
      { name: 'dia', type: 'INT32', converted_type: 'DATE', repetition_type: 'OPTIONAL' },
      { name: 'hora', type: 'INT64', converted_type: 'TIMESTAMP_MILLIS', repetition_type: 'OPTIONAL' },
      { name: 'medianoche', type: 'INT64', converted_type: 'TIMESTAMP_MILLIS', repetition_type: 'OPTIONAL' },
      { name: 'x', type: 'DOUBLE', repetition_type: 'OPTIONAL' },
    ],
    columnData: [
      { name: 'n', data: [1, null, 3] },
      { name: 'grande', data: [1n, 9007199254740993n, null] },
      { name: 'texto', data: ['a', null, 'ñ'] },
      { name: 'activo', data: [true, false, null] },
      { name: 'dia', data: [19723, null, 19725] },
      { name: 'hora', data: [1704103200000n, 1704153600000n, null] },
      { name: 'medianoche', data: [1704067200000n, 1704153600000n, null] },
      { name: 'x', data: [1.5, NaN, null] },
    ],
  });
}

describe('loadTable: Parquet', () => {
  it('reads the generated orders with their types', async () => {
    const result = await loadTable('pedidos_trimestre.parquet', ORDERS);
    if (!result.ok) throw new Error(result.error.en);
    expect(result.notes).toEqual([]);
    expect(result.table.rowCount).toBe(2636);
    expect(result.table.columns.map((c) => `${c.name}:${c.type}`)).toEqual([
      'pedido:string',
      'fecha:date',
      'cliente:string',
      'region:string',
      'producto:string',
      'categoria:string',
      'unidades:number',
      'precio_unitario:number',
      'importe:number',
      'estado:string',
    ]);
    const fecha = result.table.columns[1]?.values;
    expect([fecha?.[0], fecha?.at(-1)]).toEqual(['2024-01-01', '2024-03-31']);
  });

  it('reads any flat schema: nulls as missing values, dates and midnight timestamps as dates, booleans as text', async () => {
    const result = await loadTable('mixto.parquet', mixedParquet());
    if (!result.ok) throw new Error(result.error.en);
    expect(result.table.columns.map((c) => [c.name, c.type, c.values])).toEqual([
      ['n', 'number', [1, null, 3]],
      ['grande', 'number', [1, 9007199254740992, null]],
      ['texto', 'string', ['a', null, 'ñ']],
      ['activo', 'string', ['true', 'false', null]],
      ['dia', 'date', ['2024-01-01', null, '2024-01-03']],
      ['hora', 'string', ['2024-01-01T10:00:00.000Z', '2024-01-02T00:00:00.000Z', null]],
      ['medianoche', 'date', ['2024-01-01', '2024-01-02', null]],
      ['x', 'number', [1.5, null, null]],
    ]);
  });

  it('leaves out list and JSON columns with a note, and reads the rest', async () => {
    const file = parquetWriteBuffer({
      schema: [
        { name: 'root', num_children: 3 },
        { name: 'n', type: 'INT32', repetition_type: 'REQUIRED' },
        { name: 'etiquetas', repetition_type: 'OPTIONAL', converted_type: 'LIST', num_children: 1 },
        { name: 'list', repetition_type: 'REPEATED', num_children: 1 },
        { name: 'element', type: 'BYTE_ARRAY', converted_type: 'UTF8', repetition_type: 'OPTIONAL' },
        { name: 'extra', type: 'BYTE_ARRAY', converted_type: 'JSON', repetition_type: 'OPTIONAL' },
      ],
      columnData: [
        { name: 'n', data: [1, 2] },
        { name: 'etiquetas', data: [['a', 'b'], ['c']] },
        { name: 'extra', data: [{ a: 1 }, null] },
      ],
    });
    const result = await loadTable('listas.parquet', file);
    if (!result.ok) throw new Error(result.error.en);
    expect(result.table.columns.map((c) => c.name)).toEqual(['n']);
    expect(result.notes).toEqual([
      {
        en: 'listas.parquet: left out columns "etiquetas", "extra" (nested, lists or values without a plain reading).',
        es: 'listas.parquet: se omitieron las columnas "etiquetas", "extra" (anidadas, listas o valores sin lectura simple).',
      },
    ]);
  });

  it('refuses a file with no rows, or with no column it can read', async () => {
    const empty = parquetWriteBuffer({ columnData: [{ name: 'n', data: [], type: 'INT32' }] });
    expect(errorOf(await loadTable('vacio.parquet', empty))).toEqual({ en: 'vacio.parquet has no rows.', es: 'vacio.parquet no tiene filas.' });
    const onlyJson = parquetWriteBuffer({ columnData: [{ name: 'j', data: [{ a: 1 }], type: 'JSON' }] });
    expect(errorOf(await loadTable('json.parquet', onlyJson))).toEqual({
      en: 'json.parquet has no column the analyst can read.',
      es: 'json.parquet no tiene ninguna columna que el analista pueda leer.',
    });
  });

  it('refuses truncated files and random bytes named .parquet', async () => {
    const broken = {
      en: 'pedidos.parquet is not a readable Parquet file (truncated or corrupt).',
      es: 'pedidos.parquet no es un archivo Parquet legible (truncado o dañado).',
    };
    for (const cut of [4, 100, ORDERS.length / 2, ORDERS.length - 1]) {
      expect(errorOf(await loadTable('pedidos.parquet', ORDERS.subarray(0, cut))), `cut at ${cut}`).toEqual(broken);
    }
    const random = seededRandom(11, 'parquet-garbage');
    const garbage = Uint8Array.from({ length: 2048 }, () => random.int(0, 255));
    expect(errorOf(await loadTable('pedidos.parquet', garbage))).toEqual(broken);
  });

  it('reports corrupt column data in an intact footer as corrupt data', async () => {
    const bytes = new Uint8Array(ORDERS);
    // Overwrite the first column chunk's pages, keeping the magic and the footer.
    bytes.fill(0xff, 4, 2000);
    const result = await loadTable('pedidos.parquet', bytes);
    expect(result.ok).toBe(false);
    expect(errorOf(result)?.en).toMatch(/^pedidos\.parquet: corrupt data \(.+\)\.$/);
    expect(errorOf(result)?.es).toMatch(/^pedidos\.parquet: datos dañados \(.+\)\.$/);
  });
});

describe('loadTable: never throws', () => {
  it('turns an exception of the Parquet reader into an error (a footer whose schema announces a missing column)', async () => {
    const bytes = new Uint8Array(parquetWriteBuffer({ columnData: [{ name: 'n', data: [1, 2], type: 'INT32' }] }));
    // The root schema element is "root" followed by num_children (thrift compact: field header 0x15, zigzag 2 = 1).
    const at = Buffer.from(bytes).indexOf(Buffer.from([...Buffer.from('root'), 0x15, 0x02]));
    expect(at).toBeGreaterThan(0);
    bytes[at + 5] = 0x04;
    expect(errorOf(await loadTable('raro.parquet', bytes))).toEqual({
      en: "raro.parquet could not be read (Cannot read properties of undefined (reading 'name')).",
      es: "No se pudo leer raro.parquet (Cannot read properties of undefined (reading 'name')).",
    });
  });
});

describe('loadTable: choosing the reader', () => {
  it('reads Parquet by its magic bytes whatever the name, and CSV otherwise', async () => {
    const asCsvName = await loadTable('pedidos.csv', ORDERS);
    expect(asCsvName.ok && asCsvName.table.rowCount).toBe(2636);
    const csv = await loadTable('datos.txt', new TextEncoder().encode('a\n1\n'));
    expect(csv.ok && csv.table.columns).toEqual([{ name: 'a', type: 'number', values: [1] }]);
  });

  it('accepts an ArrayBuffer or a view into a larger buffer', async () => {
    const padded = new Uint8Array(ORDERS.length + 16);
    padded.set(ORDERS, 8);
    const view = await loadTable('p.parquet', padded.subarray(8, 8 + ORDERS.length));
    expect(view.ok && view.table.rowCount).toBe(2636);
    const buffer = await loadTable('p.parquet', mixedParquet());
    expect(buffer.ok && buffer.table.rowCount).toBe(3);
  });
});
