// A missing, truncated, foreign or wrongly-shaped file gives a DataFileError naming the file and the problem,
// and what did load keeps working.
import { describe, expect, it } from 'vitest';
import { DataFileError } from '../../../../src/core/data/data-file-error.ts';
import { fetchDataSource } from '../../../../src/core/data/fetch-data-source.ts';
import { loadCompanies, loadMarketDataSettled, loadNews, loadPrices } from '../../../../src/core/data/load-market-data.ts';
import { createLessonToolKit } from '../../../../src/core/tools/lesson-tools.ts';
import {
  date,
  double,
  fixtureFiles,
  fixtureNews,
  fixturePrices,
  int64,
  memorySource,
  parquetBuffer,
  text,
  timestampMicros,
} from './market-fixture.ts';

const PRECIOS = 'acciones6_precios.parquet';
const NOTICIAS = 'noticias6_corpus.parquet';

async function loadError(load: Promise<unknown>): Promise<DataFileError> {
  const error = await load.then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(DataFileError);
  return error as DataFileError;
}

function randomBytes(length: number, seed: number): ArrayBuffer {
  const bytes = new Uint8Array(length);
  let x = seed;
  for (let i = 0; i < length; i++) {
    x = (Math.imul(x, 1103515245) + 12345) >>> 0;
    bytes[i] = x >>> 24;
  }
  return bytes.buffer;
}

describe('bad data files', () => {
  it('a missing file', async () => {
    const error = await loadError(loadPrices(memorySource({})));
    expect(error.file).toBe(PRECIOS);
    expect(error.message).toBe('acciones6_precios.parquet: missing or unreadable (HTTP 404)');
  });

  it('a truncated file', async () => {
    const whole = fixturePrices();
    for (const keep of [0, 3, 100, whole.byteLength - 1]) {
      const error = await loadError(loadPrices(memorySource({ [PRECIOS]: whole.slice(0, keep) })));
      expect(error.message).toBe('acciones6_precios.parquet: not a Parquet file (truncated or corrupt)');
    }
  });

  it('random bytes, and random bytes ending with the Parquet magic', async () => {
    for (let seed = 1; seed <= 20; seed++) {
      const bytes = new Uint8Array(randomBytes(300, seed));
      const error = await loadError(loadNews(memorySource({ [NOTICIAS]: bytes.buffer })));
      expect(error.message).toBe('noticias6_corpus.parquet: not a Parquet file (truncated or corrupt)');
      bytes.set([0x50, 0x41, 0x52, 0x31], 296);
      const framed = await loadError(loadNews(memorySource({ [NOTICIAS]: bytes.buffer })));
      expect(framed.message).toMatch(/^noticias6_corpus\.parquet: (not a Parquet file|corrupt data)/);
    }
  });

  it('a corrupt data page behind an intact footer', async () => {
    const bytes = new Uint8Array(fixturePrices());
    bytes.fill(0xff, 4, 60);
    const error = await loadError(loadPrices(memorySource({ [PRECIOS]: bytes.buffer })));
    expect(error.message).toMatch(/^acciones6_precios\.parquet: corrupt data \(.+\)$/);
  });

  it('a missing column', async () => {
    const withoutTitular = parquetBuffer([
      timestampMicros('ts', ['2024-03-19T08:12:00Z']),
      text('ticker', ['BUSI']),
      text('fuente', ['Agencia']),
    ]);
    const error = await loadError(loadNews(memorySource({ [NOTICIAS]: withoutTitular })));
    expect(error.message).toBe('noticias6_corpus.parquet: missing column "titular"');
    const onlyTicker = parquetBuffer([text('ticker', ['BUSI'])]);
    const many = await loadError(loadCompanies(memorySource({ 'acciones6_empresas.parquet': onlyTicker })));
    expect(many.message).toBe('acciones6_empresas.parquet: missing columns "nombre", "sector"');
  });

  it('a column of the wrong type', async () => {
    const closesAsText = parquetBuffer([
      date('fecha', ['2024-03-15']),
      text('ticker', ['BUSI']),
      text('cierre', ['26.19']),
      int64('volumen', [1]),
    ]);
    const error = await loadError(loadPrices(memorySource({ [PRECIOS]: closesAsText })));
    expect(error.message).toBe(
      'acciones6_precios.parquet: column "cierre" should be a floating-point number, found BYTE_ARRAY (UTF8)',
    );
    const datesAsText = parquetBuffer([
      text('fecha', ['2024-03-15']),
      text('ticker', ['BUSI']),
      double('cierre', [26.19]),
      int64('volumen', [1]),
    ]);
    const dateError = await loadError(loadPrices(memorySource({ [PRECIOS]: datesAsText })));
    expect(dateError.message).toBe('acciones6_precios.parquet: column "fecha" should be a date, found BYTE_ARRAY (UTF8)');
    const tsAsDate = parquetBuffer([date('ts', ['2024-03-19']), text('ticker', ['BUSI']), text('titular', ['x']), text('fuente', ['y'])]);
    const tsError = await loadError(loadNews(memorySource({ [NOTICIAS]: tsAsDate })));
    expect(tsError.message).toBe('noticias6_corpus.parquet: column "ts" should be a timestamp, found INT32 (DATE)');
  });

  it('an empty value', async () => {
    const withNull = parquetBuffer([
      { element: { name: 'ticker', type: 'BYTE_ARRAY', converted_type: 'UTF8', repetition_type: 'OPTIONAL' }, data: ['BUSI', null] },
      text('nombre', ['Busmar Hogar', 'Sin Ticker']),
      text('sector', ['Consumo', 'Consumo']),
    ]);
    const error = await loadError(loadCompanies(memorySource({ 'acciones6_empresas.parquet': withNull })));
    expect(error.message).toBe('acciones6_empresas.parquet: column "ticker" has no valid value in row 2');
  });
});

