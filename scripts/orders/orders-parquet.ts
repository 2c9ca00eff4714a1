// The quarter of orders as one Parquet file, written like the lesson's data files (scripts/data/parquet-tables.ts):
// explicit schema, no nulls, SNAPPY, one row group, and nothing in the metadata but the data and the seed.
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { parquetWriteBuffer, type SchemaElement } from 'hyparquet-writer';
import { dayFromIso } from '../data/trading-calendar.ts';
import { generateOrders, ORDERS_SEED, type OrderRow } from './orders.ts';

export const ORDERS_FILE = 'pedidos_trimestre.parquet';

const required = (name: string, element: Omit<SchemaElement, 'name' | 'repetition_type'>): SchemaElement => ({
  name,
  ...element,
  repetition_type: 'REQUIRED',
});
const string = (name: string) => required(name, { type: 'BYTE_ARRAY', converted_type: 'UTF8', logical_type: { type: 'STRING' } });
const double = (name: string) => required(name, { type: 'DOUBLE' });

export function ordersParquet(rows: readonly OrderRow[]): Uint8Array {
  const columns: { element: SchemaElement; data: unknown[] }[] = [
    { element: string('pedido'), data: rows.map((r) => r.pedido) },
    {
      element: required('fecha', { type: 'INT32', converted_type: 'DATE', logical_type: { type: 'DATE' } }),
      data: rows.map((r) => dayFromIso(r.fecha)),
    },
    { element: string('cliente'), data: rows.map((r) => r.cliente) },
    { element: string('region'), data: rows.map((r) => r.region) },
    { element: string('producto'), data: rows.map((r) => r.producto) },
    { element: string('categoria'), data: rows.map((r) => r.categoria) },
    { element: required('unidades', { type: 'INT32' }), data: rows.map((r) => r.unidades) },
    { element: double('precio_unitario'), data: rows.map((r) => r.precio_unitario) },
    { element: double('importe'), data: rows.map((r) => r.importe) },
    { element: string('estado'), data: rows.map((r) => r.estado) },
  ];
  const buffer = parquetWriteBuffer({
    schema: [{ name: 'schema', num_children: columns.length }, ...columns.map((c) => c.element)],
    columnData: columns.map((c) => ({ name: c.element.name, data: c.data })),
    codec: 'SNAPPY',
    rowGroupSize: 1_000_000,
    kvMetadata: [{ key: 'generator', value: `agent-loop-lab npm run data, orders seed ${ORDERS_SEED}` }],
  });
  return new Uint8Array(buffer);
}

/** Generates the orders and writes them into `dir` (created if missing). */
export function writeOrdersFile(dir: string): { name: string; rows: number; bytes: Uint8Array } {
  const rows = generateOrders();
  const bytes = ordersParquet(rows);
  mkdirSync(dir, { recursive: true });
  writeFileSync(join(dir, ORDERS_FILE), bytes);
  return { name: ORDERS_FILE, rows: rows.length, bytes };
}
