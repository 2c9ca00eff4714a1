// How long the three Parquet files take to read and index in Node (the page does the same work after fetch).
import { DATA_FILES } from '../../src/core/data/data-files.ts';
import { loadMarketData } from '../../src/core/data/load-market-data.ts';
import { nodeDataSource } from '../node-data-source.ts';
import type { BenchSection } from './bench-section.ts';
import { formatCount, formatMs, timeRuns } from './measure.ts';

const RUNS = 7;

export const dataLoading: BenchSection = {
  title: 'Data: read the three Parquet files (hyparquet) and build the indexes',
  async run() {
    const source = nodeDataSource();
    // Read the bytes once so the figure is parsing and indexing, not the disk.
    const bytes = new Map<string, ArrayBuffer>();
    for (const name of Object.values(DATA_FILES)) bytes.set(name, await source.read(name));
    const memory = { read: async (name: string) => bytes.get(name) as ArrayBuffer };
    // The first load is timed on its own: it is what a fresh page pays, before the JIT has warmed up.
    const firstStart = performance.now();
    const data = await loadMarketData(memory);
    const firstMs = performance.now() - firstStart;
    const timing = await timeRuns(RUNS, () => loadMarketData(memory), 0);
    const size = [...bytes.values()].reduce((sum, b) => sum + b.byteLength, 0);
    return [
      {
        label: 'rows',
        value: `precios ${formatCount(data.counts.precios)}, empresas ${formatCount(data.counts.empresas)}, noticias ${formatCount(data.counts.noticias)} (${formatCount(Math.round(size / 1024))} KiB)`,
      },
      { label: 'load + index, first run (cold)', value: formatMs(firstMs) },
      {
        label: `load + index, median of the next ${RUNS}`,
        value: `${formatMs(timing.medianMs)} (min ${formatMs(timing.minMs)}, max ${formatMs(timing.maxMs)})`,
      },
    ];
  },
};
