// The CSV analyst's quarter of orders: the same bytes on every run, current with the committed file, written
// by `npm run data`, and shaped as docs/data.md says.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parquetMetadata, parquetReadObjects } from 'hyparquet';
import { beforeAll, describe, expect, it } from 'vitest';
import { CUSTOMER_COUNT, PRODUCTS, REGIONS } from '../../../../scripts/orders/catalog.ts';
import { ORDERS_FILE, writeOrdersFile } from '../../../../scripts/orders/orders-parquet.ts';
import { generateOrders, type OrderRow } from '../../../../scripts/orders/orders.ts';
import { pythonRound } from '../../../../src/core/tools/python-round.ts';

const root = fileURLToPath(new URL('../../../..', import.meta.url));

let bytes: Uint8Array;
let rows: (Omit<OrderRow, 'fecha'> & { fecha: Date })[];

const arrayBuffer = (b: Uint8Array) => b.buffer.slice(b.byteOffset, b.byteOffset + b.byteLength) as ArrayBuffer;

beforeAll(async () => {
  // Once through `npm run data <dir>`, twice in-process: all three must give the same bytes.
  const cliDir = mkdtempSync(join(tmpdir(), 'orders-cli-'));
  execFileSync(process.execPath, ['--import', 'tsx', 'scripts/generate-data.ts', cliDir], { cwd: root });
  bytes = readFileSync(join(cliDir, ORDERS_FILE));
  for (const run of ['first', 'second']) {
    const dir = mkdtempSync(join(tmpdir(), `orders-${run}-`));
    const written = writeOrdersFile(dir);
    expect(written.name).toBe(ORDERS_FILE);
    expect(Buffer.compare(readFileSync(join(dir, ORDERS_FILE)), bytes), `${run} in-process run differs`).toBe(0);
  }
  rows = (await parquetReadObjects({ file: arrayBuffer(bytes) })) as typeof rows;
}, 60_000);

describe('the orders file', () => {
  it('is the committed public/data file (regenerate with `npm run data`)', () => {
    const committed = readFileSync(join(root, 'public/data', ORDERS_FILE));
    expect(Buffer.compare(committed, bytes), `${ORDERS_FILE} is stale`).toBe(0);
  });

  it('declares the documented Parquet types, no nulls', () => {
    const metadata = parquetMetadata(arrayBuffer(bytes));
    const string = ['BYTE_ARRAY', 'UTF8', { type: 'STRING' }, 'REQUIRED'];
    expect(Object.fromEntries(metadata.schema.slice(1).map((e) => [e.name, [e.type, e.converted_type, e.logical_type, e.repetition_type]]))).toEqual({
      pedido: string,
      fecha: ['INT32', 'DATE', { type: 'DATE' }, 'REQUIRED'],
      cliente: string,
      region: string,
      producto: string,
      categoria: string,
      unidades: ['INT32', undefined, undefined, 'REQUIRED'],
      precio_unitario: ['DOUBLE', undefined, undefined, 'REQUIRED'],
      importe: ['DOUBLE', undefined, undefined, 'REQUIRED'],
      estado: string,
    });
    expect(metadata.row_groups).toHaveLength(1);
    expect(metadata.key_value_metadata).toEqual([{ key: 'generator', value: 'agent-loop-lab npm run data, orders seed 20240331' }]);
  });

  it('holds a few thousand orders of Q1 2024, numbered in date order', () => {
    expect(rows).toHaveLength(2636);
    expect(rows).toHaveLength(generateOrders().length);
    const days = rows.map((r) => r.fecha.toISOString().slice(0, 10));
    expect(days[0]).toBe('2024-01-01');
    expect(days.at(-1)).toBe('2024-03-31');
    rows.forEach((row, i) => {
      expect(row.pedido).toBe(`P-${String(i + 1).padStart(5, '0')}`);
      if (i > 0) expect((days[i] as string) >= (days[i - 1] as string)).toBe(true);
    });
    // Weekdays are busier than weekends.
    const weekend = rows.filter((r) => [0, 6].includes(r.fecha.getUTCDay())).length;
    expect(weekend / rows.length).toBeLessThan(0.1);
  });

  it('sells the catalogue at list price or a discount of 5, 10 or 15 %, and importe is units × unit price', () => {
    const catalogue = new Map(PRODUCTS.map((p) => [p.producto, p]));
    expect(new Set(rows.map((r) => r.producto))).toEqual(new Set(catalogue.keys()));
    for (const row of rows) {
      const product = catalogue.get(row.producto);
      expect(row.categoria).toBe(product?.categoria);
      const discounts = [0, 0.05, 0.1, 0.15].map((d) => pythonRound((product?.precio ?? NaN) * (1 - d), 2));
      expect(discounts).toContain(row.precio_unitario);
      expect(Number.isInteger(row.unidades) && row.unidades >= 1 && row.unidades <= 60).toBe(true);
      expect(row.importe).toBe(pythonRound(row.unidades * row.precio_unitario, 2));
    }
  });

  it('has 48 customers, each always in the same one of the five regions', () => {
    const regionOf = new Map<string, string>();
    for (const row of rows) {
      expect(regionOf.get(row.cliente) ?? row.region).toBe(row.region);
      regionOf.set(row.cliente, row.region);
    }
    expect(regionOf.size).toBe(CUSTOMER_COUNT);
    expect(new Set(regionOf.values())).toEqual(new Set(REGIONS));
  });

  it('has four statuses: in transit only in the last week, a few cancelled and returned', () => {
    const count = (estado: string) => rows.filter((r) => r.estado === estado).length;
    expect([count('entregado'), count('enviado'), count('cancelado'), count('devuelto')]).toEqual([2280, 152, 132, 72]);
    for (const row of rows.filter((r) => r.estado === 'enviado')) expect(row.fecha.toISOString() >= '2024-03-25').toBe(true);
  });
});
