// The data generator: deterministic, current with the committed files, and with the lesson's facts built in.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parquetMetadata, parquetReadObjects } from 'hyparquet';
import { beforeAll, describe, expect, it } from 'vitest';
import { writeDataFiles } from '../../../scripts/data/data-files.ts';
import { easterSunday } from '../../../scripts/data/trading-calendar.ts';

const root = fileURLToPath(new URL('../../..', import.meta.url));
const FILES = ['acciones6_precios.parquet', 'acciones6_empresas.parquet', 'noticias6_corpus.parquet'];

/** Spanish exchange holidays on weekdays in 2023-2024, written out by hand (Easter: 2023-04-09, 2024-03-31). */
const WEEKDAY_HOLIDAYS = [
  '2023-04-07',
  '2023-04-10',
  '2023-05-01',
  '2023-12-25',
  '2023-12-26',
  '2024-01-01',
  '2024-03-29',
  '2024-04-01',
  '2024-05-01',
  '2024-12-25',
  '2024-12-26',
];

interface PriceRow {
  fecha: Date;
  ticker: string;
  cierre: number;
  volumen: bigint;
}
interface CompanyRow {
  ticker: string;
  nombre: string;
  sector: string;
}
interface NewsRow {
  ts: Date;
  ticker: string;
  titular: string;
  fuente: string;
}

const iso = (date: Date) => date.toISOString().slice(0, 10);

/** The lesson's buscar_noticias before its five-item cap: ts in [desde, hasta + 1 day), headlines deduplicated. */
function distinctHeadlines(news: readonly NewsRow[], ticker: string, desde: string, hasta: string) {
  const from = Date.parse(`${desde}T00:00:00Z`);
  const to = Date.parse(`${hasta}T00:00:00Z`) + 86_400_000;
  const seen = new Map<string, string>();
  for (const row of news) {
    const t = row.ts.getTime();
    if (row.ticker === ticker && t >= from && t < to && !seen.has(row.titular)) seen.set(row.titular, iso(row.ts));
  }
  return [...seen].map(([titular, fecha]) => ({ fecha, titular }));
}

let bytes: Map<string, Uint8Array>;
let prices: PriceRow[];
let companies: CompanyRow[];
let news: NewsRow[];

beforeAll(async () => {
  // Once through the CLI (`npm run data <dir>`), once in-process: both must give the committed bytes.
  const cliDir = mkdtempSync(join(tmpdir(), 'data-cli-'));
  execFileSync(process.execPath, ['--import', 'tsx', 'scripts/generate-data.ts', cliDir], { cwd: root });
  const libDir = mkdtempSync(join(tmpdir(), 'data-lib-'));
  writeDataFiles(libDir);
  bytes = new Map(FILES.map((name) => [name, readFileSync(join(cliDir, name))]));
  for (const name of FILES) {
    const again = readFileSync(join(libDir, name));
    expect(Buffer.compare(again, bytes.get(name) as Uint8Array), `${name} differs between two runs`).toBe(0);
  }
  const read = async <T>(name: string) => {
    const buffer = bytes.get(name) as Uint8Array;
    const file = buffer.buffer.slice(buffer.byteOffset, buffer.byteOffset + buffer.byteLength) as ArrayBuffer;
    return (await parquetReadObjects({ file })) as T[];
  };
  prices = await read<PriceRow>('acciones6_precios.parquet');
  companies = await read<CompanyRow>('acciones6_empresas.parquet');
  news = await read<NewsRow>('noticias6_corpus.parquet');
}, 60_000);

