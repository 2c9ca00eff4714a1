// The cost area's front: what the UI imports from it (a test keeps the UI off the deep files).
export * from './cost.ts';
export * from './default-prices.ts';
export * from './price-schema.ts';
export * from './price-table.ts';
export * from './trace-usage.ts';
export type * from './usage.ts';
