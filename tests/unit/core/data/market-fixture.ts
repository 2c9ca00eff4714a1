// A small market written to Parquet in memory, and a DataSource over in-memory files: lets the loader and the
// tools be tested without public/data, and lets a test break one file on purpose.
import { parquetWriteBuffer, type SchemaElement } from 'hyparquet-writer';
import type { DataSource } from '../../../../src/core/data/load-market-data.ts';

export interface FixtureColumn {
  element: SchemaElement;
  data: unknown[];
}

const DAY_MS = 86_400_000;
const days = (iso: string) => Date.parse(`${iso}T00:00:00Z`) / DAY_MS;

export const text = (name: string, data: string[]): FixtureColumn => ({
  element: { name, type: 'BYTE_ARRAY', converted_type: 'UTF8', repetition_type: 'REQUIRED' },
  data,
});
export const date = (name: string, isoDates: string[]): FixtureColumn => ({
  element: { name, type: 'INT32', converted_type: 'DATE', repetition_type: 'REQUIRED' },
  data: isoDates.map(days),
});
export const double = (name: string, data: number[]): FixtureColumn => ({
  element: { name, type: 'DOUBLE', repetition_type: 'REQUIRED' },
  data,
});
export const int64 = (name: string, data: number[]): FixtureColumn => ({
  element: { name, type: 'INT64', repetition_type: 'REQUIRED' },
  data: data.map(BigInt),
});
/** Microseconds, as pandas writes timestamps: the loader must read any unit. */
export const timestampMicros = (name: string, isoTimes: string[]): FixtureColumn => ({
  element: {
    name,
    type: 'INT64',
    logical_type: { type: 'TIMESTAMP', isAdjustedToUTC: true, unit: 'MICROS' },
    repetition_type: 'REQUIRED',
  },
  data: isoTimes.map((t) => BigInt(Date.parse(t)) * 1000n),
});

export function parquetBuffer(columns: FixtureColumn[]): ArrayBuffer {
  return parquetWriteBuffer({
    schema: [{ name: 'schema', num_children: columns.length }, ...columns.map((c) => c.element)],
    columnData: columns.map((c) => ({ name: c.element.name, data: c.data as never })),
  });
}

export function memorySource(files: Record<string, ArrayBuffer>): DataSource & { reads: string[] } {
  const reads: string[] = [];
  return {
    reads,
    async read(fileName) {
      reads.push(fileName);
      const file = files[fileName];
      if (!file) throw new Error('HTTP 404');
      return file;
    },
  };
}

// Rows deliberately out of order (the index must sort), with a weekend gap and syndicated copies.
export const FIXTURE_PRICES = [
  ['2024-03-15', 'BUSI', 26.19, 1200],
  ['2024-03-13', 'BUSI', 25.5, 1000],
  ['2024-03-14', 'BUSI', 25.875, 1100],
  ['2024-03-18', 'BUSI', 26.9, 1300],
  ['2024-03-22', 'BUSI', 27.88, 1400],
  ['2024-03-14', 'OTRA', 10, 50],
  ['2024-03-15', 'OTRA', 11, 60],
] as const;

export const FIXTURE_NEWS = [
  ['2024-03-19T08:15:00Z', 'BUSI', 'Un fondo ofrece comprar Busmar Hogar', 'Mercado Abierto'],
  ['2024-03-19T08:12:00Z', 'BUSI', 'Un fondo ofrece comprar Busmar Hogar', 'Agencia Meridiana'],
  ['2024-03-18T23:59:59Z', 'BUSI', 'Busmar Hogar abre la semana en calma', 'Agencia Meridiana'],
  ['2024-03-21T00:00:00Z', 'BUSI', 'Fuera del rango', 'Agencia Meridiana'],
  ['2024-03-20T10:00:00Z', 'BUSI', 'Titular 3', 'Mercado Abierto'],
  ['2024-03-20T11:00:00Z', 'BUSI', 'Titular 4', 'Mercado Abierto'],
  ['2024-03-20T12:00:00Z', 'BUSI', 'Titular 5', 'Mercado Abierto'],
  ['2024-03-20T13:00:00Z', 'BUSI', 'Titular 6', 'Mercado Abierto'],
  ['2024-03-17T23:59:59Z', 'BUSI', 'Antes del rango', 'Mercado Abierto'],
  ['2024-03-19T09:00:00Z', 'OTRA', 'Otra empresa', 'Mercado Abierto'],
] as const;

export function fixturePrices(): ArrayBuffer {
  return parquetBuffer([
    date('fecha', FIXTURE_PRICES.map((r) => r[0])),
    text('ticker', FIXTURE_PRICES.map((r) => r[1])),
    double('cierre', FIXTURE_PRICES.map((r) => r[2])),
    int64('volumen', FIXTURE_PRICES.map((r) => r[3])),
  ]);
}

export function fixtureCompanies(): ArrayBuffer {
  return parquetBuffer([
    text('ticker', ['BUSI', 'OTRA']),
    text('nombre', ['Busmar Hogar', 'Otra Empresa']),
    text('sector', ['Consumo', 'Industria']),
  ]);
}

export function fixtureNews(): ArrayBuffer {
  return parquetBuffer([
    timestampMicros('ts', FIXTURE_NEWS.map((r) => r[0])),
    text('ticker', FIXTURE_NEWS.map((r) => r[1])),
    text('titular', FIXTURE_NEWS.map((r) => r[2])),
    text('fuente', FIXTURE_NEWS.map((r) => r[3])),
  ]);
}

export function fixtureFiles(): Record<string, ArrayBuffer> {
  return {
    'acciones6_precios.parquet': fixturePrices(),
    'acciones6_empresas.parquet': fixtureCompanies(),
    'noticias6_corpus.parquet': fixtureNews(),
  };
}
