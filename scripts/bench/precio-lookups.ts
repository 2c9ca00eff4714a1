// precio through the per-ticker index (a binary search) against the lesson's approach, which filters the
// whole price table on every call. Same random calls, same run, and the answers are checked to be equal.
import { loadMarketData } from '../../src/core/data/load-market-data.ts';
import { seededRandom } from '../../src/core/random/seeded-random.ts';
import { createLessonToolKit } from '../../src/core/tools/lesson-tools.ts';
import { nodeDataSource } from '../node-data-source.ts';
import type { BenchSection } from './bench-section.ts';
import { precioScan, readLessonTables } from './lesson-scan.ts';
import { formatCount, formatMs, timeRuns } from './measure.ts';

const CALLS = 1000;
const ROUNDS = 9;
const DAY_MS = 86_400_000;

export const precioLookups: BenchSection = {
  title: `precio: index versus the lesson's whole-table filter (${formatCount(CALLS)} random calls)`,
  async run() {
    const source = nodeDataSource();
    const data = await loadMarketData(source);
    const tables = await readLessonTables(source);
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
      if (a !== b) throw new Error(`index and scan disagree on ${ticker} ${fecha}: ${a} vs ${b}`);
    }

    const indexed = await timeRuns(ROUNDS, () => {
      for (const { ticker, fecha } of calls) kit.execute('precio', { ticker, fecha });
    });
    const scanned = await timeRuns(ROUNDS, () => {
      for (const { ticker, fecha } of calls) precioScan(tables, ticker, fecha);
    });
    const lookup = await timeRuns(ROUNDS, () => {
      for (const { ticker, fecha } of calls) data.closeOnOrBefore(ticker, fecha);
    });
    const perCall = (ms: number) => formatMs(ms / CALLS);
    return [
      { label: 'index: execute("precio") with validation', value: `${perCall(indexed.medianMs)} per call` },
      { label: 'index: closeOnOrBefore alone', value: `${perCall(lookup.medianMs)} per call` },
      {
        label: `lesson: filter ${formatCount(tables.precios.length)} rows per call`,
        value: `${perCall(scanned.medianMs)} per call`,
      },
      {
        label: 'ratio, lesson / execute("precio")',
        value: `${(scanned.medianMs / indexed.medianMs).toFixed(0)}× (same run, same calls, identical answers)`,
      },
      { label: 'ratio, lesson / closeOnOrBefore', value: `${(scanned.medianMs / lookup.medianMs).toFixed(0)}×` },
    ];
  },
};
