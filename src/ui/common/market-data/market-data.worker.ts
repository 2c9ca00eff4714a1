// The page's data worker: the three Parquet files fetched and decoded here (hyparquet's page reads, their
// dictionaries and strings: a third of a second of a first visit's CPU), off the page's thread, which only indexes
// the columns that come back. Each file fails on its own, as in the page.
import { fetchDataSource, loadMarketTables } from '../../../core/data/index.ts';
import type { MarketDataReply, MarketDataRequest } from './market-data-messages.ts';
import { packTables } from './packed-columns.ts';

const scope = self as unknown as DedicatedWorkerGlobalScope;

scope.onmessage = async (event: MessageEvent<MarketDataRequest>) => {
  const { tables, errors } = await loadMarketTables(fetchDataSource(event.data.baseUrl));
  const { packed, transfer } = packTables(tables);
  scope.postMessage({ tables: packed, errors: errors.map((e) => ({ file: e.file, problem: e.problem })) } satisfies MarketDataReply, transfer);
};
