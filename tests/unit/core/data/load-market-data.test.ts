import { describe, expect, it } from 'vitest';
import { DataFileError } from '../../../../src/core/data/data-file-error.ts';
import { loadMarketData, loadMarketDataSettled } from '../../../../src/core/data/load-market-data.ts';
import { fixtureFiles, memorySource } from './market-fixture.ts';

describe('loadMarketData on a small fixture market', () => {
  it('reads the three files and counts their rows', async () => {
    const source = memorySource(fixtureFiles());
    const data = await loadMarketData(source);
    expect(source.reads.sort()).toEqual(['acciones6_empresas.parquet', 'acciones6_precios.parquet', 'noticias6_corpus.parquet']);
    expect(data.counts).toEqual({ precios: 7, empresas: 2, noticias: 10 });
    expect(data.tickers).toEqual(['BUSI', 'OTRA']);
    expect(data.unavailable).toEqual({});
    expect(data.company('BUSI')).toEqual({ ticker: 'BUSI', nombre: 'Busmar Hogar', sector: 'Consumo' });
    expect(data.company('ACME')).toBeUndefined();
    expect(data.hasTicker('BUSI')).toBe(true);
    expect(data.hasTicker('ACME')).toBe(false);
  });

  it('sorts each ticker by date and keeps DATE columns as calendar dates', async () => {
    const data = await loadMarketData(memorySource(fixtureFiles()));
    expect(data.closes('BUSI')).toEqual([
      { fecha: '2024-03-13', cierre: 25.5, volumen: 1000 },
      { fecha: '2024-03-14', cierre: 25.875, volumen: 1100 },
      { fecha: '2024-03-15', cierre: 26.19, volumen: 1200 },
      { fecha: '2024-03-18', cierre: 26.9, volumen: 1300 },
      { fecha: '2024-03-22', cierre: 27.88, volumen: 1400 },
    ]);
    expect(data.closes('ACME')).toEqual([]);
  });

  it('finds the last session on or before a date', async () => {
    const data = await loadMarketData(memorySource(fixtureFiles()));
    expect(data.closeOnOrBefore('BUSI', '2024-03-16')?.fecha).toBe('2024-03-15');
    expect(data.closeOnOrBefore('BUSI', '2024-03-15')?.fecha).toBe('2024-03-15');
    expect(data.closeOnOrBefore('BUSI', '2030-01-01')?.fecha).toBe('2024-03-22');
    expect(data.closeOnOrBefore('BUSI', '2024-03-12')).toBeUndefined();
    expect(data.closeOnOrBefore('ACME', '2024-03-15')).toBeUndefined();
  });

  it('reads timestamps of any unit as UTC instants, and ranges are [from, to)', async () => {
    const data = await loadMarketData(memorySource(fixtureFiles()));
    const day = data.headlines('BUSI', '2024-03-19T00:00:00.000Z', '2024-03-20T00:00:00.000Z');
    expect(day).toEqual([
      { ts: '2024-03-19T08:12:00.000Z', ticker: 'BUSI', titular: 'Un fondo ofrece comprar Busmar Hogar', fuente: 'Agencia Meridiana' },
      { ts: '2024-03-19T08:15:00.000Z', ticker: 'BUSI', titular: 'Un fondo ofrece comprar Busmar Hogar', fuente: 'Mercado Abierto' },
    ]);
    expect(data.headlines('BUSI', '2024-03-21T00:00:00.000Z', '2024-03-22T00:00:00.000Z').map((h) => h.titular)).toEqual([
      'Fuera del rango',
    ]);
    expect(data.headlines('BUSI', '2024-03-20T00:00:00.000Z', '2024-03-19T00:00:00.000Z')).toEqual([]);
    expect(data.headlines('BUSI', 'not a date', '2024-03-19T00:00:00.000Z')).toEqual([]);
    expect(data.headlines('ACME', '2024-01-01T00:00:00.000Z', '2025-01-01T00:00:00.000Z')).toEqual([]);
  });

  it('rejects with the DataFileError of the first failed file', async () => {
    const files = fixtureFiles();
    delete files['noticias6_corpus.parquet'];
    await expect(loadMarketData(memorySource(files))).rejects.toThrow(
      new DataFileError('noticias6_corpus.parquet', 'missing or unreadable (HTTP 404)'),
    );
    const settled = await loadMarketDataSettled(memorySource(files));
    expect(settled.errors.map((e) => e.message)).toEqual(['noticias6_corpus.parquet: missing or unreadable (HTTP 404)']);
  });
});
