// A Parquet file whose footer lies about its rows, or that is too big, is refused before anything is
// allocated, with a message naming the disagreement or the cap: an 861-byte file claiming 100,000,000 rows
// × 8 columns used to freeze and crash the analyst's tab, and one claiming 2,000,000 loaded as that many.
import { parquetMetadata } from 'hyparquet';
import { describe, expect, it } from 'vitest';
import { DataFileError } from '../../../../src/core/data/data-file-error.ts';
import { loadMarketDataSettled, loadPrices } from '../../../../src/core/data/load-market-data.ts';
import { MAX_PARQUET_BYTES } from '../../../../src/core/data/parquet-limits.ts';
import { parquetTable } from '../../../../src/core/labs/analista/parquet-table.ts';
import { date, double, fixtureFiles, int64, memorySource, parquetBuffer, text } from './market-fixture.ts';
import { withRowCounts } from './lying-parquet.ts';

const PRECIOS = 'acciones6_precios.parquet';

/** Three rows of eight columns, as the file. */
const eightColumns = () =>
  parquetBuffer(Array.from({ length: 8 }, (_, i) => double(`c${i + 1}`, [1, 2, 3])));

const threePrices = () =>
  parquetBuffer([
    date('fecha', ['2024-03-13', '2024-03-14', '2024-03-15']),
    text('ticker', ['BUSI', 'BUSI', 'BUSI']),
    double('cierre', [25.5, 25.875, 26.19]),
    int64('volumen', [1000, 1100, 1200]),
  ]);

async function refusal(file: ArrayBuffer): Promise<{ en: string; es: string }> {
  const result = await parquetTable('x.parquet', file);
  if (result.ok) throw new Error(`loaded ${result.table.rowCount} rows`);
  return result.error;
}

async function priceError(file: ArrayBuffer): Promise<string> {
  const error = await loadPrices(memorySource({ [PRECIOS]: file })).then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(DataFileError);
  return (error as DataFileError).message;
}

describe('a footer that disagrees with its row groups', () => {
  it('the lying file is as small as the issue’s', () => {
    const lying = withRowCounts(eightColumns(), 100_000_000);
    expect(lying.byteLength).toBeLessThan(2000);
    expect(Number(parquetMetadata(lying).num_rows)).toBe(100_000_000);
    expect(parquetMetadata(lying).row_groups.map((g) => Number(g.num_rows))).toEqual([3]);
  });

  it.each([
    [100_000_000, '100,000,000', '100.000.000'],
    [2_000_000, '2,000,000', '2.000.000'],
    [2, '2', '2'],
  ])('claims %i rows for 3: refused, naming both counts', async (claimed, en, es) => {
    const lying = withRowCounts(eightColumns(), claimed);
    expect(await refusal(lying)).toEqual({
      en: `x.parquet: the footer claims ${en} rows but its row groups hold 3.`,
      es: `x.parquet: el pie del archivo declara ${es} filas, pero sus grupos de filas tienen 3.`,
    });
    expect(await priceError(withRowCounts(threePrices(), claimed))).toBe(
      `${PRECIOS}: the footer claims ${en} rows but its row groups hold 3`,
    );
  });

  it('the honest file loads with the rows its row groups hold', async () => {
    const result = await parquetTable('x.parquet', withRowCounts(eightColumns(), 3));
    expect(result.ok && result.table.rowCount).toBe(3);
    expect((await loadPrices(memorySource({ [PRECIOS]: threePrices() }))).cierre).toEqual([25.5, 25.875, 26.19]);
  });
});

describe('the caps', () => {
  it('rows × columns past the cap is refused even when footer and row groups agree', async () => {
    const absurd = withRowCounts(eightColumns(), 2_000_000, 2_000_000);
    expect(await refusal(absurd)).toEqual({
      en: 'x.parquet: 2,000,000 rows × 8 columns = 16,000,000 values, over the cap of 10,000,000 values read from a Parquet file.',
      es: 'x.parquet: 2.000.000 filas × 8 columnas = 16.000.000 valores, más que el tope de 10.000.000 valores leídos de un archivo Parquet.',
    });
    // The market loader reads four of the price file's columns: 3,000,000 × 4 is past the cap too.
    expect(await priceError(withRowCounts(threePrices(), 3_000_000, 3_000_000))).toBe(
      `${PRECIOS}: 3,000,000 rows × 4 columns = 12,000,000 values, over the cap of 10,000,000 values read from a Parquet file`,
    );
  });

  it('a file over the size cap is refused before its footer is read', async () => {
    const huge = new ArrayBuffer(MAX_PARQUET_BYTES + 1);
    expect(await refusal(huge)).toEqual({
      en: 'x.parquet: the file is 67,108,865 bytes, over the cap of 67,108,864 bytes (64 MiB) on a Parquet file.',
      es: 'x.parquet: el archivo ocupa 67.108.865 bytes, más que el tope de 67.108.864 bytes (64 MiB) para un archivo Parquet.',
    });
    expect(await priceError(huge)).toBe(`${PRECIOS}: the file is 67,108,865 bytes, over the cap of 67,108,864 bytes (64 MiB) on a Parquet file`);
  });

  it('the lab’s other files still load beside a lying price file', async () => {
    const files = fixtureFiles();
    files[PRECIOS] = withRowCounts(threePrices(), 100_000_000);
    const { data, errors } = await loadMarketDataSettled(memorySource(files));
    expect(errors.map((e) => e.file)).toEqual([PRECIOS]);
    expect(data.counts).toEqual({ precios: 0, empresas: 2, noticias: expect.any(Number) });
  });
});
