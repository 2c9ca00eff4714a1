// precio through the per-ticker index (a binary search) against two whole-table baselines: the lesson's filter of
// the rows as objects, and a linear pass over typed-array columns (ticker codes, dates as numbers, closes), a fair
// stand-in for pandas' vectorised filter. Same random calls, run in turn, and the answers are checked to be equal.
import { loadMarketData } from '../../src/core/data/load-market-data.ts';
import { seededRandom } from '../../src/core/random/seeded-random.ts';
import { createLessonToolKit } from '../../src/core/tools/lesson-tools.ts';
import { nodeDataSource } from '../node-data-source.ts';
import type { BenchSection } from './bench-section.ts';
import { precioColumnScan, precioScan, priceColumns, readLessonTables } from './lesson-scan.ts';
import { formatCount, formatMs, timeRunsInTurn } from './measure.ts';

const CALLS = 1000;
const ROUNDS = 9;
const DAY_MS = 86_400_000;

export const precioLookups: BenchSection = {
  title: `precio: index versus the lesson's row filter and a typed-array column scan (Node, ${formatCount(CALLS)} random calls)`,
  async run() {
    const source = nodeDataSource();
    const data = await loadMarketData(source);
    const tables = await readLessonTables(source);
    const columns = priceColumns(tables);
    const kit = createLessonToolKit(data);
    const random = seededRandom(6, 'bench-precio');
    const first = Date.parse('2023-01-01T00:00:00Z');
    const calls = Array.from({ length: CALLS }, () => ({
      ticker: random.pick(data.tickers),
      fecha: new Date(first + random.int(0, 730) * DAY_MS).toISOString().slice(0, 10),
    }));

    for (const { ticker, fecha } of calls) {
      const a = JSON.stringify(kit.execute('precio', { ticker, fecha }));
      const b = JSON.stringify(precioScan(tables, ticker, fecha));
      const c = JSON.stringify(precioColumnScan(columns, ticker, fecha));
      if (a !== b || a !== c) throw new Error(`index and scans disagree on ${ticker} ${fecha}: ${a} vs ${b} vs ${c}`);
    }

    const [indexed, lookup, rowFilter, columnScan] = await timeRunsInTurn(ROUNDS, [
      () => {
        for (const { ticker, fecha } of calls) kit.execute('precio', { ticker, fecha });
      },
      () => {
        for (const { ticker, fecha } of calls) data.closeOnOrBefore(ticker, fecha);
      },
      () => {
        for (const { ticker, fecha } of calls) precioScan(tables, ticker, fecha);
      },
      () => {
        for (const { ticker, fecha } of calls) precioColumnScan(columns, ticker, fecha);
      },
    ] as const);
    const perCall = (ms: number) => `${formatMs(ms / CALLS)} per call (median of ${ROUNDS} rounds)`;
    const ratio = (slow: number, fast: number) => `${(slow / fast).toFixed(0)}×`;
    const rows = formatCount(tables.precios.length);
    return [
      { label: 'index: execute("precio") with validation', value: perCall(indexed.medianMs) },
      { label: 'index: closeOnOrBefore alone', value: perCall(lookup.medianMs) },
      { label: `lesson's row filter: ${rows} row objects per call`, value: perCall(rowFilter.medianMs) },
      { label: `typed-array column scan: ${rows} rows per call`, value: perCall(columnScan.medianMs) },
      { label: 'ratio, row filter / execute("precio")', value: `${ratio(rowFilter.medianMs, indexed.medianMs)} (same calls in turn, identical answers)` },
      { label: 'ratio, typed-array scan / execute("precio")', value: ratio(columnScan.medianMs, indexed.medianMs) },
      { label: 'ratio, row filter / closeOnOrBefore', value: ratio(rowFilter.medianMs, lookup.medianMs) },
      { label: 'ratio, typed-array scan / closeOnOrBefore', value: ratio(columnScan.medianMs, lookup.medianMs) },
    ];
  },
};