describe('npm run data', () => {
  it('writes the same bytes as the committed public/data files (regenerate with `npm run data`)', () => {
    for (const name of FILES) {
      const committed = readFileSync(join(root, 'public/data', name));
      expect(Buffer.compare(committed, bytes.get(name) as Uint8Array), `${name} is stale`).toBe(0);
    }
  });

  it('declares the documented Parquet types', () => {
    const types = (name: string) => {
      const buffer = bytes.get(name) as Uint8Array;
      const metadata = parquetMetadata(buffer.buffer.slice(buffer.byteOffset, buffer.byteOffset + buffer.byteLength) as ArrayBuffer);
      return Object.fromEntries(
        metadata.schema.slice(1).map((e) => [e.name, [e.type, e.converted_type, e.logical_type, e.repetition_type]]),
      );
    };
    const string = ['BYTE_ARRAY', 'UTF8', { type: 'STRING' }, 'REQUIRED'];
    expect(types('acciones6_precios.parquet')).toEqual({
      fecha: ['INT32', 'DATE', { type: 'DATE' }, 'REQUIRED'],
      ticker: string,
      cierre: ['DOUBLE', undefined, undefined, 'REQUIRED'],
      volumen: ['INT64', undefined, undefined, 'REQUIRED'],
    });
    expect(types('acciones6_empresas.parquet')).toEqual({ ticker: string, nombre: string, sector: string });
    expect(types('noticias6_corpus.parquet')).toEqual({
      ts: ['INT64', 'TIMESTAMP_MILLIS', { type: 'TIMESTAMP', isAdjustedToUTC: true, unit: 'MILLIS' }, 'REQUIRED'],
      ticker: string,
      titular: string,
      fuente: string,
    });
  });

  it('has 120 companies with 4-letter tickers, BUSI is Busmar Hogar, no ACME', () => {
    const tickers = companies.map((c) => c.ticker);
    expect(new Set(tickers).size).toBe(120);
    for (const ticker of tickers) expect(ticker).toMatch(/^[A-Z]{4}$/);
    expect(tickers).not.toContain('ACME');
    expect(tickers.filter((t) => t.startsWith('BUS'))).toEqual(['BUSI']);
    expect(companies.find((c) => c.ticker === 'BUSI')?.nombre).toBe('Busmar Hogar');
    expect(new Set(companies.map((c) => c.nombre)).size).toBe(120);
    const sectors = new Set(companies.map((c) => c.sector));
    expect(sectors.size).toBeGreaterThanOrEqual(8);
    expect(sectors.size).toBeLessThanOrEqual(10);
  });

  it('has one close per company and trading day, none on weekends or holidays, sorted by ticker then date', () => {
    const days = [...new Set(prices.map((r) => iso(r.fecha)))].sort();
    expect(days[0]).toBe('2023-01-02');
    expect(days[days.length - 1]).toBe('2024-12-31');
    // 2023 has 260 weekdays, 2024 has 262; 11 holidays fall on weekdays.
    expect(days).toHaveLength(260 + 262 - WEEKDAY_HOLIDAYS.length);
    for (const day of days) {
      expect([0, 6]).not.toContain(new Date(`${day}T00:00:00Z`).getUTCDay());
      expect(WEEKDAY_HOLIDAYS).not.toContain(day);
    }
    expect(prices).toHaveLength(120 * days.length);
    expect(new Set(prices.map((r) => r.ticker))).toEqual(new Set(companies.map((c) => c.ticker)));
    for (let i = 1; i < prices.length; i++) {
      const a = prices[i - 1] as PriceRow;
      const b = prices[i] as PriceRow;
      expect(a.ticker < b.ticker || (a.ticker === b.ticker && a.fecha < b.fecha)).toBe(true);
    }
  });

  it('computes Easter, not a table', () => {
    expect(['2000', '2019', '2023', '2024', '2025', '2038'].map((y) => easterSunday(Number(y)))).toEqual([
      '2000-04-23',
      '2019-04-21',
      '2023-04-09',
      '2024-03-31',
      '2025-04-20',
      '2038-04-25',
    ]);
  });

  it("goes through BUSI's closes of the lesson, and 2024-03-16 has no session", () => {
    const busi = new Map(prices.filter((r) => r.ticker === 'BUSI').map((r) => [iso(r.fecha), r.cierre]));
    expect(busi.get('2024-01-03')).toBe(27.75);
    expect(busi.get('2024-03-01')).toBe(25.2);
    expect(busi.get('2024-03-15')).toBe(26.19);
    expect(busi.get('2024-03-22')).toBe(27.88);
    expect(busi.has('2024-03-16')).toBe(false);
  });

  it('has positive closes with 2 decimals and positive integer volumes', () => {
    for (const row of prices) {
      expect(row.cierre).toBeGreaterThan(0);
      expect(Math.round(row.cierre * 100) / 100).toBe(row.cierre);
      expect(typeof row.volumen).toBe('bigint');
      expect(row.volumen).toBeGreaterThan(0n);
    }
  });

  it('has several thousand headlines, sorted by time then ticker, on known tickers', () => {
    expect(news.length).toBeGreaterThan(5000);
    const tickers = new Set(companies.map((c) => c.ticker));
    for (let i = 0; i < news.length; i++) {
      const row = news[i] as NewsRow;
      expect(tickers.has(row.ticker)).toBe(true);
      const previous = news[i - 1];
      if (previous) {
        const order = previous.ts.getTime() - row.ts.getTime() || (previous.ticker < row.ticker ? -1 : previous.ticker > row.ticker ? 1 : 0);
        expect(order).toBeLessThanOrEqual(0);
      }
    }
  });

  it('has syndicated copies: one headline from several sources, minutes apart on the same day', () => {
    const stories = new Map<string, NewsRow[]>();
    for (const row of news) {
      const key = `${row.ticker}|${row.titular}`;
      stories.set(key, [...(stories.get(key) ?? []), row]);
    }
    const syndicated = [...stories.values()].filter((rows) => rows.length > 1);
    expect(syndicated.length).toBeGreaterThan(1000);
    for (const rows of syndicated) {
      // A ticker's headline is one story: all its copies on one day, each from a different source.
      expect(new Set(rows.map((r) => iso(r.ts))).size).toBe(1);
      expect(new Set(rows.map((r) => r.fuente)).size).toBe(rows.length);
      const span = (rows[rows.length - 1] as NewsRow).ts.getTime() - (rows[0] as NewsRow).ts.getTime();
      expect(span).toBeGreaterThan(0);
      expect(span).toBeLessThan(2 * 3_600_000);
    }
  });

  it("gives BUSI's takeover as its only headline of the lesson's week", () => {
    const takeover = [{ fecha: '2024-03-19', titular: 'Un fondo ofrece comprar Busmar Hogar' }];
    expect(distinctHeadlines(news, 'BUSI', '2024-03-18', '2024-03-20')).toEqual(takeover);
    expect(distinctHeadlines(news, 'BUSI', '2024-03-15', '2024-03-22')).toEqual(takeover);
    const copies = news.filter((r) => r.ticker === 'BUSI' && r.titular === takeover[0]?.titular);
    expect(copies.length).toBeGreaterThanOrEqual(3);
  });

  it('reports big moves with the change the closes show', () => {
    const closes = new Map<string, Map<string, number>>();
    const previousDay = new Map<string, string>();
    let last: PriceRow | undefined;
    for (const row of prices) {
      const byDay = closes.get(row.ticker) ?? new Map<string, number>();
      byDay.set(iso(row.fecha), row.cierre);
      closes.set(row.ticker, byDay);
      if (last?.ticker === row.ticker) previousDay.set(`${row.ticker}|${iso(row.fecha)}`, iso(last.fecha));
      last = row;
    }
    const moves = news.filter((r) => / un \d+,\d %/.test(r.titular));
    expect(moves.length).toBeGreaterThan(500);
    for (const row of moves) {
      const pct = Number(/ un (\d+,\d) %/.exec(row.titular)?.[1]?.replace(',', '.'));
      const day = iso(row.ts);
      const before = previousDay.get(`${row.ticker}|${day}`) ?? '';
      const change = ((closes.get(row.ticker)?.get(day) ?? NaN) / (closes.get(row.ticker)?.get(before) ?? NaN) - 1) * 100;
      expect(Math.abs(change).toFixed(1), row.titular).toBe(pct.toFixed(1));
      expect(change > 0, row.titular).toBe(/sube|dispara|compras|revaloriza/.test(row.titular));
    }
  });
});