describe('the rest of the lab keeps working', () => {
  it('prices and companies load when the news file is corrupt; the news tool says why', async () => {
    const files = fixtureFiles();
    files[NOTICIAS] = fixtureNews().slice(0, 50);
    const { data, errors } = await loadMarketDataSettled(memorySource(files));
    expect(errors.map((e) => e.file)).toEqual([NOTICIAS]);
    expect(data.unavailable).toEqual({ noticias: 'noticias6_corpus.parquet: not a Parquet file (truncated or corrupt)' });
    expect(data.counts).toEqual({ precios: 7, empresas: 2, noticias: 0 });
    const kit = createLessonToolKit(data);
    expect(kit.execute('buscar_noticias', { ticker: 'BUSI', desde: '2024-03-18', hasta: '2024-03-20' })).toEqual({
      error: 'noticias no disponibles: noticias6_corpus.parquet: not a Parquet file (truncated or corrupt)',
    });
    expect(kit.execute('precio', { ticker: 'BUSI', fecha: '2024-03-16' })).toEqual({
      resultado: { ticker: 'BUSI', fecha: '2024-03-15', cierre: 26.19 },
    });
    expect(kit.execute('calculadora', { expresion: '1+1' })).toEqual({ resultado: 2 });
  });

  it('without the price file, precio and variacion say why and the news still answer', async () => {
    const files = fixtureFiles();
    delete files[PRECIOS];
    const { data } = await loadMarketDataSettled(memorySource(files));
    const kit = createLessonToolKit(data);
    const reason = 'precios no disponibles: acciones6_precios.parquet: missing or unreadable (HTTP 404)';
    expect(kit.execute('precio', { ticker: 'BUSI', fecha: '2024-03-16' })).toEqual({ error: reason });
    expect(kit.execute('variacion', { ticker: 'BUSI', desde: '2024-03-15', hasta: '2024-03-22' })).toEqual({ error: reason });
    // The companies file stands in for the list of known tickers.
    expect(data.tickers).toEqual(['BUSI', 'OTRA']);
    expect(kit.execute('buscar_noticias', { ticker: 'BUSI', desde: '2024-03-19', hasta: '2024-03-19' })).toEqual({
      resultado: [{ fecha: '2024-03-19', titular: 'Un fondo ofrece comprar Busmar Hogar' }],
    });
  });

  it('a source that throws something other than an Error still gives a DataFileError', async () => {
    const source = { read: () => Promise.reject('boom') };
    const { errors } = await loadMarketDataSettled(source);
    expect(errors.map((e) => e.message)).toEqual([
      'acciones6_precios.parquet: missing or unreadable (boom)',
      'acciones6_empresas.parquet: missing or unreadable (boom)',
      'noticias6_corpus.parquet: missing or unreadable (boom)',
    ]);
  });
});

describe('fetchDataSource', () => {
  const respond = (body: BodyInit | null, init: ResponseInit) => (async () => new Response(body, init)) as typeof fetch;

  it('fetches relative to the base URL', async () => {
    const urls: string[] = [];
    const fetchImpl = (async (url: string) => {
      urls.push(url);
      return new Response(new Uint8Array([1, 2, 3]), { headers: { 'content-type': 'application/octet-stream' } });
    }) as typeof fetch;
    const bytes = await fetchDataSource('https://example.org/some/sub/data/', fetchImpl).read(PRECIOS);
    expect(urls).toEqual(['https://example.org/some/sub/data/acciones6_precios.parquet']);
    expect([...new Uint8Array(bytes)]).toEqual([1, 2, 3]);
  });

  it('a 404 or an HTML fallback page is a missing file', async () => {
    const notFound = fetchDataSource('https://example.org/', respond(null, { status: 404 }));
    expect((await loadError(loadPrices(notFound))).message).toBe('acciones6_precios.parquet: missing or unreadable (HTTP 404)');
    const html = fetchDataSource('https://example.org/', respond('<!doctype html>', { headers: { 'content-type': 'text/html' } }));
    expect((await loadError(loadPrices(html))).message).toBe(
      'acciones6_precios.parquet: missing or unreadable (not found: the server sent an HTML page)',
    );
  });
});
