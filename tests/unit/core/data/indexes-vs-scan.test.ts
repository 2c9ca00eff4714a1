// The indexed tools answer exactly what the lesson's whole-table filters answer, on a thousand random queries
// of each kind: known and unknown tickers, dates inside and outside the data, weekends, reversed ranges.
import { beforeAll, describe, expect, it } from 'vitest';
import { buscarNoticiasScan, precioScan, readLessonTables, type LessonTables } from '../../../../scripts/bench/lesson-scan.ts';
import { nodeDataSource } from '../../../../scripts/node-data-source.ts';
import { loadMarketData } from '../../../../src/core/data/load-market-data.ts';
import type { MarketData } from '../../../../src/core/data/market-data.ts';
import { seededRandom, type Random } from '../../../../src/core/random/seeded-random.ts';
import { createLessonToolKit } from '../../../../src/core/tools/lesson-tools.ts';
import type { ToolKit } from '../../../../src/core/tools/tool-kit-types.ts';

const QUERIES = 1000;
const DAY_MS = 86_400_000;
const FIRST = Date.parse('2022-10-01T00:00:00Z');
const LAST = Date.parse('2025-03-31T00:00:00Z');

let data: MarketData;
let kit: ToolKit;
let tables: LessonTables;

beforeAll(async () => {
  const source = nodeDataSource();
  data = await loadMarketData(source);
  kit = createLessonToolKit(data);
  tables = await readLessonTables(source);
});

function randomTicker(random: Random): string {
  return random.chance(0.1) ? random.pick(['ACME', 'ZZZZ', 'BUSX', 'AAAA']) : random.pick(data.tickers);
}

function randomDate(random: Random): string {
  return new Date(FIRST + random.int(0, (LAST - FIRST) / DAY_MS) * DAY_MS).toISOString().slice(0, 10);
}

function addDays(iso: string, n: number): string {
  return new Date(Date.parse(`${iso}T00:00:00Z`) + n * DAY_MS).toISOString().slice(0, 10);
}

describe('indexes against the lesson scan', () => {
  it('precio', () => {
    const random = seededRandom(6, 'precio-queries');
    let found = 0;
    for (let i = 0; i < QUERIES; i++) {
      const ticker = randomTicker(random);
      const fecha = randomDate(random);
      const expected = precioScan(tables, ticker, fecha);
      expect(kit.execute('precio', { ticker, fecha }), `${ticker} ${fecha}`).toEqual(expected);
      if ('resultado' in expected) found++;
    }
    // The sample covers both answers and both errors.
    expect(found).toBeGreaterThan(QUERIES / 2);
    expect(found).toBeLessThan(QUERIES);
  });

  it('closeOnOrBefore on weekends and holidays gives the session before', () => {
    const random = seededRandom(6, 'weekend-queries');
    for (let i = 0; i < QUERIES; i++) {
      const ticker = random.pick(data.tickers);
      const fecha = randomDate(random);
      const close = data.closeOnOrBefore(ticker, fecha);
      const sessions = data.closes(ticker).filter((c) => c.fecha <= fecha);
      expect(close).toEqual(sessions.at(-1));
    }
  });

  it('buscar_noticias', () => {
    const random = seededRandom(6, 'news-queries');
    let nonEmpty = 0;
    let capped = 0;
    for (let i = 0; i < QUERIES; i++) {
      const ticker = randomTicker(random);
      const desde = randomDate(random);
      const hasta = addDays(desde, random.int(-3, 60));
      const expected = buscarNoticiasScan(tables, ticker, desde, hasta);
      expect(kit.execute('buscar_noticias', { ticker, desde, hasta }), `${ticker} ${desde} ${hasta}`).toEqual(expected);
      if ('resultado' in expected && Array.isArray(expected.resultado)) {
        if (expected.resultado.length > 0) nonEmpty++;
        if (expected.resultado.length === 5) capped++;
      }
    }
    expect(nonEmpty).toBeGreaterThan(100);
    expect(capped).toBeGreaterThan(10);
  });

  it('headlines keeps syndicated copies, in time order', () => {
    const random = seededRandom(6, 'headline-queries');
    for (let i = 0; i < QUERIES; i++) {
      const ticker = randomTicker(random);
      const from = Date.parse(`${randomDate(random)}T00:00:00Z`) + random.int(0, DAY_MS);
      const to = from + random.int(-DAY_MS, 40 * DAY_MS);
      const expected = tables.noticias.filter((r) => r.ticker === ticker && r.ts >= from && r.ts < to);
      const got = data.headlines(ticker, new Date(from).toISOString(), new Date(to).toISOString());
      expect(got.map((h) => [Date.parse(h.ts), h.titular])).toEqual(expected.map((r) => [r.ts, r.titular]));
    }
  });
});
