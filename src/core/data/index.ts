// The data area's front: only what other areas and the UI import from it (a test keeps the UI off the deep files).
export { DataFileError } from './data-file-error.ts';
export { DATA_FILES } from './data-files.ts';
export type { DataFileKey } from './data-files.ts';
export { fetchDataSource } from './fetch-data-source.ts';
export { loadMarketData, loadMarketTables } from './load-market-data.ts';
export { assembleMarketData } from './assemble-market-data.ts';
export type { MarketTables } from './assemble-market-data.ts';
export type { Close, Company, Headline, MarketData } from './market-data.ts';
