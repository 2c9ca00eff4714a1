// The cost area's front: only what other areas and the UI import from it (a test keeps the UI off the deep files).
export { cumulativeCost, runCost, stepCost } from './cost.ts';
export type { Cost } from './cost.ts';
export { DEFAULT_PRICES } from './default-prices.ts';
export { checkPriceTable, parsePriceTable } from './price-schema.ts';
export { defaultRowFor, vendorOf } from './price-table.ts';
export type { PriceRow } from './price-table.ts';
export { countedUsages, outputTexts, outputTokens, traceUsages } from './trace-usage.ts';
export type { Usage, UsageSource } from './usage.ts';
